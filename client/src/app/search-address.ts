/**
 * The search routes' addresses (routes/search.airports.$prefix.tsx, routes/search.cities.$cityId.tsx),
 * matched before the router has loaded: by the entry, which asks for the page's data
 * (first-page-data.ts), and by index.html, which preloads the page's code (build-plugins/
 * preload-first-page-code.ts). Case-insensitive with an optional trailing slash, as the router matches.
 * No imports: the build reads it too.
 */
export const SEARCH_ADDRESS = /^\/search\/(airports|cities)\/([^/]+)\/?$/i;
