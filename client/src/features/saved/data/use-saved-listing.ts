import type { SavedListing } from '@crashpad/sync';
import { useLiveQuery } from '../../../db/use-live-query';
import { useSession } from '../../../lib/session/use-session';

/**
 * One saved listing from the local database (live), for the listing page offline. Visitors have
 * no local database: nothing is saved for them.
 */
export function useSavedListing(listingId: string): { saved: SavedListing | null; loading: boolean } {
  const { isLoggedIn } = useSession();
  const { docs, loading } = useLiveQuery<SavedListing>((db) => db.saved_listings.findOne(listingId), [listingId]);
  if (!isLoggedIn) return { saved: null, loading: false };
  return { saved: docs[0] ?? null, loading };
}
