import type { SavedListing } from '@crashpad/sync';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useDatabase } from '../../../db/database-context';
import { useLiveQuery } from '../../../db/use-live-query';
import { useSession } from '../../../lib/session/use-session';
import { cacheImages } from './image-cache';
import { saveListing, unsaveListing } from './saved-commands';

export interface SavedToggle {
  saved: boolean;
  /** False while the local database opens. */
  ready: boolean;
  busy: boolean;
  toggle(): Promise<void>;
}

/**
 * Save/unsave one listing. Visitors go to /login and come back to this page (spec 1 §2 ref_url).
 * Works offline: the change is local first and replicates when the connection returns.
 */
export function useSavedToggle(listingId: string, imageUrls: readonly (string | null)[]): SavedToggle {
  const { isLoggedIn } = useSession();
  const db = useDatabase();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { docs, loading } = useLiveQuery<SavedListing>((database) => database.saved_listings.findOne(listingId), [listingId]);
  const saved = docs.length > 0;

  async function toggle(): Promise<void> {
    if (!isLoggedIn) {
      const here = router.state.location.href;
      await router.navigate({ href: `/login?${new URLSearchParams({ ref_url: here }).toString()}` });
      return;
    }
    if (!db || busy) return;
    setBusy(true);
    try {
      if (saved) await unsaveListing(db, listingId);
      else {
        await saveListing(db, listingId);
        void cacheImages(imageUrls);
      }
    } finally {
      setBusy(false);
    }
  }

  return { saved, ready: !isLoggedIn || (db !== null && !loading), busy, toggle };
}
