// Its own module (not in search.ts) so the client's first load, which validates the search page's
// URL with it, does not carry the search API's schemas (issue 11: initial JS of `/`).

/** Spec 2 §2: sorts newest, title, airport distance, price, date; one at a time, asc or desc. */
export const LISTING_SORTS = ['newest', 'title', 'airport_distance', 'price', 'date'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
