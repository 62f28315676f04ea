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
 * Navigations the app shell answers: every client route. API calls and uploaded files are
 * real server resources (opening a photo in a new tab must show the photo, not the app).
 */
export const SHELL_NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/files\//];
