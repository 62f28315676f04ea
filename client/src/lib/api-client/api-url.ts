/** Where the API is served, on the app's own origin. */
export const API_BASE = '/api';

/** Query parameters of an API call; undefined and null values are left out. */
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * The address of an API call. Its own module: the entry builds the first page's address with it
 * before the API client has loaded (app/first-page-data.ts), and the client must then build the
 * very same string to take that answer (early-answers.ts).
 */
export function apiUrl(baseUrl: string, path: string, query?: ApiQuery): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}
