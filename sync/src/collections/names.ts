/**
 * The replicated collections (ARCHITECTURE §4), snake_case on the wire and in RxDB. Rentals and
 * payment requests join later; RxDB's open-source build allows 13 collections per tab in total.
 */
export const SYNC_COLLECTION_NAMES = ['threads', 'messages', 'saved_listings', 'outbox', 'rentals', 'payment_requests'] as const;
export type SyncCollectionName = (typeof SYNC_COLLECTION_NAMES)[number];
