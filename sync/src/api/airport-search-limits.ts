// Airport typeahead limits (schemas: search.ts) without valibot: the client's home page and
// shell use them, and its first load and precache should not carry the schema library (issue 11).

/** Suggestions start after more than 2 typed characters (spec 2 §2, §9). */
export const AIRPORT_SEARCH_MIN = 3;
export const AIRPORT_SEARCH_LIMIT = 20;
