import { numericBounds, withinBounds } from './range-index.js';
import type { Doc, Filter } from './types.js';

/** true: matches; false: does not; undefined: cannot tell here (the query engine decides). */
export type Verdict = boolean | undefined;

type FieldCheck = (value: unknown) => Verdict;

/** The values of `{ $in: [...] }` when they are all strings or non-NaN numbers (null also matches missing: not here). */
function inList(condition: unknown): Set<string | number> | null {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return null;
  const keys = Object.keys(condition);
  const values = (condition as { $in?: unknown }).$in;
  if (keys.length !== 1 || !Array.isArray(values)) return null;
  if (!values.every((x) => typeof x === 'string' || (typeof x === 'number' && !Number.isNaN(x)))) return null;
  return new Set(values as (string | number)[]);
}

/**
 * The check for one field's condition when it is a plain comparison whose answer on a scalar
 * value is certain under MongoDB's rules: numeric bounds (`5`, `$eq`, `$gt`…, which never match
 * another type), `$in` of strings and numbers, a string or boolean equality, or null (which matches null and missing). An array
 * value is never decided here (MongoDB matches its elements), nor NaN. Anything else: null.
 */
function fieldCheck(condition: unknown): FieldCheck | null {
  const bounds = numericBounds(condition);
  if (bounds) {
    return (v) => {
      if (typeof v === 'number') return Number.isNaN(v) ? undefined : withinBounds(v, bounds);
      return Array.isArray(v) ? undefined : false;
    };
  }
  const list = inList(condition);
  if (list) return (v) => (Array.isArray(v) ? undefined : list.has(v as string | number));
  if (typeof condition === 'string' || typeof condition === 'boolean') {
    return (v) => (Array.isArray(v) ? undefined : v === condition);
  }
  if (condition === null) {
    return (v) => (Array.isArray(v) ? undefined : v === null || v === undefined);
  }
  return null;
}

/**
 * A matcher for the filters the app runs on every request (a session by id, live and not
 * revoked; a bounding box of active listings), without compiling a query: only top-level fields
 * ANDed together, each a plain comparison (see fieldCheck). Null for any other filter, which goes
 * to the query engine whole. The matcher may answer undefined for a document it cannot decide.
 */
export function simpleMatcher(filter: Filter): ((doc: Doc) => Verdict) | null {
  const checks: [string, FieldCheck][] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) return null;
    const check = fieldCheck(condition);
    if (!check) return null;
    checks.push([field, check]);
  }
  return (doc) => {
    let certain = true;
    for (const [field, check] of checks) {
      const verdict = check(doc[field]);
      if (verdict === false) return false;
      if (verdict === undefined) certain = false;
    }
    return certain ? true : undefined;
  };
}
