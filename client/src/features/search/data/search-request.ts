import { listingSearchOutputSchema, type ListingSearchOutput } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';
import type { SearchParams } from '../model/search-params';
import { searchPageCall, type SearchTarget } from './search-page-call';

export type { SearchTarget } from './search-page-call';

/** The identity of a search: equal keys ask the server the same question. */
export const searchKey = (target: SearchTarget, params: SearchParams): string => JSON.stringify({ target, params });

/**
 * One page of listings around the target (spec 2 §2, §7), validated. `early`: the page the app
 * opened on was asked for by the entry already (app/first-page-data.ts); the answer is public,
 * so the API client may take that one instead of asking again.
 */
export function requestSearchPage(
  api: ApiClient,
  target: SearchTarget,
  params: SearchParams,
  page: number,
  options: { signal?: AbortSignal; early?: boolean } = {},
): Promise<ListingSearchOutput> {
  const { path, query } = searchPageCall(target, params, page);
  // 404 (unknown airport or city) is shown by the page itself, not as a global alert.
  return api.get(path, { query, signal: options.signal, early: options.early, schema: listingSearchOutputSchema, handles: [404] as const });
}
