import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from './embedded.js';
import { PointIndex } from './point-index.js';

/*
 * The embedded engine's point index (two fields indexed together) only chooses which documents
 * the query engine reads: any filter must find exactly what a scan without it finds, in the same
 * order, whatever the fields hold and through any inserts, updates and deletes.
 */
// Mostly small integers, so bounds often fall exactly on values; then everything else a field may hold.
const value = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 3 }), weight: 8 },
  { arbitrary: fc.double({ min: -3, max: 3, noNaN: true }), weight: 1 },
  { arbitrary: fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.constantFrom(null, undefined, '2', true, Number.NaN, new Date(0)), weight: 1 },
);
const bound = fc.integer({ min: -4, max: 4 });
const condition = fc.oneof(
  { arbitrary: fc.record({ $gte: bound, $lte: bound }, { requiredKeys: [] }), weight: 4 },
  { arbitrary: bound, weight: 1 },
  { arbitrary: fc.record({ $gt: bound, $lt: bound, $eq: bound }, { requiredKeys: [] }), weight: 1 },
  { arbitrary: fc.constant({ $in: [1, 2] }), weight: 1 }, // not a range: the index stays out of it
);
const field = fc.constantFrom('x', 'y');
const op = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), id: fc.integer({ min: 0, max: 15 }), x: value, y: value, s: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('set' as const), id: fc.integer({ min: 0, max: 15 }), field, v: value }),
  fc.record({ kind: fc.constant('setMany' as const), s: fc.integer({ min: 1, max: 2 }), field, v: value }),
  fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 0, max: 15 }) }),
  fc.record({ kind: fc.constant('deleteMany' as const), s: fc.integer({ min: 1, max: 2 }) }),
);
// The search's shape (a status equality and a box), boxes alone, one side only, and with other fields.
const filter = fc.oneof(
  { arbitrary: fc.record({ s: fc.constant(2), x: condition, y: condition }), weight: 3 },
  { arbitrary: fc.record({ x: condition, y: condition }), weight: 3 },
  { arbitrary: fc.record({ x: condition, y: condition, s: fc.integer({ min: 1, max: 2 }) }, { requiredKeys: ['x'] }), weight: 1 },
);

describe('embedded point index', () => {
  it('find and count answer the same (same documents, same order) with and without it, through any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 40 }), fc.array(filter, { minLength: 1, maxLength: 6 }), fc.boolean(), async (ops, filters, indexFirst) => {
        const [indexed, plain] = [await openEmbeddedStore(null), await openEmbeddedStore(null)];
        const index = async () => {
          await indexed.collection('p').createIndex({ x: 1, y: 1 });
          // The app also keeps range indexes on the same fields and on the status.
          await indexed.collection('p').createIndex({ x: 1 });
          await indexed.collection('p').createIndex({ s: 1 });
        };
        if (indexFirst) await index();
        for (const store of [indexed, plain]) {
          const c = store.collection('p');
          for (const o of ops) {
            if (o.kind === 'insert') await c.insertOne({ _id: `d${o.id}`, x: o.x, y: o.y, s: o.s }).catch(() => undefined);
            else if (o.kind === 'set') await c.updateOne({ _id: `d${o.id}` }, o.v === undefined ? { $unset: { [o.field]: '' } } : { $set: { [o.field]: o.v } });
            else if (o.kind === 'setMany') await c.updateMany({ s: o.s }, o.v === undefined ? { $unset: { [o.field]: '' } } : { $set: { [o.field]: o.v } });
            else if (o.kind === 'delete') await c.deleteOne({ _id: `d${o.id}` });
            else await c.deleteMany({ s: o.s });
          }
        }
        if (!indexFirst) await index(); // built over existing documents
        for (const f of filters) {
          const a = await indexed.collection('p').find(f);
          const b = await plain.collection('p').find(f);
          expect(a.map((d) => d._id), JSON.stringify(f)).toEqual(b.map((d) => d._id));
          expect(await indexed.collection('p').countDocuments(f)).toBe(b.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds a box by its two fields, always offers documents only the query engine can decide, and never ones that cannot match', () => {
    const idx = new PointIndex(['lat', 'lng']);
    idx.build([
      { _id: 'in', lat: 1, lng: 1 },
      { _id: 'edge', lat: 2, lng: -2 },
      { _id: 'out-lat', lat: 3, lng: 0 },
      { _id: 'out-lng', lat: 0, lng: 5 },
      { _id: 'array', lat: [9], lng: 0 },
      { _id: 'nan', lat: 0, lng: Number.NaN },
      { _id: 'missing', lat: 1 },
      { _id: 'text', lat: '1', lng: 1 },
      { _id: 'null', lat: null, lng: [1] },
    ]);
    const box = idx.boundsIn({ lat: { $gte: -2, $lte: 2 }, lng: { $gte: -2, $lte: 2 } })!;
    expect(idx.lookup(box).sort()).toEqual(['array', 'edge', 'in', 'nan']);
    expect(idx.boundsIn({ lat: { $gte: 1 } })).toBeNull();
    expect(idx.boundsIn({ lat: { $gte: 1 }, lng: { $in: [1] } })).toBeNull();
    idx.remove({ _id: 'in', lat: 1, lng: 1 });
    idx.remove({ _id: 'array', lat: [9], lng: 0 });
    idx.add({ _id: 'moved', lat: -1, lng: 2 });
    expect(idx.lookup(box).sort()).toEqual(['edge', 'moved', 'nan']);
    idx.clear();
    expect(idx.lookup(box)).toEqual([]);
  });
});
