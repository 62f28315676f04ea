import { numericBounds, withinBounds, type NumericBounds } from './range-index.js';
import type { Doc, Filter } from './types.js';

const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
/** A value the query engine must decide (MongoDB matches a range on any array element; NaN). */
const isLoose = (v: unknown) => Array.isArray(v) || Number.isNaN(v);

/**
 * The embedded engine's index of two top-level numeric fields together (a non-unique index of
 * exactly two fields, such as a listing's latitude and longitude): entries sorted by the first
 * field, the second field's value kept beside each, so a box (numeric bounds on both fields, a
 * radius search's bounding box) is found by a binary search on the first and a scan of plain
 * numbers for the second, without reading a document that lies outside the box.
 *
 * Like RangeIndex it only narrows the candidates and must never leave out a document that could
 * match: a document where either field holds an array or NaN sits in `loose` and is always a
 * candidate; one where either field holds anything else that is not a number (missing, null, a
 * string, a date) can never satisfy numeric bounds on it and is left out.
 */
export class PointIndex {
  private xs: number[] = [];
  private ys: number[] = [];
  private ids: string[] = [];
  private readonly loose = new Set<string>();

  constructor(readonly fields: readonly [string, string]) {}

  private kind(doc: Doc): 'point' | 'loose' | 'never' {
    const x = doc[this.fields[0]];
    const y = doc[this.fields[1]];
    if (isNumber(x) && isNumber(y)) return 'point';
    if ((isNumber(x) || isLoose(x)) && (isNumber(y) || isLoose(y))) return 'loose';
    return 'never';
  }

  /** Orders entries by the first value, then id, so an entry is found again by binary search. */
  private position(x: number, id: string): number {
    let lo = 0;
    let hi = this.xs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.xs[mid]!;
      if (v < x || (v === x && this.ids[mid]! < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position whose first value is above (or, inclusive, not below) `x`. */
  private lowerEdge(x: number, inclusive: boolean): number {
    let lo = 0;
    let hi = this.xs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.xs[mid]!;
      if (inclusive ? v < x : v <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  build(docs: Iterable<Doc>): void {
    const entries: [number, number, string][] = [];
    this.loose.clear();
    for (const doc of docs) {
      const kind = this.kind(doc);
      if (kind === 'point') entries.push([doc[this.fields[0]] as number, doc[this.fields[1]] as number, doc._id]);
      else if (kind === 'loose') this.loose.add(doc._id);
    }
    entries.sort((a, b) => a[0] - b[0] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0));
    this.xs = entries.map((e) => e[0]);
    this.ys = entries.map((e) => e[1]);
    this.ids = entries.map((e) => e[2]);
  }

  add(doc: Doc): void {
    const kind = this.kind(doc);
    if (kind === 'point') {
      const x = doc[this.fields[0]] as number;
      const at = this.position(x, doc._id);
      this.xs.splice(at, 0, x);
      this.ys.splice(at, 0, doc[this.fields[1]] as number);
      this.ids.splice(at, 0, doc._id);
    } else if (kind === 'loose') this.loose.add(doc._id);
  }

  /** Removes a document as it was when added (the stored version it replaces). */
  remove(doc: Doc): void {
    if (this.kind(doc) === 'point') {
      const x = doc[this.fields[0]] as number;
      const at = this.position(x, doc._id);
      if (this.ids[at] === doc._id && this.xs[at] === x) {
        this.xs.splice(at, 1);
        this.ys.splice(at, 1);
        this.ids.splice(at, 1);
      }
    } else this.loose.delete(doc._id);
  }

  clear(): void {
    this.xs = [];
    this.ys = [];
    this.ids = [];
    this.loose.clear();
  }

  /** The bounds a filter puts on both fields at its top level, or null when it does not bound both. */
  boundsIn(filter: Filter): [NumericBounds, NumericBounds] | null {
    const x = numericBounds(filter[this.fields[0]]);
    const y = x && numericBounds(filter[this.fields[1]]);
    return x && y ? [x, y] : null;
  }

  /** Ids of every document that may lie within both bounds (all that do, plus loose ones). */
  lookup([bx, by]: [NumericBounds, NumericBounds]): string[] {
    const start = bx.lo ? this.lowerEdge(bx.lo.value, bx.lo.inclusive) : 0;
    const end = bx.hi ? this.lowerEdge(bx.hi.value, !bx.hi.inclusive) : this.xs.length;
    const found: string[] = [];
    for (let i = start; i < end; i += 1) if (withinBounds(this.ys[i]!, by)) found.push(this.ids[i]!);
    for (const id of this.loose) found.push(id);
    return found;
  }
}
