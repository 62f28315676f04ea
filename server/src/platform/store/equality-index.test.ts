import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from './embedded.js';
import { pinnedKeys } from './equality-index.js';
import { idBound } from './id-order.js';
import type { Doc, Filter } from './types.js';

/*
 * The embedded engine's equality indexes and its walk in `_id` order only choose which documents
 * the query engine reads, and in which order: any filter must find exactly what a scan of the
 * whole collection without indexes finds, sorted, skipped and limited the same, whatever the
 * fields hold and whatever writes came before.
 */
// A few keys of each kind, so conditions often hit; then everything else a field may hold.
const value = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'b', 'c', 1, 2, 0, -0, true, false), weight: 6 },
  { arbitrary: fc.array(fc.constantFrom('a', 'b', 1, true, null), { maxLength: 3 }), weight: 2 },
  { arbitrary: fc.constantFrom(null, undefined, '1', Number.NaN, { a: 1 }, [['a']], new Date(0)), weight: 1 },
);
const key = fc.constantFrom('a', 'b', 'z', 1, 2, 0, true, '1');
const condition = fc.oneof(
  key,
  fc.record({ $eq: key }),
  fc.record({ $in: fc.array(key, { maxLength: 3 }) }),
  fc.constantFrom(null, { $in: ['a', null] }, { $ne: 'a' }, ['a'], { $exists: true }), // not pinned: no index lookup
);
const id = fc.integer({ min: 0, max: 15 }).map((n) => `d${n.toString().padStart(2, '0')}`);
const op = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), id, x: value, y: value }),
  fc.record({ kind: fc.constant('set' as const), id, x: value }),
  fc.record({ kind: fc.constant('delete' as const), id }),
);
const idRange = fc.oneof(fc.constant({}), fc.record({ $gt: id }, { requiredKeys: [] }), fc.record({ $gte: id, $lt: id }, { requiredKeys: [] }), fc.record({ $lte: id, $gt: id }));
const query = fc.record(
  {
    filter: fc.record({ x: condition, y: condition, _id: idRange }, { requiredKeys: [] }),
    direction: fc.constantFrom(1 as const, -1 as const),
    skip: fc.constantFrom(0, 0, 1, 3),
    limit: fc.constantFrom(0, 1, 2, 5),
  },
  { requiredKeys: ['filter', 'direction', 'skip', 'limit'] },
);
const byId = (direction: 1 | -1) => (a: Doc, b: Doc) => (a._id < b._id ? -direction : a._id > b._id ? direction : 0);

describe('embedded equality indexes and the walk in _id order', () => {
  it('find, sorted finds and count answer as a scan without indexes does, through any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 40 }), fc.array(query, { minLength: 1, maxLength: 6 }), async (ops, queries) => {
        const [indexed, plain] = [await openEmbeddedStore(null), await openEmbeddedStore(null)];
        await indexed.collection('p').createIndex({ x: 1, y: -1 });
        await indexed.collection('p').createIndex({ y: 1 }, { unique: false });
        const write = async (batch: typeof ops) => {
          for (const store of [indexed, plain]) {
            const c = store.collection('p');
            for (const o of batch) {
              if (o.kind === 'insert') await c.insertOne({ _id: o.id, x: o.x, y: o.y }).catch(() => undefined);
              else if (o.kind === 'set') await c.updateOne({ _id: o.id }, o.x === undefined ? { $unset: { x: '' } } : { $set: { x: o.x } });
              else await c.deleteOne({ _id: o.id });
            }
          }
        };
        const check = async () => {
          for (const { filter, direction, skip, limit } of queries) {
            const f = filter as Filter;
            const expected = await plain.collection('p').find(f);
            expect((await indexed.collection('p').find(f)).map((d) => d._id)).toEqual(expected.map((d) => d._id));
            expect(await indexed.collection('p').countDocuments(f)).toBe(expected.length);
            const sorted = [...expected].sort(byId(direction)).slice(skip, limit ? skip + limit : undefined);
            for (const store of [indexed, plain]) {
              const got = await store.collection('p').find(f, { sort: { _id: direction }, skip, limit });
              expect(got).toEqual(sorted);
            }
            expect((await indexed.collection('p').findOne(f, { sort: { _id: direction } }))?._id).toBe([...expected].sort(byId(direction))[0]?._id);
          }
        };
        // Queries halfway too, so the indexes and the id order exist while the later writes happen.
        const half = Math.floor(ops.length / 2);
        await write(ops.slice(0, half));
        await check();
        await write(ops.slice(half));
        await check();
      }),
      { numRuns: 300 },
    );
  });

  it('reads only scalar equalities as pinned keys', () => {
    expect(pinnedKeys('a')).toEqual(['a']);
    expect(pinnedKeys({ $eq: 2 })).toEqual([2]);
    expect(pinnedKeys({ $in: ['a', 1, 'a', true] })).toEqual(['a', 1, true]);
    expect(pinnedKeys({ $in: [] })).toEqual([]);
    for (const other of [null, Number.NaN, ['a'], { a: 1 }, { $in: ['a', null] }, { $eq: null }, { $eq: 'a', $ne: 'b' }, { $ne: 'a' }, /a/, new Date(0)]) expect(pinnedKeys(other)).toBeUndefined();
  });

  it('reads the _id bound on the side a walk starts from', () => {
    expect(idBound({ _id: { $gt: 'b' } }, 1)).toEqual({ value: 'b', inclusive: false });
    expect(idBound({ _id: { $gte: 'b', $gt: 'c' } }, 1)).toEqual({ value: 'c', inclusive: false });
    expect(idBound({ _id: { $gte: 'b', $gt: 'b' } }, 1)).toEqual({ value: 'b', inclusive: false });
    expect(idBound({ _id: { $gt: 'b' } }, -1)).toBeUndefined();
    expect(idBound({ _id: { $lte: 'b', $lt: 'a' } }, -1)).toEqual({ value: 'a', inclusive: false });
    for (const other of [{}, { _id: 'b' }, { _id: { $gt: 3 } }, { _id: /b/ }, { _id: { $in: ['b'] } }]) expect(idBound(other, 1)).toBeUndefined();
  });
});
