import type { ListingCard } from '@crashpad/sync';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { loadRelated } from './listing-api';

/** The lister's other listings for the listing page; an empty list while loading or on failure. */
export function useRelatedListings(listingId: string): ListingCard[] {
  const api = useApi();
  // Answers are kept with the listing they belong to, so another listing's cards never show.
  const [result, setResult] = useState<{ id: string; cards: ListingCard[] }>({ id: '', cards: [] });
  useEffect(() => {
    const controller = new AbortController();
    loadRelated(api, listingId, controller.signal)
      .then((cards) => setResult({ id: listingId, cards }))
      // The block is optional: the page reads fine without it, so a failure only hides it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, listingId]);
  return result.id === listingId ? result.cards : [];
}
