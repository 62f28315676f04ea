import type { FeaturedListingOutput, ListingCard } from '@crashpad/sync';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { useWhenOnline } from '../../../lib/network/use-when-online';
import { loadFeaturedListing, loadFeaturedListings } from './featured-api';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/** Loads once per key and on `retry`; the state is kept with the request it answers. */
function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [state, setState] = useState<{ request: string; value: Loaded<T> }>({ request: '', value: { status: 'loading' } });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ request, value: { status: 'ready', value } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ request, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a new closure each render; `request` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const current: Loaded<T> = state.request === request ? state.value : { status: 'loading' };
  // A load that failed (offline) runs again by itself when the connection returns.
  useWhenOnline(() => {
    if (current.status === 'error') retry();
  });
  return { ...current, retry };
}

export function useFeaturedListings(): Loaded<ListingCard[]> & { retry: () => void } {
  const api = useApi();
  return useLoad('featured', (signal) => loadFeaturedListings(api, signal));
}

export function useFeaturedListing(id: string): Loaded<FeaturedListingOutput> & { retry: () => void } {
  const api = useApi();
  return useLoad(`featured:${id}`, (signal) => loadFeaturedListing(api, id, signal));
}
