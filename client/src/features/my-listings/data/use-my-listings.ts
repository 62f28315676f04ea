import type { MyListing } from '@crashpad/sync';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { loadMyListings } from './my-listings-api';

export type MyListingsState =
  | { status: 'loading'; listings: MyListing[] }
  | { status: 'ready'; listings: MyListing[] }
  | { status: 'error'; listings: MyListing[]; error: unknown };

/**
 * The lister's listings. `reload` refetches after an action (the server computes occupancy,
 * revenue and badges, so the page never patches them itself); the old list stays on screen
 * while it loads.
 */
export function useMyListings() {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MyListingsState>({ status: 'loading', listings: [] });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    loadMyListings(api, controller.signal).then(
      (listings) => setState({ status: 'ready', listings }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((prev) => ({ status: 'error', listings: prev.listings, error }));
      },
    );
    return () => controller.abort();
    // `attempt` is the reload trigger: the effect reads nothing from it, it only runs again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, attempt]);

  return { ...state, reload };
}
