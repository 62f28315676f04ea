import { LISTING_STATUS } from '@crashpad/sync';
import type { Filter, FindOptions, Store } from '../../platform/store/types.js';
import { CARD_PROJECTION, type CardSource, type ListingDoc } from './listing-doc.js';

/** Store access for the `listings` collection (rooms and beds are embedded). */
export function listingsRepo(store: Store) {
  const c = store.collection<ListingDoc>('listings');
  return {
    collection: c,
    /** Radius search filters on latitude/longitude first (ARCHITECTURE §3), lists by owner and status. */
    async init() {
      await c.createIndex({ latitude: 1 });
      await c.createIndex({ longitude: 1 });
      await c.createIndex({ user_id: 1 });
      await c.createIndex({ status: 1 });
      // The radius search's bounding box on active listings, in one MongoDB index.
      await c.createIndex({ status: 1, latitude: 1, longitude: 1 });
      // The box alone: the embedded engine keeps it as a point index (both coordinates together),
      // so a search reads only the listings inside its box; MongoDB keeps it as an ordinary index.
      await c.createIndex({ latitude: 1, longitude: 1 });
    },
    byId: (id: string) => c.findOne({ _id: id }),
    insert: (doc: ListingDoc) => c.insertOne(doc),
    /**
     * Sets fields if the document is still at the revision it was read at (compare-and-set), so
     * two concurrent edits cannot silently overwrite each other. Returns the new document or null.
     */
    setIfUnchanged: (doc: ListingDoc, fields: Partial<ListingDoc>) =>
      c.findOneAndUpdate({ _id: doc._id, rev: doc.rev }, { $set: { ...fields, rev: doc.rev + 1 } }, { returnDocument: 'after' }),
    /** The owner's listings that are not deleted (status 1 or 2), newest first. */
    byOwner: (userId: string, options: FindOptions = {}) =>
      c.find({ user_id: userId, status: { $in: [LISTING_STATUS.inactive, LISTING_STATUS.active] } }, { sort: { created_at: -1, _id: -1 }, ...options }),
    countByOwner: (userId: string) => c.countDocuments({ user_id: userId, status: { $in: [LISTING_STATUS.inactive, LISTING_STATUS.active] } }),
    activeByOwner: (userId: string, limit: number) =>
      c.find({ user_id: userId, status: LISTING_STATUS.active }, { sort: { created_at: -1, _id: -1 }, limit }),
    /** Active listings matching a (bounding-box) filter. */
    active: (filter: Filter) => c.find({ ...filter, status: LISTING_STATUS.active }),
    /** The same, only the given fields (search reads many listings and shows few). */
    activeFields: <K extends keyof ListingDoc>(filter: Filter, fields: readonly K[]) =>
      c.find({ ...filter, status: LISTING_STATUS.active }, { projection: Object.fromEntries(fields.map((f) => [f, 1 as const])) }) as Promise<Pick<ListingDoc, K | '_id'>[]>,
    /** Card fields of the active listings among `ids`, in the order of `ids` (a listing gone since is left out). */
    async activeCardsByIds(ids: readonly string[]): Promise<CardSource[]> {
      const docs = (await c.find({ _id: { $in: [...ids] }, status: LISTING_STATUS.active }, { projection: CARD_PROJECTION })) as CardSource[];
      const byId = new Map(docs.map((d) => [d._id, d]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
export type ListingsRepo = ReturnType<typeof listingsRepo>;
