import type { ListingSearchOutput } from '@crashpad/sync';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import type { SearchParams } from '../model/search-params';
import { requestSearchPage, searchKey, type SearchTarget } from './search-request';

export interface ListingSearchState {
  status: 'loading' | 'ready' | 'error';
  /** Pages loaded so far; the first holds the centre, total and averages. */
  pages: ListingSearchOutput[];
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
}

const initial: ListingSearchState = { status: 'loading', pages: [], error: null, loadingMore: false, moreError: null };

/**
 * Listings around an airport or city with the URL's sort and filters (spec 2 §2, §7), one page
 * at a time: "See more" appends the next page. Changing a filter starts again at page 1.
 */
export function useListingSearch(target: SearchTarget, params: SearchParams) {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  // The objects are new on every render; their JSON is the identity of the search. State is
  // kept with the request it answers, so a newer search never shows an older one's results.
  const key = searchKey(target, params);
  const request = `${key}#${attempt}`;
  const [state, setState] = useState<ListingSearchState & { request: string }>({ ...initial, request: '' });

  const fetchPage = useCallback(
    (page: number, options?: { signal?: AbortSignal; early?: boolean }) => {
      const { target: where, params: filters } = JSON.parse(key) as { target: SearchTarget; params: SearchParams };
      return requestSearchPage(api, where, filters, page, options);
    },
    [api, key],
  );

  useEffect(() => {
    const controller = new AbortController();
    // The search the app opened on was asked for by the entry (app/first-page-data.ts); a retry asks again.
    fetchPage(1, { signal: controller.signal, early: attempt === 0 })
      .then((page) => {
        if (!controller.signal.aborted) setState({ ...initial, request, status: 'ready', pages: [page] });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ ...initial, request, status: 'error', error });
      });
    return () => controller.abort();
  }, [fetchPage, request, attempt]);

  const current = state.request === request ? state : { ...initial, request };
  const loadMore = useCallback(() => {
    const next = current.pages.length + 1;
    const same = (s: { request: string; pages: unknown[] }) => s.request === request && s.pages.length === next - 1;
    setState((s) => (same(s) ? { ...s, loadingMore: true, moreError: null } : s));
    fetchPage(next)
      .then((page) => setState((s) => (same(s) ? { ...s, loadingMore: false, pages: [...s.pages, page] } : s)))
      .catch((moreError: unknown) => setState((s) => (s.request === request ? { ...s, loadingMore: false, moreError } : s)));
  }, [fetchPage, request, current.pages.length]);

  const first = current.pages[0];
  // The same array while the pages are the same: the results view defers rendering the cards
  // (useDeferredValue), and a new array on every render would redraw them in the background each time.
  const cards = useMemo(() => current.pages.flatMap((p) => p.data), [current.pages]);
  return {
    ...current,
    first,
    cards,
    hasMore: first !== undefined && cards.length < first.total,
    retry: () => setAttempt((n) => n + 1),
    loadMore,
  };
}
