import { LISTINGS_PAGE_SIZE, listingSearchOutputSchema, type ListingSearchOutput } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';
import { toApiQuery, type SearchParams } from '../model/search-params';

/** Where the search is centred: an airport (by prefix) or a city of the directory (by id). */
export type SearchTarget = { kind: 'airport'; prefix: string } | { kind: 'city'; id: string };

/** The identity of a search: equal keys ask the server the same question. */
export const searchKey = (target: SearchTarget, params: SearchParams): string => JSON.stringify({ target, params });

/** One page of listings around the target (spec 2 §2, §7), validated. */
export function requestSearchPage(api: ApiClient, target: SearchTarget, params: SearchParams, page: number, signal?: AbortSignal): Promise<ListingSearchOutput> {
  const query = toApiQuery(params, page, LISTINGS_PAGE_SIZE);
  // 404 (unknown airport or city) is shown by the page itself, not as a global alert.
  const options = { query, signal, schema: listingSearchOutputSchema, handles: [404] as const };
  return target.kind === 'airport'
    ? api.get(`/airports/${encodeURIComponent(target.prefix.toUpperCase())}/listings`, options)
    : api.get('/listings', { ...options, query: { ...query, city: target.id } });
}
