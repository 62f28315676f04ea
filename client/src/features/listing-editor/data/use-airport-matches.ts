import { AIRPORT_SEARCH_MIN } from '@crashpad/sync';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { OfflineError } from '../../../lib/api-client/api-error';
import { searchAirports, type AirportMatch } from './listing-editor-api';

export type AirportMatchesState = { status: 'idle' | 'loading' | 'ready' | 'offline' | 'error'; items: AirportMatch[] };

/** Waits for a pause in typing so each keystroke does not cost a request. */
const DEBOUNCE_MS = 250;

/**
 * Airport suggestions for the picker: only once more than 2 characters are typed (spec 2 §2).
 * A newer query aborts the older one, so a late answer never replaces a newer one.
 */
export function useAirportMatches(text: string): AirportMatchesState {
  const api = useApi();
  const [result, setResult] = useState<AirportMatchesState & { query: string }>({ query: '', status: 'idle', items: [] });
  const query = text.trim();
  const enough = query.length >= AIRPORT_SEARCH_MIN;

  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAirports(api, query, controller.signal).then(
        (items) => setResult({ query, status: 'ready', items }),
        (err: unknown) => {
          if (!controller.signal.aborted) setResult({ query, status: err instanceof OfflineError ? 'offline' : 'error', items: [] });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, enough]);

  if (!enough) return { status: 'idle', items: [] };
  if (result.query !== query) return { status: 'loading', items: result.items };
  return { status: result.status, items: result.items };
}
