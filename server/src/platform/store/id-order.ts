import type { Filter } from './types.js';

/** Where a walk in `_id` order starts: the `_id` bound of the filter in the walk's direction. */
export interface IdBound {
  value: string;
  inclusive: boolean;
}

/**
 * The `_id` bound a filter puts on the side a walk starts from (`$gt`/`$gte` ascending,
 * `$lt`/`$lte` descending), when `_id` holds only string comparisons; undefined for no bound.
 * The filter still decides every document, so a bound only saves reading what cannot match.
 */
export function idBound(filter: Filter, direction: 1 | -1): IdBound | undefined {
  const condition = filter._id;
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition) || condition instanceof RegExp) return undefined;
  const ops = condition as Record<string, unknown>;
  const [strict, loose] = direction === 1 ? ['$gt', '$gte'] : ['$lt', '$lte'];
  let bound: IdBound | undefined;
  for (const [op, inclusive] of [
    [strict, false],
    [loose, true],
  ] as const) {
    const value = ops[op];
    if (typeof value !== 'string') continue;
    // Two bounds on one side: the tighter one (for equal values, the exclusive one).
    const tighter = !bound || (direction === 1 ? value > bound.value : value < bound.value) || (value === bound.value && !inclusive);
    if (tighter) bound = { value, inclusive };
  }
  return bound;
}

/**
 * The `_id`s of a collection in ascending order (JavaScript string order, the order the query
 * engine sorts strings in), so that `find(filter, { sort: { _id: ±1 }, limit })` — the bounded
 * batches every job walks with `_id: { $gt: last }` — reads documents in order from its bound
 * and stops at the limit, as MongoDB does on its `_id` index, instead of matching and sorting
 * the whole collection on every batch. Built on first use; the app's ids are mostly ULIDs, so
 * inserts land at the end.
 */
export class IdOrder {
  private readonly ids: string[];

  constructor(ids: Iterable<string>) {
    this.ids = [...ids].sort();
  }

  /** First position whose id is above (or, inclusive, not below) `id`. */
  private lowerEdge(id: string, inclusive: boolean): number {
    let lo = 0;
    let hi = this.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.ids[mid]!;
      if (inclusive ? v < id : v <= id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(id: string): void {
    const last = this.ids[this.ids.length - 1];
    if (last === undefined || last < id) this.ids.push(id);
    else this.ids.splice(this.lowerEdge(id, true), 0, id);
  }

  remove(id: string): void {
    const at = this.lowerEdge(id, true);
    if (this.ids[at] === id) this.ids.splice(at, 1);
  }

  /** Ids in `direction` order, starting at the bound when there is one. */
  *walk(direction: 1 | -1, bound?: IdBound): Generator<string> {
    if (direction === 1) {
      for (let i = bound ? this.lowerEdge(bound.value, bound.inclusive) : 0; i < this.ids.length; i += 1) yield this.ids[i]!;
    } else {
      for (let i = bound ? this.lowerEdge(bound.value, !bound.inclusive) - 1 : this.ids.length - 1; i >= 0; i -= 1) yield this.ids[i]!;
    }
  }
}
