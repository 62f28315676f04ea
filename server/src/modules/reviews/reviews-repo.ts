import type { ReviewFigures } from '@crashpad/sync';
import type { Doc, Filter, Store } from '../../platform/store/types.js';

/** The lister's answer, embedded in its review: "once per review" is one conditional write. */
export interface ReviewResponseDoc {
  id: string;
  user_id: string;
  message: string;
  created_at: string;
}

/** A review as stored in `reviews` (spec 2 §3 "Review"); `author_id` is who wrote it. */
export type ReviewDoc = Doc & {
  author_id: string;
  lister_id: string;
  listing_id: string | null;
  obj_type: 'user';
  score: number;
  message: string;
  created_at: string;
  response: ReviewResponseDoc | null;
};

const COLLECTION = 'reviews';

/**
 * Review count and average of the reviews matching `filter` (a lister or a listing), counted by
 * the store. The average is rounded to two decimals; 0 when there is none.
 */
export async function reviewFigures(store: Store, filter: { lister_id: string } | { listing_id: string }): Promise<ReviewFigures> {
  const [row] = await store
    .collection<ReviewDoc>(COLLECTION)
    .aggregate<{ n: number; avg: number | null }>([{ $match: filter }, { $group: { _id: null, n: { $sum: 1 }, avg: { $avg: '$score' } } }]);
  const n = row?.n ?? 0;
  const avg = n > 0 && row?.avg != null ? Math.round(row.avg * 100) / 100 : 0;
  return { review: { num_reviews: n }, total_review: { avg_score: avg } };
}

/** Store access for `reviews`. */
export function reviewsRepo(store: Store) {
  const c = store.collection<ReviewDoc>(COLLECTION);
  return {
    /** The unique index is the rule "a tenant reviews a lister once", safe against double submits. */
    async init() {
      await c.createIndex({ author_id: 1, lister_id: 1 }, { unique: true });
      await c.createIndex({ lister_id: 1, created_at: -1 });
      await c.createIndex({ listing_id: 1, created_at: -1 });
    },
    /** Throws DuplicateKeyError when this author already reviewed this lister. */
    insert: (doc: ReviewDoc) => c.insertOne(doc),
    byId: (id: string) => c.findOne({ _id: id }),
    byAuthorAndLister: (authorId: string, listerId: string) => c.findOne({ author_id: authorId, lister_id: listerId }),
    /** Newest first. */
    list: (filter: Filter, limit: number) => c.find(filter, { sort: { created_at: -1, _id: -1 }, limit }),
    /** Sets the response only if there is none yet; null when the review already has one (or is gone). */
    respondOnce: (id: string, response: ReviewResponseDoc) =>
      c.findOneAndUpdate({ _id: id, response: null }, { $set: { response } }, { returnDocument: 'after' }),
    figures: (filter: { lister_id: string } | { listing_id: string }) => reviewFigures(store, filter),
  };
}
export type ReviewsRepo = ReturnType<typeof reviewsRepo>;
