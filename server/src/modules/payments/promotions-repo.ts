import type { Doc, Store } from '../../platform/store/types.js';
import type { ProductKey } from './price-catalogue.js';

/**
 * The paid promotion of a listing (`_id` is the listing id): which plan, the Stripe object that
 * pays for it and until when it runs. The listing's feature_listing / feature_ongoing flags
 * follow this record.
 */
export type PromotionDoc = Doc & {
  user_id: string;
  plan: Extract<ProductKey, 'boost_subscription' | 'boost_1_week' | 'boost_1_month'>;
  subscription_id: string | null;
  payment_intent: string | null;
  /** ISO end of the paid period. */
  expire_at: string;
  /** False once the featured subscription is cancelled (it runs on as a Boost until expire_at). */
  ongoing: boolean;
  updated_at: string;
};

export function promotionsRepo(store: Store) {
  const c = store.collection<PromotionDoc>('listing_promotions');
  return {
    collection: c,
    init: () => c.createIndex({ subscription_id: 1 }, { sparse: true }),
    byListing: (listingId: string) => c.findOne({ _id: listingId }),
    bySubscription: (subscriptionId: string) => c.findOne({ subscription_id: subscriptionId }),
    /** `_id` is the filter's; the `$set` carries only the fields (both stores also accept an unchanged `_id` there). */
    upsert: ({ _id, ...fields }: PromotionDoc) => c.updateOne({ _id }, { $set: fields }, { upsert: true }),
    set: (listingId: string, fields: Partial<PromotionDoc>) => c.updateOne({ _id: listingId }, { $set: fields }),
    remove: (listingId: string) => c.deleteOne({ _id: listingId }),
    endedBy: (iso: string) => c.find({ expire_at: { $lte: iso } }),
  };
}
export type PromotionsRepo = ReturnType<typeof promotionsRepo>;
