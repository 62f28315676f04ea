import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from './embedded.js';
import { numericBounds } from './range-index.js';

/*
 * The embedded engine's range indexes only choose which documents the query engine reads: any
 * filter must find exactly what a scan without the index finds, whatever the field holds.
 */
// Mostly small integers, so bounds often fall exactly on values; then everything else a field may hold.
const value = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 3 }), weight: 6 },
  { arbitrary: fc.double({ min: -3, max: 3, noNaN: true }), weight: 1 },
  { arbitrary: fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.constantFrom(null, undefined, '2', true, Number.NaN, new Date(0)), weight: 1 },
);
const bound = fc.integer({ min: -4, max: 4 });
const condition = fc.oneof(
  bound,
  fc.record({ $gte: bound, $lte: bound }, { requiredKeys: [] }),
  fc.record({ $gt: bound, $lt: bound, $eq: bound }, { requiredKeys: [] }),
  fc.constant({ $in: [1, 2] }), // not a range: the index stays out of it
);
const op = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), id: fc.integer({ min: 0, max: 12 }), x: value, y: value }),
  fc.record({ kind: fc.constant('set' as const), id: fc.integer({ min: 0, max: 12 }), x: value }),
  fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 0, max: 12 }) }),
);

describe('embedded range indexes', () => {
  it('find and count answer the same with and without the index, through any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 30 }), fc.array(fc.oneof({ arbitrary: fc.record({ x: condition, y: condition }), weight: 4 }, { arbitrary: fc.record({ x: condition, y: condition }, { requiredKeys: [] }), weight: 1 }), { minLength: 1, maxLength: 6 }), async (ops, filters) => {
        const [indexed, plain] = [await openEmbeddedStore(null), await openEmbeddedStore(null)];
        await indexed.collection('p').createIndex({ x: 1 });
        await indexed.collection('p').createIndex({ y: 1 });
        for (const store of [indexed, plain]) {
          const c = store.collection('p');
          for (const o of ops) {
            const _id = `d${o.id}`;
            if (o.kind === 'insert') await c.insertOne({ _id, x: o.x, y: o.y }).catch(() => undefined);
            else if (o.kind === 'set') await c.updateOne({ _id }, o.x === undefined ? { $unset: { x: '' } } : { $set: { x: o.x } });
            else await c.deleteOne({ _id });
          }
        }
        for (const filter of filters) {
          const a = await indexed.collection('p').find(filter);
          const b = await plain.collection('p').find(filter);
          expect(a.map((d) => d._id)).toEqual(b.map((d) => d._id));
          expect(await indexed.collection('p').countDocuments(filter)).toBe(b.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sorted reads with a limit walk the index and answer as a full scan does (a sync pull)', async () => {
    const sorted = fc.record({
      filter: fc.record({ x: fc.oneof(fc.record({ $gte: bound }), fc.record({ $gt: bound, $lte: bound }, { requiredKeys: ['$gt'] })), y: condition }, { requiredKeys: ['x'] }),
      sort: fc.constantFrom<Record<string, 1 | -1>>({ x: 1 }, { x: 1, _id: 1 }, { x: 1, y: -1 }, { x: -1 }, { y: 1 }),
      limit: fc.integer({ min: 1, max: 5 }),
      skip: fc.integer({ min: 0, max: 2 }),
    });
    // Integers only in x (an array or NaN there turns the walk off), ties included; more documents than
    // one step of the walk (64), so it stops early.
    const walkable = fc.record({ kind: fc.constant('insert' as const), id: fc.integer({ min: 0, max: 150 }), x: fc.integer({ min: -3, max: 3 }), y: value });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof({ arbitrary: walkable, weight: 4 }, { arbitrary: op, weight: 1 }), { minLength: 3, maxLength: 160 }), fc.array(sorted, { minLength: 1, maxLength: 4 }), async (ops, reads) => {
        const [indexed, plain] = [await openEmbeddedStore(null), await openEmbeddedStore(null)];
        await indexed.collection('p').createIndex({ x: 1 });
        for (const store of [indexed, plain]) {
          const c = store.collection('p');
          for (const o of ops) {
            const _id = `d${o.id}`;
            if (o.kind === 'insert') await c.insertOne({ _id, x: o.x, y: o.y }).catch(() => undefined);
            else if (o.kind === 'set') await c.updateOne({ _id }, o.x === undefined ? { $unset: { x: '' } } : { $set: { x: o.x } });
            else await c.deleteOne({ _id });
          }
        }
        for (const { filter, sort, limit, skip } of reads) {
          const a = await indexed.collection('p').find(filter, { sort, limit, skip });
          const b = await plain.collection('p').find(filter, { sort, limit, skip });
          expect(a.map((d) => d._id)).toEqual(b.map((d) => d._id));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads only numeric comparisons as bounds', () => {
    expect(numericBounds(3)).toEqual({ lo: { value: 3, inclusive: true }, hi: { value: 3, inclusive: true } });
    expect(numericBounds({ $gt: 1, $gte: 2, $lt: 9 })).toEqual({ lo: { value: 2, inclusive: true }, hi: { value: 9, inclusive: false } });
    expect(numericBounds({ $gte: 2, $gt: 2 })).toEqual({ lo: { value: 2, inclusive: false } });
    for (const other of ['3', null, { $gte: '1' }, { $in: [1] }, { $gte: 1, $ne: 2 }, {}, [1], Number.NaN, { $gt: Number.NaN }]) expect(numericBounds(other)).toBeUndefined();
  });
});
