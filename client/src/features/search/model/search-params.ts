import { GENDER_PREFERENCES, LISTING_SORTS, type GenderPreference, type ListingSort } from '@crashpad/sync';
import { oneOf, readSearchFields } from '../../../lib/navigation/search-fields';

/**
 * The search page's URL state (spec 2 §2: one sort with its direction, the occupied toggle and
 * the gender filter). Defaults are left out of the URL so shared links stay short; a value a
 * person typed wrongly falls back to the default instead of breaking the page.
 */
export interface SearchParams {
  sort?: ListingSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  occupied?: 'show' | 'hide' | undefined;
  gender?: GenderPreference | undefined;
}

/**
 * A change to the search's URL state, made from the state current when it is applied: two changes
 * in a row (a filter then another, before the page has rendered the first) both land, where a
 * whole new state built from one render's params would drop the first (the router applies each
 * to the location the previous one is going to: TanStack Router's functional `search`).
 */
export type SearchParamsUpdate = (current: SearchParams) => SearchParams;

// Checked without valibot: `validateSearch` runs on the first load (lib/navigation/search-fields.ts).
const FIELDS = {
  sort: oneOf(LISTING_SORTS),
  dir: oneOf(['asc', 'desc'] as const),
  occupied: oneOf(['show', 'hide'] as const),
  gender: oneOf(GENDER_PREFERENCES),
};

/**
 * `validateSearch` of the search routes: a direction without a sort (or the reverse) is dropped.
 * Other keys (a campaign tag, a social site's click id) change nothing; index.html's first-screen
 * gate knows the keys read here (build-plugins/first-screen-gate.js; a test holds them equal).
 */
export function parseSearchParams(raw: Record<string, unknown>): SearchParams {
  const parsed = readSearchFields<Required<SearchParams>>(raw, FIELDS);
  const out: SearchParams = {};
  if (parsed.sort && parsed.dir) {
    out.sort = parsed.sort;
    out.dir = parsed.dir;
  }
  if (parsed.occupied === 'hide') out.occupied = 'hide';
  if (parsed.gender && parsed.gender !== 'all') out.gender = parsed.gender;
  return out;
}

/** The API query for a page of results: the URL state with its defaults filled in. */
export function toApiQuery(params: SearchParams, page: number, limit: number): Record<string, string | number | undefined> {
  return {
    sort: params.sort,
    dir: params.sort ? params.dir : undefined,
    occupied: params.occupied ?? 'show',
    gender: params.gender ?? 'all',
    page,
    limit,
  };
}
