import { TAXONOMY_KINDS, taxonomyListOutputSchema, type TaxonomyItem, type TaxonomyKind } from '@crashpad/sync';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

export type OptionLists = Record<TaxonomyKind, TaxonomyItem[]>;

/**
 * The amenity, place and preference lists (GET /amenities, /places, /preferences) that name a
 * listing's ids. Null until all three arrive; a failure leaves the sections hidden.
 */
export function useListingOptions(): OptionLists | null {
  const api = useApi();
  const [lists, setLists] = useState<OptionLists | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all(TAXONOMY_KINDS.map((kind) => api.get(`/${kind}`, { schema: taxonomyListOutputSchema, signal: controller.signal, background: true })))
      .then(([amenities, places, preferences]) => setLists({ amenities: amenities?.data ?? [], places: places?.data ?? [], preferences: preferences?.data ?? [] }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [api]);
  return lists;
}
