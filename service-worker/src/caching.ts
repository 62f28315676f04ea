import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * Uploaded images (profile photos, later listing photos) are served under /files/ and cached on
 * first view, bounded. Nothing under /api/ is ever cached by the worker: sync, auth and account
 * calls carry live, per-user data.
 */
export function isCacheableImage(url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && url.pathname.startsWith('/files/');
}

export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url }) => isCacheableImage(url, url.origin === self.location.origin),
    new CacheFirst({
      cacheName: 'images',
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  );
}
