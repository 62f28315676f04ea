import { createHmac } from 'node:crypto';
import { DuplicateKeyError, type Doc, type Store } from '../../platform/store/types.js';
import type { ListingDoc } from './listing-doc.js';

/** One small counter per listing: a view appends ~50 bytes instead of rewriting the listing (~3 KB). */
interface ViewCountDoc extends Doc {
  count: number;
}

/** "This visitor already counted for this listing today": a keyed hash, nothing else, kept for the day. */
interface SeenVisitorDoc extends Doc {
  day: string;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Listing views, counted once per visitor per listing per UTC day. The visitor is the account
 * when signed in, otherwise the client address (ctx.ip, which follows TRUST_PROXY like the rate
 * limits). Only an HMAC of (day, listing, visitor) under the server's secret is stored, so the
 * store never holds an address or a user id for this, and yesterday's keys are deleted on the
 * first view of a new day. A listing's shown count is its stored `views` (counts from before
 * this counter existed, and demo data) plus its counter.
 */
export function listingViews(store: Store, secret: string, now: () => number) {
  const counts = store.collection<ViewCountDoc>('listing_view_counts');
  const seen = store.collection<SeenVisitorDoc>('listing_view_visitors');
  let prunedDay = '';

  async function counted(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const docs = await counts.find({ _id: { $in: ids } });
    return new Map(docs.map((d) => [d._id, d.count]));
  }

  return {
    init: () => seen.createIndex({ day: 1 }),

    /** Counts the view unless this visitor was counted for this listing today; true if counted. */
    async record(listingId: string, visitor: string): Promise<boolean> {
      const day = utcDay(now());
      if (day !== prunedDay) {
        await seen.deleteMany({ day: { $ne: day } });
        prunedDay = day;
      }
      const key = createHmac('sha256', secret).update(`listing-view\n${day}\n${listingId}\n${visitor}`).digest('base64url').slice(0, 22);
      try {
        await seen.insertOne({ _id: key, day });
      } catch (err) {
        if (err instanceof DuplicateKeyError) return false;
        throw err;
      }
      await counts.updateOne({ _id: listingId }, { $inc: { count: 1 } }, { upsert: true });
      return true;
    },

    /** The listings with `views` as shown: stored views plus counted ones. */
    async withViews<T extends ListingDoc>(docs: T[]): Promise<T[]> {
      const extra = await counted(docs.map((d) => d._id));
      return docs.map((d) => ({ ...d, views: d.views + (extra.get(d._id) ?? 0) }));
    },
  };
}
export type ListingViews = ReturnType<typeof listingViews>;

/** Who is viewing, for counting: the account when signed in, else the client address. */
export const visitorKey = (userId: string | null, ip: string): string => (userId ? `user:${userId}` : `ip:${ip}`);
