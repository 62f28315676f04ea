import { LISTINGS_PAGE_SIZE } from '@crashpad/sync';
import type { ApiQuery } from '../../../lib/api-client/api-url';
import { toApiQuery, type SearchParams } from '../model/search-params';

/** Where the search is centred: an airport (by prefix) or a city of the directory (by id). */
export type SearchTarget = { kind: 'airport'; prefix: string } | { kind: 'city'; id: string };

/**
 * The API call for one page of a search (spec 2 §2, §7): path and query. Apart from the answer's
 * schema (search-request.ts) because the entry builds it too, to ask for the first page before
 * the app's code has loaded (app/first-page-data.ts); both must build the same address.
 */
export function searchPageCall(target: SearchTarget, params: SearchParams, page: number): { path: string; query: ApiQuery } {
  const query = toApiQuery(params, page, LISTINGS_PAGE_SIZE);
  return target.kind === 'airport'
    ? { path: `/airports/${encodeURIComponent(target.prefix.toUpperCase())}/listings`, query }
    : { path: '/listings', query: { ...query, city: target.id } };
}
