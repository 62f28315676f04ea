// Its own module (not in search.ts) so the client's entry, which asks for a search page's first
// results before the app's code has loaded, does not carry the search API's schemas (issue 11).

/** Listings per page of a search answer when the caller does not ask for another size (spec 2 §2). */
export const LISTINGS_PAGE_SIZE = 20;
