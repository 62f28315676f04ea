import { AIRPORT_SEARCH_MIN, airportSearchOutputSchema } from '@crashpad/sync';
import type * as v from 'valibot';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { OfflineError } from '../../../lib/api-client/api-error';

export type AirportSuggestion = v.InferOutput<typeof airportSearchOutputSchema>['data'][number];
export type SuggestionsState = { status: 'idle' | 'loading' | 'ready' | 'offline' | 'error'; items: AirportSuggestion[] };

/** Waits for a pause in typing so each keystroke does not cost a request. */
const DEBOUNCE_MS = 250;

/**
 * Airport suggestions for typed text (spec 2 §5: only after more than 2 characters). Each
 * answer is kept with its query and a newer query aborts the older request, so a late answer
 * never replaces a newer one. While a query loads the previous suggestions stay visible.
 */
export function useAirportSuggestions(text: string): SuggestionsState {
  const api = useApi();
  const [result, setResult] = useState<SuggestionsState & { query: string }>({ query: '', status: 'idle', items: [] });
  const query = text.trim();
  const enough = query.length >= AIRPORT_SEARCH_MIN;

  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get('/airports/search', { query: { search: query }, schema: airportSearchOutputSchema, signal: controller.signal, background: true })
        .then((answer) => setResult({ query, status: 'ready', items: answer.data }))
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setResult({ query, status: err instanceof OfflineError ? 'offline' : 'error', items: [] });
        });
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
