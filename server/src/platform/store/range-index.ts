import type { Doc, Filter } from './types.js';

/** Bounds of a numeric condition; a missing side is open. */
export interface NumericBounds {
  lo?: { value: number; inclusive: boolean };
  hi?: { value: number; inclusive: boolean };
}

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte', '$eq']);
const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);

/**
 * The numeric bounds a filter value puts on its field, when it is only numeric comparisons
 * (`5`, `{ $eq: 5 }`, `{ $gte: 1, $lt: 9 }`); undefined for anything else, which the index then
 * does not serve. Several operators intersect, as MongoDB's do on one scalar value.
 */
export function numericBounds(condition: unknown): NumericBounds | undefined {
  if (isNumber(condition)) return { lo: { value: condition, inclusive: true }, hi: { value: condition, inclusive: true } };
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition) || condition instanceof Date || condition instanceof RegExp) return undefined;
  const entries = Object.entries(condition);
  if (entries.length === 0 || !entries.every(([op, v]) => RANGE_OPERATORS.has(op) && isNumber(v))) return undefined;
  const bounds: NumericBounds = {};
  const raise = (value: number, inclusive: boolean) => {
    if (!bounds.lo || value > bounds.lo.value || (value === bounds.lo.value && !inclusive)) bounds.lo = { value, inclusive };
  };
  const lower = (value: number, inclusive: boolean) => {
    if (!bounds.hi || value < bounds.hi.value || (value === bounds.hi.value && !inclusive)) bounds.hi = { value, inclusive };
  };
  for (const [op, v] of entries as [string, number][]) {
    if (op === '$gt' || op === '$gte') raise(v, op === '$gte');
    else if (op === '$lt' || op === '$lte') lower(v, op === '$lte');
    else {
      raise(v, true);
      lower(v, true);
    }
  }
  return bounds;
}

/** Whether a number lies within the bounds. */
export function withinBounds(value: number, b: NumericBounds): boolean {
  if (b.lo && (b.lo.inclusive ? value < b.lo.value : value <= b.lo.value)) return false;
  if (b.hi && (b.hi.inclusive ? value > b.hi.value : value >= b.hi.value)) return false;
  return true;
}

/**
 * A sorted index of one top-level field's numeric values, for the embedded engine's range
 * queries (the bounding box of a radius search). It only narrows the candidates: the full filter
 * still decides, so it must never leave out a document that could match. Hence documents whose
 * value is an array (MongoDB matches a range on any element) or NaN sit in `loose` and are always
 * candidates; documents with any other non-number value (missing, null, strings, dates) cannot
 * satisfy a numeric comparison, which never crosses types, and are left out.
 */
export class RangeIndex {
  private values: number[] = [];
  private ids: string[] = [];
  private readonly loose = new Set<string>();

  constructor(readonly field: string) {}

  /** Orders entries by value, then id, so an entry is found again by binary search. */
  private position(value: number, id: string): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.values[mid]!;
      if (v < value || (v === value && this.ids[mid]! < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position whose value is above (or, inclusive, not below) `value`. */
  private lowerEdge(value: number, inclusive: boolean): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.values[mid]!;
      if (inclusive ? v < value : v <= value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  build(docs: Iterable<Doc>): void {
    const entries: [number, string][] = [];
    this.loose.clear();
    for (const doc of docs) {
      const v = doc[this.field];
      if (isNumber(v)) entries.push([v, doc._id]);
      else if (Array.isArray(v) || Number.isNaN(v)) this.loose.add(doc._id);
    }
    entries.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    this.values = entries.map((e) => e[0]);
    this.ids = entries.map((e) => e[1]);
  }

  add(doc: Doc): void {
    const v = doc[this.field];
    if (isNumber(v)) {
      const at = this.position(v, doc._id);
      this.values.splice(at, 0, v);
      this.ids.splice(at, 0, doc._id);
    } else if (Array.isArray(v) || Number.isNaN(v)) this.loose.add(doc._id);
  }

  remove(doc: Doc): void {
    const v = doc[this.field];
    if (isNumber(v)) {
      const at = this.position(v, doc._id);
      if (this.ids[at] === doc._id && this.values[at] === v) {
        this.values.splice(at, 1);
        this.ids.splice(at, 1);
      }
    } else this.loose.delete(doc._id);
  }

  clear(): void {
    this.values = [];
    this.ids = [];
    this.loose.clear();
  }

  /** The slice [start, end) of sorted entries within the bounds. */
  private slice(b: NumericBounds): [number, number] {
    const start = b.lo ? this.lowerEdge(b.lo.value, b.lo.inclusive) : 0;
    const end = b.hi ? this.lowerEdge(b.hi.value, !b.hi.inclusive) : this.values.length;
    return [start, Math.max(start, end)];
  }

  /** How many candidates `lookup` would give: picks the most selective index of a query. */
  count(b: NumericBounds): number {
    const [start, end] = this.slice(b);
    return end - start + this.loose.size;
  }

  /** How many documents hold an array or NaN in the field: they have no place in the index's order. */
  get looseCount(): number {
    return this.loose.size;
  }

  /** The numeric entries within the bounds in index order (value, then id), loose ones left out. */
  within(b: NumericBounds): { ids: string[]; values: number[] } {
    const [start, end] = this.slice(b);
    return { ids: this.ids.slice(start, end), values: this.values.slice(start, end) };
  }

  /** Ids of every document that may satisfy the bounds (all that do, plus loose ones). */
  lookup(b: NumericBounds): string[] {
    const [start, end] = this.slice(b);
    return [...this.ids.slice(start, end), ...this.loose];
  }
}

/**
 * The index conditions of a filter: its top-level fields with a range index and a purely numeric
 * condition. Fields inside `$or`/`$and` are not used (a top-level one must hold for every match).
 */
export function indexedConditions(filter: Filter, indexes: Map<string, RangeIndex>): { index: RangeIndex; bounds: NumericBounds }[] {
  const found: { index: RangeIndex; bounds: NumericBounds }[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    const index = indexes.get(field);
    if (!index) continue;
    const bounds = numericBounds(condition);
    if (bounds) found.push({ index, bounds });
  }
  return found;
}
