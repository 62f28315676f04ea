import type { Doc, Filter } from './types.js';

/** The values an equality index keys on: strings, numbers (not NaN) and booleans. */
export type EqualityKey = string | number | boolean;

const isKey = (v: unknown): v is EqualityKey => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && !Number.isNaN(v));

/**
 * The keys a filter condition pins its field to: `v`, `{ $eq: v }` or `{ $in: [v, …] }` where
 * every value is a string, a number or a boolean; undefined for anything else (null, which also
 * matches a missing field, documents, arrays, regular expressions, other operators), which the
 * index then does not serve.
 */
export function pinnedKeys(condition: unknown): EqualityKey[] | undefined {
  if (isKey(condition)) return [condition];
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const entries = Object.entries(condition);
  if (entries.length !== 1) return undefined;
  const [op, value] = entries[0]!;
  if (op === '$eq') return isKey(value) ? [value] : undefined;
  if (op === '$in' && Array.isArray(value) && value.every(isKey)) return [...new Set(value as EqualityKey[])];
  return undefined;
}

/**
 * An index of one top-level field's scalar values, for the embedded engine's equality lookups
 * (`{ base_key: k }`, `{ rental_id: r, … }`, `{ state: { $in: […] } }`): the declared MongoDB
 * indexes' leading fields, so that a lookup reads the documents with that value instead of
 * the whole collection. It only narrows the candidates: the full filter still decides, so it
 * must never leave out a document that could match. MongoDB matches an equality on an array's
 * elements, so each scalar element of an array value is indexed as well; documents whose value
 * is missing, null, NaN or a document can never equal a pinned key and are left out (a Map keys
 * numbers and strings apart, and 0 and -0 together, as MongoDB compares them).
 */
export class EqualityIndex {
  private readonly byKey = new Map<EqualityKey, Set<string>>();

  constructor(readonly field: string) {}

  private keysOf(doc: Doc): EqualityKey[] {
    const v = doc[this.field];
    if (isKey(v)) return [v];
    return Array.isArray(v) ? [...new Set(v.filter(isKey))] : [];
  }

  build(docs: Iterable<Doc>): void {
    this.byKey.clear();
    for (const doc of docs) this.add(doc);
  }

  add(doc: Doc): void {
    for (const key of this.keysOf(doc)) {
      let ids = this.byKey.get(key);
      if (!ids) {
        ids = new Set();
        this.byKey.set(key, ids);
      }
      ids.add(doc._id);
    }
  }

  remove(doc: Doc): void {
    for (const key of this.keysOf(doc)) {
      const ids = this.byKey.get(key);
      if (!ids) continue;
      ids.delete(doc._id);
      if (ids.size === 0) this.byKey.delete(key);
    }
  }

  clear(): void {
    this.byKey.clear();
  }

  /** An upper bound of how many candidates `lookup` gives (a document may hold several keys). */
  count(keys: EqualityKey[]): number {
    let n = 0;
    for (const key of keys) n += this.byKey.get(key)?.size ?? 0;
    return n;
  }

  /** Ids of every document whose value (or one of whose array elements) is one of the keys. */
  lookup(keys: EqualityKey[]): string[] {
    if (keys.length === 1) return [...(this.byKey.get(keys[0]!) ?? [])];
    const ids = new Set<string>();
    for (const key of keys) for (const id of this.byKey.get(key) ?? []) ids.add(id);
    return [...ids];
  }
}

/**
 * The equality conditions of a filter the indexes can serve: its top-level fields with an
 * equality index and pinned keys. Fields inside `$or`/`$and` are not used (a top-level one must
 * hold for every match).
 */
export function pinnedConditions(filter: Filter, indexes: Map<string, EqualityIndex>): { index: EqualityIndex; keys: EqualityKey[] }[] {
  const found: { index: EqualityIndex; keys: EqualityKey[] }[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    const index = indexes.get(field);
    if (!index) continue;
    const keys = pinnedKeys(condition);
    if (keys) found.push({ index, keys });
  }
  return found;
}
