import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { OfflineError } from './api-error';

export type TypeaheadState<T> = { status: 'idle' | 'loading' | 'ready' | 'offline' | 'error'; items: T[] };

/** Waits for a pause in typing so each keystroke does not cost a request. */
const DEBOUNCE_MS = 250;

/**
 * Suggestions for typed text, asked from the server once `minLength` characters are typed. Each
 * answer is kept with its query and a newer query aborts the older request, so a late answer
 * never replaces a newer one; while a query loads the previous suggestions stay visible.
 * `search` must be a stable (module-level) function.
 */
export function useTypeahead<T>(
  text: string,
  minLength: number,
  search: (api: ApiClient, query: string, signal: AbortSignal) => Promise<T[]>,
): TypeaheadState<T> {
  const api = useApi();
  const [result, setResult] = useState<TypeaheadState<T> & { query: string }>({ query: '', status: 'idle', items: [] });
  const query = text.trim();
  const enough = query.length >= minLength;

  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(api, query, controller.signal).then(
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
  }, [api, query, enough, search]);

  if (!enough) return { status: 'idle', items: [] };
  if (result.query !== query) return { status: 'loading', items: result.items };
  return { status: result.status, items: result.items };
}
