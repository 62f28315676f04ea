import fc from 'fast-check';
import { update as mingoUpdate } from 'mingo';
import { describe, expect, it } from 'vitest';
import { applyUpdate, withoutUndefined } from './mongo-semantics.js';
import type { Doc } from './types.js';

/*
 * applyUpdate applies plain top-level $set/$unset/$inc itself instead of through the query
 * engine: the result must be the very document the engine gives, field order included.
 */
const name = fc.constantFrom('a', 'b', 'c', 'n', 'list', 'nested');
const scalar = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true, min: -5, max: 5 }), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant(null), fc.constant(undefined));
const value = fc.oneof(
  { arbitrary: scalar, weight: 4 },
  { arbitrary: fc.array(scalar, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.constantFrom('x', 'y'), scalar, { maxKeys: 2 }), weight: 1 },
  { arbitrary: fc.constant(new Date(0)), weight: 1 },
);
const doc = fc.dictionary(name, value, { maxKeys: 5 }).map((fields) => withoutUndefined({ _id: 'd1', ...fields }) as Doc);
const modifier = fc
  .record(
    {
      $set: fc.dictionary(name, value, { minKeys: 1, maxKeys: 3 }),
      $unset: fc.dictionary(name, fc.constant(''), { minKeys: 1, maxKeys: 2 }),
      $inc: fc.dictionary(name, fc.integer({ min: -3, max: 3 }), { minKeys: 1, maxKeys: 2 }),
    },
    { requiredKeys: [] },
  )
  .filter((m) => Object.keys(m).length > 0);

/** What the query engine makes of the update (the path applyUpdate takes for every other update). */
function viaEngine(d: Doc, m: Record<string, unknown>): Doc {
  const next = structuredClone(d);
  mingoUpdate(next, m, [], { _id: d._id }, { cloneMode: 'deep' });
  return withoutUndefined(next);
}

describe('applyUpdate', () => {
  it('gives what the query engine gives for plain top-level $set, $unset and $inc', () => {
    fc.assert(
      fc.property(doc, modifier, (d, m) => {
        let expected: Doc | Error;
        try {
          expected = viaEngine(d, m);
        } catch (err) {
          expected = err as Error;
        }
        let got: Doc | Error;
        try {
          got = applyUpdate(d, m, { _id: d._id });
        } catch (err) {
          got = err as Error;
        }
        // Refused: a field under two operators (the engine refuses it too), or $inc on a present
        // non-number (refused as MongoDB does, before either path runs).
        if (got instanceof Error) {
          const incOnNonNumber = Object.keys(m.$inc ?? {}).some((k) => d[k] !== undefined && typeof d[k] !== 'number');
          expect(expected instanceof Error || incOnNonNumber).toBe(true);
          return;
        }
        expect(expected).not.toBeInstanceOf(Error);
        expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
        expect(got).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('does not change the document it is given, nor share values with the update', () => {
    const d: Doc = { _id: 'd1', list: [1, 2], nested: { x: 1 } };
    const set = { list: [3], nested: { y: 2 } };
    const next = applyUpdate(d, { $set: set, $inc: { n: 1 } }, { _id: 'd1' });
    set.list.push(4);
    expect(next).toEqual({ _id: 'd1', list: [3], nested: { y: 2 }, n: 1 });
    expect(d).toEqual({ _id: 'd1', list: [1, 2], nested: { x: 1 } });
  });
});
