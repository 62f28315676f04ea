import { startEarlySearch } from '../features/search/data/early-search';
import { parseSearchParams } from '../features/search/model/search-params';
import type { ApiClient } from '../lib/api-client/api-client';
import type { AnyRouter } from '@tanstack/react-router';

const decoded = (param: string | undefined): string | null => {
  if (param === undefined) return null;
  try {
    return decodeURIComponent(param);
  } catch {
    return null;
  }
};

/**
 * Asks for the data the first page is waiting for at boot, alongside its code and the
 * translations (issue 11: the search page's largest paint is its answer). Today that is the
 * search routes' first page of results; the page takes the answer when it mounts, and asks
 * again itself if the address it renders differs in any way.
 */
export function startFirstPageData(router: Pick<AnyRouter, 'latestLocation' | 'getMatchedRoutes'>, api: ApiClient): void {
  const { pathname, search } = router.latestLocation;
  const [, params, found] = router.getMatchedRoutes(pathname);
  if (found?.id === '/search/airports/$prefix') {
    const prefix = decoded(params.prefix);
    if (prefix) startEarlySearch(api, { kind: 'airport', prefix }, parseSearchParams(search as Record<string, unknown>));
  } else if (found?.id === '/search/cities/$cityId') {
    const id = decoded(params.cityId);
    if (id) startEarlySearch(api, { kind: 'city', id }, parseSearchParams(search as Record<string, unknown>));
  }
}
