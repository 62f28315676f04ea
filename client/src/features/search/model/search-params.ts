import { GENDER_PREFERENCES, LISTING_SORTS } from '@crashpad/sync';
import * as v from 'valibot';

/**
 * The search page's URL state (spec 2 §2: one sort with its direction, the occupied toggle and
 * the gender filter). Defaults are left out of the URL so shared links stay short; a value a
 * person typed wrongly falls back to the default instead of breaking the page.
 */
export const searchParamsSchema = v.object({
  sort: v.fallback(v.optional(v.picklist(LISTING_SORTS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  occupied: v.fallback(v.optional(v.picklist(['show', 'hide'])), undefined),
  gender: v.fallback(v.optional(v.picklist(GENDER_PREFERENCES)), undefined),
});
export type SearchParams = v.InferOutput<typeof searchParamsSchema>;

/** `validateSearch` of the search routes: a direction without a sort (or the reverse) is dropped. */
export function parseSearchParams(raw: Record<string, unknown>): SearchParams {
  const parsed = v.parse(searchParamsSchema, raw);
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
