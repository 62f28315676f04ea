import { afterAll, beforeAll, beforeEach, describe, expect, it as vitestIt } from 'vitest';
import { DuplicateKeyError, type Collection, type Doc, type Store } from './types.js';

const ids = (docs: Doc[]) => docs.map((d) => d._id);
const place = (id: string, lat: unknown, lng: unknown, extra: Record<string, unknown> = {}) => ({ _id: id, lat, lng, ...extra });

/**
 * The store conformance suite (ARCHITECTURE §3): one set of behaviours, written against
 * MongoDB's documented semantics, that every `Store` adapter must pass. It runs on the embedded
 * engine (in memory and on disk) and, when MONGODB_URI is set, on a real MongoDB, so code that
 * works on one adapter works on the other.
 *
 * Rules the suite keeps to, because they are the rules the app keeps to: string ids made by the
 * app, sorts on unique keys (MongoDB's sort is not stable on ties), no reliance on natural order.
 */
export function runStoreConformance(
  label: string,
  openStore: () => Promise<Store>,
  options: { knownDeviations?: Record<string, string> } = {},
): void {
  const deviations = options.knownDeviations ?? {};
  // A case listed as a known deviation of this adapter runs as `it.fails`: it must still fail there
  // (a fixed deviation is noticed), while every other adapter runs it as a normal case.
  const it = (title: string, fn: () => Promise<void>) => (title in deviations ? vitestIt.fails : vitestIt)(title, fn);
  describe(`store conformance: ${label}`, () => {
    let store: Store;
    let people: Collection;

    beforeAll(async () => {
      store = await openStore();
    });
    afterAll(async () => {
      await store.dropDatabase();
      await store.close();
    });
    beforeEach(async () => {
      await store.dropDatabase();
      people = store.collection('people');
      await people.insertOne({ _id: 'ana', name: 'Ana', age: 31, base: 'JFK', tags: ['pilot', 'captain'], profile: { city: 'Queens', langs: ['en', 'es'] } });
      await people.insertOne({ _id: 'ben', name: 'Ben', age: 25, base: 'LAX', tags: ['attendant'], profile: { city: 'Inglewood', langs: ['en'] } });
      await people.insertOne({ _id: 'cy', name: 'Cy', age: 42, base: 'JFK', tags: [], profile: { city: 'Jamaica' }, retired: true });
      await people.insertOne({ _id: 'di', name: 'Di', age: 25, base: 'ORD', tags: ['pilot'], nick: null });
    });

    const idsOf = async (filter: Record<string, unknown>) => ids(await people.find(filter, { sort: { _id: 1 } }));

    describe('insertOne and findOne', () => {
      it('stores a copy and reads it back by _id', async () => {
        const doc = { _id: 'ed', name: 'Ed', nested: { list: [1, 2] } };
        await people.insertOne(doc);
        doc.nested.list.push(3); // mutating the caller's object must not reach the store
        expect(await people.findOne({ _id: 'ed' })).toEqual({ _id: 'ed', name: 'Ed', nested: { list: [1, 2] } });
      });
      it('refuses a duplicate _id with DuplicateKeyError and keeps the first document', async () => {
        await expect(people.insertOne({ _id: 'ana', name: 'Other' })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect((await people.findOne({ _id: 'ana' }))?.name).toBe('Ana');
        expect(await people.countDocuments()).toBe(4);
      });
      it('returns null when nothing matches', async () => {
        expect(await people.findOne({ _id: 'nobody' })).toBeNull();
        expect(await people.findOne({ base: 'CDG' })).toBeNull();
      });
      it('returns copies: changing a result does not change the store', async () => {
        const found = await people.findOne({ _id: 'ana' });
        (found!.tags as string[]).push('changed');
        expect((await people.findOne({ _id: 'ana' }))!.tags).toEqual(['pilot', 'captain']);
      });
      it('drops undefined fields like the driver with ignoreUndefined', async () => {
        await people.insertOne({ _id: 'ed', name: 'Ed', gone: undefined });
        expect(await idsOf({ gone: { $exists: false }, _id: 'ed' })).toEqual(['ed']);
        expect(Object.keys((await people.findOne({ _id: 'ed' }))!)).not.toContain('gone');
      });
      it('picks the first document in the given sort order', async () => {
        expect((await people.findOne({ base: 'JFK' }, { sort: { age: -1 } }))?._id).toBe('cy');
        expect((await people.findOne({}, { sort: { age: 1, _id: -1 } }))?._id).toBe('di');
      });
    });

    describe('filters', () => {
      it('matches equality, $in, $nin and $ne (which also matches a missing field)', async () => {
        expect(await idsOf({ base: 'JFK' })).toEqual(['ana', 'cy']);
        expect(await idsOf({ base: { $in: ['LAX', 'ORD'] } })).toEqual(['ben', 'di']);
        expect(await idsOf({ base: { $nin: ['JFK'] } })).toEqual(['ben', 'di']);
        expect(await idsOf({ retired: { $ne: true } })).toEqual(['ana', 'ben', 'di']);
      });
      it('combines an _id lookup (plain or $in) with other conditions', async () => {
        expect(await idsOf({ _id: 'ana', base: 'JFK' })).toEqual(['ana']);
        expect(await idsOf({ _id: 'ana', base: 'LAX' })).toEqual([]);
        expect(await idsOf({ _id: { $in: ['cy', 'nobody', 'ana', 'ana'] } })).toEqual(['ana', 'cy']);
        expect(await idsOf({ _id: { $in: ['cy', 'ana'] }, age: { $lt: 40 } })).toEqual(['ana']);
        expect(await idsOf({ _id: { $ne: 'ana' }, base: 'JFK' })).toEqual(['cy']);
        expect(await people.countDocuments({ _id: 'ben', age: 25 })).toBe(1);
      });
      it('matches ranges with $gt, $gte, $lt, $lte and does not cross types', async () => {
        expect(await idsOf({ age: { $gt: 25, $lt: 42 } })).toEqual(['ana']);
        expect(await idsOf({ age: { $gte: 25, $lte: 31 } })).toEqual(['ana', 'ben', 'di']);
        await people.insertOne({ _id: 'ed', age: '99' });
        // type bracketing: a number bound never matches a string
        expect(await idsOf({ age: { $gt: 40 } })).toEqual(['cy']);
        expect(await idsOf({ name: { $gte: 'B', $lt: 'D' } })).toEqual(['ben', 'cy']);
      });
      it('matches $exists and null (null matches null and missing)', async () => {
        expect(await idsOf({ retired: { $exists: true } })).toEqual(['cy']);
        expect(await idsOf({ nick: { $exists: true } })).toEqual(['di']);
        expect(await idsOf({ nick: null })).toEqual(['ana', 'ben', 'cy', 'di']);
        expect(await idsOf({ 'profile.langs': { $exists: false } })).toEqual(['cy', 'di']);
      });
      it('combines clauses with $or, $and and $nor', async () => {
        expect(await idsOf({ $or: [{ base: 'LAX' }, { age: { $gt: 40 } }] })).toEqual(['ben', 'cy']);
        expect(await idsOf({ $and: [{ base: 'JFK' }, { age: { $lt: 40 } }] })).toEqual(['ana']);
        expect(await idsOf({ $nor: [{ base: 'JFK' }, { age: 25 }] })).toEqual([]);
        expect(await idsOf({ base: 'JFK', $or: [{ tags: 'pilot' }, { retired: true }] })).toEqual(['ana', 'cy']);
      });
      it('follows dotted paths into nested documents and arrays of documents', async () => {
        expect(await idsOf({ 'profile.city': 'Queens' })).toEqual(['ana']);
        expect(await idsOf({ 'profile.langs': 'es' })).toEqual(['ana']);
        await people.insertOne({ _id: 'ed', stays: [{ pad: 'p1', nights: 3 }, { pad: 'p2', nights: 9 }] });
        expect(await idsOf({ 'stays.pad': 'p2' })).toEqual(['ed']);
        expect(await idsOf({ stays: { $elemMatch: { pad: 'p1', nights: { $gt: 5 } } } })).toEqual([]);
        expect(await idsOf({ stays: { $elemMatch: { pad: 'p2', nights: { $gt: 5 } } } })).toEqual(['ed']);
      });
      it('matches arrays by element, by whole value, $all and $size', async () => {
        expect(await idsOf({ tags: 'pilot' })).toEqual(['ana', 'di']);
        expect(await idsOf({ tags: ['pilot', 'captain'] })).toEqual(['ana']);
        expect(await idsOf({ tags: ['captain', 'pilot'] })).toEqual([]); // order matters for whole-array equality
        expect(await idsOf({ tags: { $all: ['captain', 'pilot'] } })).toEqual(['ana']);
        expect(await idsOf({ tags: { $size: 0 } })).toEqual(['cy']);
        expect(await idsOf({ tags: { $in: ['attendant', 'captain'] } })).toEqual(['ana', 'ben']);
      });
      it('matches whole embedded documents exactly, including field order', async () => {
        expect(await idsOf({ profile: { city: 'Jamaica' } })).toEqual(['cy']);
        expect(await idsOf({ profile: { city: 'Queens' } })).toEqual([]);
      });
      it('matches regular expressions', async () => {
        expect(await idsOf({ name: { $regex: '^[ab]', $options: 'i' } })).toEqual(['ana', 'ben']);
        expect(await idsOf({ name: /y$/ })).toEqual(['cy']);
      });
    });

    describe('range queries on indexed numeric fields', () => {
      // The embedded engine answers these from sorted indexes (the radius search's bounding box):
      // the answers must be the same as a scan's, whatever the values hold.
      let spots: Collection;
      const spotIds = async (filter: Record<string, unknown>) => ids(await spots.find(filter, { sort: { _id: 1 } }));
      beforeEach(async () => {
        spots = store.collection('spots');
        await spots.createIndex({ lat: 1 });
        await spots.createIndex({ lng: 1 });
        await spots.insertOne(place('a', 39.8, -104.7, { kind: 'house' }));
        await spots.insertOne(place('b', 39.9, -104.6, { kind: 'flat' }));
        await spots.insertOne(place('c', 40.0, -104.5, { kind: 'house' }));
        await spots.insertOne(place('d', 33.9, -118.4, { kind: 'house' }));
        await spots.insertOne(place('e', [10, 39.85], -104.65)); // arrays match a range on any element
        await spots.insertOne(place('f', '39.9', -104.6)); // a string never matches a numeric bound
        await spots.insertOne(place('g', null, -104.6));
        await spots.insertOne({ _id: 'h', lng: -104.6 }); // no lat at all
        await spots.insertOne(place('i', 39.8, 179.9));
        await spots.insertOne(place('j', 39.8, -179.9));
        await spots.insertOne(place('k', new Date('2024-01-01T00:00:00Z'), -104.6));
      });

      it('matches a box on two indexed fields, bounds inclusive or not', async () => {
        expect(await spotIds({ lat: { $gte: 39.8, $lte: 40 }, lng: { $gte: -104.7, $lte: -104.5 } })).toEqual(['a', 'b', 'c', 'e']);
        expect(await spotIds({ lat: { $gt: 39.8, $lt: 40 }, lng: { $gt: -104.7, $lt: -104.5 } })).toEqual(['b', 'e']);
        expect(await spotIds({ lat: { $gte: 39.8, $lte: 40 }, lng: { $gte: -104.7, $lte: -104.5 }, kind: 'house' })).toEqual(['a', 'c']);
        expect(await spotIds({ lat: { $lt: 35 } })).toEqual(['d', 'e']);
        expect(await spotIds({ lat: { $gt: 50 } })).toEqual([]);
        expect(await spotIds({ lat: { $gte: 40, $lte: 39 } })).toEqual([]);
      });
      it('matches equality and $eq on an indexed field, and counts the same', async () => {
        expect(await spotIds({ lat: 39.8 })).toEqual(['a', 'i', 'j']);
        expect(await spotIds({ lat: { $eq: 10 } })).toEqual(['e']);
        expect(await spots.countDocuments({ lat: { $gte: 39.8, $lte: 40 } })).toBe(6);
      });
      it('matches a box across the antimeridian ($or of two longitude ranges)', async () => {
        expect(await spotIds({ lat: { $gte: 39, $lte: 41 }, $or: [{ lng: { $gte: 179, $lte: 180 } }, { lng: { $gte: -180, $lte: -179 } }] })).toEqual(['i', 'j']);
      });
      it('keeps the index right through updates, upserts and deletes', async () => {
        await spots.updateOne({ _id: 'd' }, { $set: { lat: 39.95, lng: -104.55 } });
        await spots.updateOne({ _id: 'a' }, { $set: { lat: 'moved' } });
        await spots.updateMany({ kind: 'flat' }, { $inc: { lat: 10 } });
        await spots.updateOne({ _id: 'z' }, { $set: { lat: 39.99, lng: -104.6 } }, { upsert: true });
        await spots.deleteOne({ _id: 'c' });
        const box = { lat: { $gte: 39.8, $lte: 40 }, lng: { $gte: -104.7, $lte: -104.5 } };
        expect(await spotIds(box)).toEqual(['d', 'e', 'z']);
        expect(await spotIds({ lat: { $gte: 49, $lte: 50 } })).toEqual(['b']);
        await spots.deleteMany({ lat: { $gte: 39.9, $lte: 40 } });
        expect(await spotIds(box)).toEqual(['e']);
      });
      it('sorts, skips and limits the matches of a range', async () => {
        const found = await spots.find({ lat: { $gte: 30, $lte: 40 } }, { sort: { _id: -1 }, skip: 1, limit: 3 });
        expect(ids(found)).toEqual(['i', 'e', 'd']);
        expect(ids(await spots.find({ lat: { $gte: 39.85, $lte: 40 }, kind: 'house' }, { sort: { lat: -1 } }))).toEqual(['c']);
      });
    });

    describe('find options', () => {
      it('sorts on several keys, then skips and limits', async () => {
        const sorted = await people.find({}, { sort: { age: 1, name: -1 } });
        expect(ids(sorted)).toEqual(['di', 'ben', 'ana', 'cy']);
        expect(ids(await people.find({}, { sort: { age: 1, name: -1 }, skip: 1, limit: 2 }))).toEqual(['ben', 'ana']);
        expect(ids(await people.find({}, { sort: { _id: 1 }, skip: 10 }))).toEqual([]);
      });
      it('sorts missing fields first in ascending order', async () => {
        expect(ids(await people.find({}, { sort: { retired: 1, _id: 1 } }))).toEqual(['ana', 'ben', 'di', 'cy']);
      });
      it('treats limit 0 as no limit', async () => {
        expect(await people.find({}, { limit: 0 })).toHaveLength(4);
      });
      it('applies skip to a lookup by _id too', async () => {
        expect(await people.find({ _id: 'ana' }, { skip: 1 })).toEqual([]);
      });
      it('projects included fields (with _id unless excluded), nested paths and exclusions', async () => {
        expect(await people.findOne({ _id: 'ana' }, { projection: { name: 1 } })).toEqual({ _id: 'ana', name: 'Ana' });
        expect(await people.findOne({ _id: 'ana' }, { projection: { name: 1, _id: 0 } })).toEqual({ name: 'Ana' });
        expect(await people.findOne({ _id: 'ana' }, { projection: { 'profile.city': 1 } })).toEqual({ _id: 'ana', profile: { city: 'Queens' } });
        expect(await people.findOne({ _id: 'ben' }, { projection: { tags: 0, profile: 0, age: 0 } })).toEqual({ _id: 'ben', name: 'Ben', base: 'LAX' });
        expect(await people.findOne({ _id: 'ana' }, { projection: { 'profile.langs': 0, tags: 0, age: 0, base: 0 } })).toEqual({
          _id: 'ana',
          name: 'Ana',
          profile: { city: 'Queens' },
        });
        const projected = await people.find({ base: 'JFK' }, { sort: { _id: 1 }, projection: { age: 1 } });
        expect(projected).toEqual([{ _id: 'ana', age: 31 }, { _id: 'cy', age: 42 }]);
        // Fields that are missing are left out; kept arrays and documents are copies.
        const cards = await people.find({ base: 'JFK' }, { sort: { _id: 1 }, projection: { nick: 1, tags: 1, profile: 1, retired: 1 } });
        expect(cards).toEqual([
          { _id: 'ana', tags: ['pilot', 'captain'], profile: { city: 'Queens', langs: ['en', 'es'] } },
          { _id: 'cy', tags: [], profile: { city: 'Jamaica' }, retired: true },
        ]);
        (cards[0]!.profile as { langs: string[] }).langs.push('changed');
        expect((await people.findOne({ _id: 'ana' }))!.profile).toEqual({ city: 'Queens', langs: ['en', 'es'] });
      });
    });

    describe('updates', () => {
      it('$set and $unset top-level and nested fields', async () => {
        const r = await people.updateOne({ _id: 'ana' }, { $set: { base: 'EWR', 'profile.city': 'Newark', 'profile.zip': '07102' }, $unset: { tags: '' } });
        expect(r).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        const ana = await people.findOne({ _id: 'ana' });
        expect(ana).toEqual({ _id: 'ana', name: 'Ana', age: 31, base: 'EWR', profile: { city: 'Newark', langs: ['en', 'es'], zip: '07102' } });
      });
      it('creates missing parents for dotted $set paths', async () => {
        await people.updateOne({ _id: 'di' }, { $set: { 'prefs.mail.daily': true } });
        expect((await people.findOne({ _id: 'di' }))?.prefs).toEqual({ mail: { daily: true } });
      });
      it('$inc adds to numbers and creates missing counters', async () => {
        await people.updateOne({ _id: 'ben' }, { $inc: { age: 2, 'stats.logins': 1 } });
        const ben = await people.findOne({ _id: 'ben' });
        expect(ben?.age).toBe(27);
        expect(ben?.stats).toEqual({ logins: 1 });
      });
      it('$push (with $each), $pull (value and condition) and $addToSet (with $each)', async () => {
        await people.updateOne({ _id: 'ben' }, { $push: { tags: 'purser' } });
        await people.updateOne({ _id: 'ben' }, { $push: { tags: { $each: ['a', 'b'] } } });
        expect((await people.findOne({ _id: 'ben' }))?.tags).toEqual(['attendant', 'purser', 'a', 'b']);
        await people.updateOne({ _id: 'ben' }, { $pull: { tags: 'a' } });
        await people.updateOne({ _id: 'ben' }, { $pull: { tags: { $in: ['b', 'purser'] } } });
        expect((await people.findOne({ _id: 'ben' }))?.tags).toEqual(['attendant']);
        await people.updateOne({ _id: 'ben' }, { $addToSet: { tags: 'attendant' } });
        await people.updateOne({ _id: 'ben' }, { $addToSet: { tags: { $each: ['attendant', 'lead'] } } });
        expect((await people.findOne({ _id: 'ben' }))?.tags).toEqual(['attendant', 'lead']);
        await people.updateOne({ _id: 'ben' }, { $push: { history: { at: 1 } } });
        expect((await people.findOne({ _id: 'ben' }))?.history).toEqual([{ at: 1 }]);
      });
      it('$pull removes array documents matching a condition', async () => {
        await people.insertOne({ _id: 'ed', stays: [{ pad: 'p1', nights: 3 }, { pad: 'p2', nights: 9 }] });
        await people.updateOne({ _id: 'ed' }, { $pull: { stays: { nights: { $gt: 5 } } } });
        expect((await people.findOne({ _id: 'ed' }))?.stays).toEqual([{ pad: 'p1', nights: 3 }]);
      });
      it('updates the matched array element through the positional $ operator', async () => {
        await people.insertOne({ _id: 'ed', stays: [{ pad: 'p1', nights: 3 }, { pad: 'p2', nights: 9 }] });
        await people.updateOne({ _id: 'ed', 'stays.pad': 'p2' }, { $set: { 'stays.$.nights': 10 } });
        expect((await people.findOne({ _id: 'ed' }))?.stays).toEqual([{ pad: 'p1', nights: 3 }, { pad: 'p2', nights: 10 }]);
      });
      it('reports matched but not modified when nothing changes', async () => {
        expect(await people.updateOne({ _id: 'ana' }, { $set: { base: 'JFK' } })).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
        expect(await people.updateOne({ _id: 'nobody' }, { $set: { base: 'JFK' } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
      });
      it('updateOne changes one matching document, updateMany all of them', async () => {
        const one = await people.updateOne({ age: 25 }, { $set: { young: true } });
        expect(one.matchedCount).toBe(1);
        expect(await people.countDocuments({ young: true })).toBe(1);
        const many = await people.updateMany({ base: { $in: ['JFK', 'ORD'] } }, { $inc: { age: 1 } });
        expect(many).toEqual({ matchedCount: 3, modifiedCount: 3, upsertedId: null });
        expect(ids(await people.find({}, { sort: { age: 1, _id: 1 } }))).toEqual(['ben', 'di', 'ana', 'cy']);
        expect((await people.findOne({ _id: 'cy' }))?.age).toBe(43);
      });
      it('accepts a $set of _id to the value it has (an upsert of a whole document), as MongoDB does', async () => {
        expect(await people.updateOne({ _id: 'ana' }, { $set: { _id: 'ana', base: 'EWR' } }, { upsert: true })).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await people.updateOne({ _id: 'ben' }, { $set: { _id: 'ben' } })).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
        expect(await people.findOne({ _id: 'ana' })).toMatchObject({ _id: 'ana', name: 'Ana', base: 'EWR' });
      });
      it('refuses replacement documents and changing _id, leaving data unchanged', async () => {
        await expect(people.updateOne({ _id: 'ana' }, { name: 'Replaced' })).rejects.toThrow();
        await expect(people.updateOne({ _id: 'ana' }, { $set: { _id: 'zed' } })).rejects.toThrow();
        expect((await people.findOne({ _id: 'ana' }))?.name).toBe('Ana');
        expect(await people.findOne({ _id: 'zed' })).toBeNull();
      });
    });

    describe('upserts', () => {
      it('inserts from the filter equalities, the update and $setOnInsert', async () => {
        const r = await people.updateOne(
          { _id: 'ed', base: 'SFO', 'profile.city': 'Daly City' },
          { $set: { name: 'Ed' }, $setOnInsert: { createdAt: 100 }, $inc: { visits: 1 } },
          { upsert: true },
        );
        expect(r).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'ed' });
        expect(await people.findOne({ _id: 'ed' })).toEqual({
          _id: 'ed',
          base: 'SFO',
          profile: { city: 'Daly City' },
          name: 'Ed',
          createdAt: 100,
          visits: 1,
        });
      });
      it('ignores $setOnInsert when the document exists', async () => {
        const r = await people.updateOne({ _id: 'ana' }, { $set: { base: 'EWR' }, $setOnInsert: { age: 1 } }, { upsert: true });
        expect(r).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        const ana = await people.findOne({ _id: 'ana' });
        expect(ana).toMatchObject({ base: 'EWR', age: 31 });
      });
      it('takes the new _id from $setOnInsert when the filter has none', async () => {
        const r = await people.updateOne({ email: 'ed@example.com' }, { $setOnInsert: { _id: 'ed', name: 'Ed' } }, { upsert: true });
        expect(r.upsertedId).toBe('ed');
        expect(await people.findOne({ email: 'ed@example.com' })).toEqual({ _id: 'ed', email: 'ed@example.com', name: 'Ed' });
        const again = await people.updateOne({ email: 'ed@example.com' }, { $setOnInsert: { _id: 'other', name: 'X' } }, { upsert: true });
        expect(again).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
        expect(await people.countDocuments({ email: 'ed@example.com' })).toBe(1);
      });
      it('seeds from $eq and $and equalities but not from other operators', async () => {
        await people.updateOne({ $and: [{ _id: 'ed' }, { base: { $eq: 'SFO' } }], age: { $gt: 5 } }, { $set: { name: 'Ed' } }, { upsert: true });
        expect(await people.findOne({ _id: 'ed' })).toEqual({ _id: 'ed', base: 'SFO', name: 'Ed' });
      });
    });

    describe('findOneAndUpdate', () => {
      it('returns the document before or after the update', async () => {
        const before = await people.findOneAndUpdate({ _id: 'ben' }, { $inc: { age: 1 } }, { returnDocument: 'before' });
        expect(before?.age).toBe(25);
        const after = await people.findOneAndUpdate({ _id: 'ben' }, { $inc: { age: 1 } }, { returnDocument: 'after' });
        expect(after?.age).toBe(27);
        const byDefault = await people.findOneAndUpdate({ _id: 'ben' }, { $inc: { age: 1 } });
        expect(byDefault?.age).toBe(27); // MongoDB returns the document before by default
      });
      it('returns null when nothing matches and there is no upsert', async () => {
        expect(await people.findOneAndUpdate({ _id: 'nobody' }, { $set: { a: 1 } }, { returnDocument: 'after' })).toBeNull();
        expect(await people.findOne({ _id: 'nobody' })).toBeNull();
      });
      it('upserts: null before, the new document after', async () => {
        expect(await people.findOneAndUpdate({ _id: 'c1' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'before' })).toBeNull();
        expect(await people.findOneAndUpdate({ _id: 'c1' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })).toEqual({ _id: 'c1', seq: 2 });
        expect(await people.findOneAndUpdate({ _id: 'c2' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })).toEqual({ _id: 'c2', seq: 1 });
      });
      it('updates the first document of the sort order', async () => {
        const got = await people.findOneAndUpdate({ age: 25 }, { $set: { picked: true } }, { sort: { _id: -1 }, returnDocument: 'after' });
        expect(got?._id).toBe('di');
        expect(await idsOf({ picked: true })).toEqual(['di']);
      });
    });

    describe('deletes and counts', () => {
      it('deleteOne removes one match, deleteMany all matches', async () => {
        expect(await people.deleteOne({ age: 25 })).toEqual({ deletedCount: 1 });
        expect(await people.countDocuments({ age: 25 })).toBe(1);
        expect(await people.deleteMany({ base: 'JFK' })).toEqual({ deletedCount: 2 });
        expect(await people.deleteOne({ _id: 'nobody' })).toEqual({ deletedCount: 0 });
        expect(await people.countDocuments()).toBe(1);
        expect(await people.deleteMany({})).toEqual({ deletedCount: 1 });
        expect(await people.find({})).toEqual([]);
      });
      it('counts with and without a filter', async () => {
        expect(await people.countDocuments()).toBe(4);
        expect(await people.countDocuments({})).toBe(4);
        expect(await people.countDocuments({ tags: 'pilot' })).toBe(2);
      });
      it('keeps collections apart', async () => {
        const other = store.collection('other_people');
        await other.insertOne({ _id: 'ana', name: 'Another Ana' });
        expect(await other.countDocuments()).toBe(1);
        expect((await people.findOne({ _id: 'ana' }))?.name).toBe('Ana');
      });
    });

    describe('aggregate', () => {
      it('runs $match, $group, $sort and $project', async () => {
        const rows = await people.aggregate([
          { $match: { age: { $lt: 40 } } },
          { $group: { _id: '$age', count: { $sum: 1 }, names: { $push: '$name' } } },
          { $sort: { _id: 1 } },
          { $project: { _id: 0, age: '$_id', count: 1, names: 1 } },
        ]);
        expect(rows.map((r) => ({ ...r, names: [...(r.names as string[])].sort() }))).toEqual([
          { age: 25, count: 2, names: ['Ben', 'Di'] },
          { age: 31, count: 1, names: ['Ana'] },
        ]);
      });
      it('groups everything with _id null and computes sums, averages and extremes', async () => {
        const [all] = await people.aggregate([{ $group: { _id: null, total: { $sum: '$age' }, avg: { $avg: '$age' }, max: { $max: '$age' }, min: { $min: '$age' } } }]);
        expect(all).toEqual({ _id: null, total: 123, avg: 30.75, max: 42, min: 25 });
      });
      it('unwinds arrays, counts and limits', async () => {
        const rows = await people.aggregate([
          { $unwind: '$tags' },
          { $group: { _id: '$tags', n: { $sum: 1 } } },
          { $sort: { n: -1, _id: 1 } },
          { $limit: 2 },
        ]);
        expect(rows).toEqual([
          { _id: 'pilot', n: 2 },
          { _id: 'attendant', n: 1 },
        ]);
        expect(await people.aggregate([{ $match: { base: 'JFK' } }, { $count: 'n' }])).toEqual([{ n: 2 }]);
      });
      it('does not change stored documents', async () => {
        await people.aggregate([{ $set: { name: 'X' } }, { $project: { tags: 0 } }]);
        expect((await people.findOne({ _id: 'ana' }))?.name).toBe('Ana');
      });
    });

    describe('unique indexes', () => {
      it('refuses an insert that repeats a unique value and stores nothing', async () => {
        const users = store.collection('users');
        await users.createIndex({ email: 1 }, { unique: true });
        await users.insertOne({ _id: 'u1', email: 'a@example.com' });
        await expect(users.insertOne({ _id: 'u2', email: 'a@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await users.findOne({ _id: 'u2' })).toBeNull();
        expect(await users.countDocuments()).toBe(1);
      });
      it('refuses an update or upsert that would repeat a unique value and changes nothing', async () => {
        const users = store.collection('users');
        await users.createIndex({ email: 1 }, { unique: true });
        await users.insertOne({ _id: 'u1', email: 'a@example.com', n: 1 });
        await users.insertOne({ _id: 'u2', email: 'b@example.com', n: 1 });
        await expect(users.updateOne({ _id: 'u2' }, { $set: { email: 'a@example.com', n: 2 } })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(users.findOneAndUpdate({ _id: 'u2' }, { $set: { email: 'a@example.com' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(users.updateOne({ _id: 'u3' }, { $set: { email: 'a@example.com' } }, { upsert: true })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(users.updateMany({ _id: 'u2' }, { $set: { email: 'a@example.com' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await users.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'u1', email: 'a@example.com', n: 1 },
          { _id: 'u2', email: 'b@example.com', n: 1 },
        ]);
      });
      it('frees a unique value when its document changes or is deleted', async () => {
        const users = store.collection('users');
        await users.createIndex({ email: 1 }, { unique: true });
        await users.insertOne({ _id: 'u1', email: 'a@example.com' });
        await users.updateOne({ _id: 'u1' }, { $set: { email: 'b@example.com' } });
        await users.insertOne({ _id: 'u2', email: 'a@example.com' });
        await users.deleteOne({ _id: 'u1' });
        await users.insertOne({ _id: 'u3', email: 'b@example.com' });
        expect(await users.countDocuments()).toBe(2);
      });
      it('treats a missing field as null unless the index is sparse', async () => {
        const plain = store.collection('plain');
        await plain.createIndex({ code: 1 }, { unique: true });
        await plain.insertOne({ _id: 'a' });
        await expect(plain.insertOne({ _id: 'b' })).rejects.toBeInstanceOf(DuplicateKeyError);

        const sparse = store.collection('sparse');
        await sparse.createIndex({ code: 1 }, { unique: true, sparse: true });
        await sparse.insertOne({ _id: 'a' });
        await sparse.insertOne({ _id: 'b' });
        await sparse.insertOne({ _id: 'c', code: 'X' });
        await expect(sparse.insertOne({ _id: 'd', code: 'X' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(sparse.updateOne({ _id: 'a' }, { $set: { code: 'X' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        await sparse.updateOne({ _id: 'c' }, { $unset: { code: '' } });
        await sparse.updateOne({ _id: 'a' }, { $set: { code: 'X' } });
        expect(await sparse.countDocuments({ code: 'X' })).toBe(1);
      });
      it('enforces compound unique indexes on the combination', async () => {
        const saved = store.collection('saved');
        await saved.createIndex({ userId: 1, listingId: 1 }, { unique: true });
        await saved.insertOne({ _id: 's1', userId: 'u1', listingId: 'l1' });
        await saved.insertOne({ _id: 's2', userId: 'u1', listingId: 'l2' });
        await saved.insertOne({ _id: 's3', userId: 'u2', listingId: 'l1' });
        await expect(saved.insertOne({ _id: 's4', userId: 'u1', listingId: 'l1' })).rejects.toBeInstanceOf(DuplicateKeyError);
      });
      it('is idempotent to create and refuses to build over existing duplicates', async () => {
        const users = store.collection('users');
        await users.createIndex({ email: 1 }, { unique: true });
        await users.createIndex({ email: 1 }, { unique: true });
        await users.insertOne({ _id: 'u1', email: 'a@example.com', nick: 'x' });
        await users.insertOne({ _id: 'u2', email: 'b@example.com', nick: 'x' });
        await expect(users.createIndex({ nick: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
        await users.insertOne({ _id: 'u3', email: 'c@example.com', nick: 'x' }); // the failed index does not exist
        await users.createIndex({ age: 1 }); // non-unique indexes accept anything
        await users.insertOne({ _id: 'u4', email: 'd@example.com', age: 1 });
        await users.insertOne({ _id: 'u5', email: 'e@example.com', age: 1 });
        expect(await users.countDocuments()).toBe(5);
      });
    });

    describe('change versions (what derived answers are kept by)', () => {
      it('changes after every write of the collection, by the time the write resolves; not after reads or other collections', async () => {
        const version = await store.changeVersion!('people');
        // MongoDB without change streams (a standalone server, the test bridge) cannot see other
        // instances' writes: it must say so, and then nothing may be kept.
        if (version.current() === null) {
          expect(store.kind).toBe('mongodb');
          await people.updateOne({ _id: 'ana' }, { $set: { age: 32 } });
          expect(version.current()).toBeNull();
          return;
        }
        const seen = new Set<number | null>([version.current()]);
        const changed = async (write: () => Promise<unknown>) => {
          await write();
          const now = version.current();
          expect(seen.has(now), 'the version did not change').toBe(false);
          seen.add(now);
        };
        await changed(() => people.insertOne({ _id: 'ed', name: 'Ed', age: 50 }));
        await changed(() => people.updateOne({ _id: 'ed' }, { $set: { age: 51 } }));
        await changed(() => people.updateMany({ age: 25 }, { $inc: { age: 1 } }));
        await changed(() => people.findOneAndUpdate({ _id: 'ben' }, { $set: { base: 'SFO' } }));
        await changed(() => people.updateOne({ _id: 'new' }, { $set: { name: 'New' } }, { upsert: true }));
        await changed(() => people.deleteOne({ _id: 'ed' }));
        await changed(() => people.deleteMany({ base: 'JFK' }));
        const still = version.current();
        await people.find({ age: { $gt: 1 } });
        await people.findOne({ _id: 'ben' });
        await people.countDocuments({});
        await store.collection('other').insertOne({ _id: 'x' });
        expect(version.current()).toBe(still);
      });
    });

    describe('atomicity under concurrency', () => {
      it('50 parallel $inc through findOneAndUpdate give exactly 50 and distinct values', async () => {
        const counters = store.collection('counters');
        await counters.insertOne({ _id: 'seq', value: 0 });
        const results = await Promise.all(
          Array.from({ length: 50 }, () => counters.findOneAndUpdate({ _id: 'seq' }, { $inc: { value: 1 } }, { returnDocument: 'after' })),
        );
        expect((await counters.findOne({ _id: 'seq' }))?.value).toBe(50);
        expect(new Set(results.map((r) => r?.value)).size).toBe(50);
      });
      it('a conditional update is a compare-and-set: only as many succeed as the condition allows', async () => {
        const seats = store.collection('seats');
        await seats.insertOne({ _id: 'pad', taken: 0 });
        const results = await Promise.all(
          Array.from({ length: 30 }, () => seats.updateOne({ _id: 'pad', taken: { $lt: 10 } }, { $inc: { taken: 1 } })),
        );
        expect(results.filter((r) => r.modifiedCount === 1)).toHaveLength(10);
        expect((await seats.findOne({ _id: 'pad' }))?.taken).toBe(10);
      });
      it('parallel inserts of one unique value store exactly one', async () => {
        const users = store.collection('users');
        await users.createIndex({ email: 1 }, { unique: true });
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, (_, i) => users.insertOne({ _id: `u${i}`, email: 'race@example.com' })),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof DuplicateKeyError)).toBe(true);
        expect(await users.countDocuments()).toBe(1);
      });
    });
  });
}
