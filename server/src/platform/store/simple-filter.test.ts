import fc from 'fast-check';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { simpleMatcher } from './simple-filter.js';
import type { Doc } from './types.js';

/*
 * The embedded engine decides plain filters without the query engine (mingo, which the store
 * conformance suite holds to MongoDB's behaviour). Whatever the documents hold, a decided verdict
 * must be mingo's, and every document without arrays or NaN must be decided.
 */
const scalar = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.double({ min: -3, max: 3, noNaN: true }),
  fc.constantFrom('a', 'b', '1', '', true, false, null, undefined, new Date(0), { x: 1 }),
);
const value = fc.oneof({ arbitrary: scalar, weight: 5 }, { arbitrary: fc.array(scalar, { maxLength: 3 }), weight: 1 }, { arbitrary: fc.constant(Number.NaN), weight: 1 });
const bound = fc.integer({ min: -4, max: 4 });
const condition = fc.oneof(
  bound,
  fc.constantFrom('a', '1', true, false, null),
  fc.array(fc.oneof(bound, fc.constantFrom('a', '1', '')), { maxLength: 3 }).map(($in) => ({ $in })),
  fc.record({ $gte: bound, $lte: bound }, { requiredKeys: [] }).filter((c) => Object.keys(c).length > 0),
  fc.record({ $gt: bound, $lt: bound, $eq: bound }, { requiredKeys: [] }).filter((c) => Object.keys(c).length > 0),
);
const doc = fc.record({ a: value, b: value }, { requiredKeys: [] }).map((d) => ({ _id: 'x', ...d }) as Doc);
const hasArrayOrNaN = (d: Doc) => Object.values(d).some((v) => Array.isArray(v) || Number.isNaN(v));

describe('simpleMatcher', () => {
  it('agrees with the query engine on every document it decides, and decides every scalar one', () => {
    fc.assert(
      fc.property(fc.record({ a: condition, b: condition }, { requiredKeys: [] }), fc.array(doc, { minLength: 1, maxLength: 8 }), (filter, docs) => {
        const match = simpleMatcher(filter)!;
        expect(match).not.toBeNull();
        const query = new Query(filter);
        for (const d of docs) {
          const verdict = match(d);
          if (!hasArrayOrNaN(d)) expect(verdict).toBeDefined();
          if (verdict !== undefined) expect(verdict).toBe(query.test(d));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves other filters to the query engine', () => {
    for (const filter of [{ $or: [{ a: 1 }] }, { 'a.b': 1 }, { a: { $in: [1, null] } }, { a: { $in: [/x/] } }, { a: { $in: [1], $nin: [2] } }, { a: { $ne: 1 } }, { a: /x/ }, { a: { $exists: true } }, { a: { x: 1 } }, { a: [1] }, { a: { $gte: 'a' } }]) {
      expect(simpleMatcher(filter)).toBeNull();
    }
    expect(simpleMatcher({ _id: 's1', revoked_at: null, expires_at: { $gt: 5 } })).not.toBeNull();
  });
});
