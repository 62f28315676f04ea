/** Which requests the worker caches and how: pure rules, tested without a worker. */

/**
 * Uploaded images (profile photos, later listing photos) are served under /files/ and cached on
 * first view, bounded. Nothing under /api/ is ever cached by the worker: sync, auth and account
 * calls carry live, per-user data.
 */
export function isCacheableImage(url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && url.pathname.startsWith('/files/');
}

/** Built JS/CSS chunks of our origin: immutable (content-hashed names), so safe to serve CacheFirst. */
export function isHashedAsset(url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && /^\/assets\/[\w.-]+-[\w-]{8}\.(?:js|css)$/.test(url.pathname);
}

/** Paths the worker must never answer from a cache, not even with the app shell. */
export function isNeverCached(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/**
 * The last word before anything goes into a runtime cache, whichever route matched: only a
 * complete 200 answer that is the same for every viewer is kept. A request sent with
 * credentials, or an answer the server marked as one viewer's (`no-store`, `private`, or varying
 * by Authorization, Cookie or anything), is never stored, so a personalised answer (a phone
 * number shown to signed-in viewers, account data) cannot be replayed from the cache.
 */
export function isStorableAnswer(request: Request, response: Response): boolean {
  if (response.status !== 200 || request.headers.has('Authorization')) return false;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  const vary = (response.headers.get('Vary') ?? '').toLowerCase().split(',').map((v) => v.trim());
  return !vary.some((v) => v === '*' || v === 'authorization' || v === 'cookie');
}

/**
 * Navigations the app shell answers: every client route. API calls and uploaded files are
 * real server resources (opening a photo in a new tab must show the photo, not the app).
 */
export const SHELL_NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/files\//];
