import { DEFAULT_LANGUAGE } from '@crashpad/sync';
import { searchPageCall, type SearchTarget } from '../features/search/data/search-page-call';
import { parseSearchParams } from '../features/search/model/search-params';
import { API_BASE, apiUrl } from '../lib/api-client/api-url';
import { askEarly } from '../lib/api-client/early-answers';
import { readStoredLanguage } from '../lib/i18n/language-store';
import { readSearchString } from '../lib/navigation/read-search-string';
import { SEARCH_ADDRESS } from './search-address';

/** The search an address opens on, or null: the router is not loaded yet, so it is matched here. */
function searchTargetAt(pathname: string): SearchTarget | null {
  const match = SEARCH_ADDRESS.exec(pathname);
  if (!match) return null;
  let param: string;
  try {
    param = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return match[1]!.toLowerCase() === 'airports' ? { kind: 'airport', prefix: param } : { kind: 'city', id: param };
}

/**
 * Asks for the data the first page waits for, from the entry (main.tsx), while the app's code
 * downloads: before, it was asked for once that code had loaded and started, a chain of round
 * trips in front of the search page's largest paint, its heading (issue 11: LCP on a phone).
 * Today that is a search page's first page of results; the page takes the answer through the API
 * client (RequestOptions.early) when its request is the very same, and asks again otherwise. A
 * wrong guess here costs one unused request, never a wrong answer.
 * Returns whether it asked.
 */
export function startFirstPageData(
  where: Pick<Location, 'pathname' | 'search'> = location,
  online: boolean = navigator.onLine,
  fetchFn?: typeof fetch,
): boolean {
  // Offline the request would fail at once; the page shows its offline state itself.
  if (!online) return false;
  const target = searchTargetAt(where.pathname);
  if (!target) return false;
  const { path, query } = searchPageCall(target, parseSearchParams(readSearchString(where.search)), 1);
  askEarly(apiUrl(API_BASE, path, query), readStoredLanguage() ?? DEFAULT_LANGUAGE, fetchFn);
  return true;
}
