import type { FeaturedListingOutput, ListingCard } from '@crashpad/sync';
import { useApi } from '../../../lib/api-client/api-context';
import { useApiData, type ApiData } from '../../../lib/api-client/use-api-data';
import { useWhenOnline } from '../../../lib/network/use-when-online';
import { loadFeaturedListing, loadFeaturedListings } from './featured-api';

type Loaded<T> = ApiData<T>;

/** Loads once per key and on `retry`; a load that failed (offline) runs again when the connection returns. */
function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { retry: () => void } {
  const { reload: retry, ...current } = useApiData(key, load);
  useWhenOnline(() => {
    if (current.status === 'error') retry();
  });
  return { ...(current as Loaded<T>), retry };
}

export function useFeaturedListings(): Loaded<ListingCard[]> & { retry: () => void } {
  const api = useApi();
  return useLoad('featured', (signal) => loadFeaturedListings(api, signal));
}

export function useFeaturedListing(id: string): Loaded<FeaturedListingOutput> & { retry: () => void } {
  const api = useApi();
  return useLoad(`featured:${id}`, (signal) => loadFeaturedListing(api, id, signal));
}
