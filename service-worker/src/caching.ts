import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isCacheableImage, isHashedAsset, isNeverCached, isStorableAnswer } from './caching-rules.js';
import { localeOfChunk } from './locale-chunks.js';
import { ASSETS_CACHE } from './asset-warmup-rules.js';

/** Every runtime cache asks isStorableAnswer before keeping an answer (a personalised one never is). */
const onlyAnswersForEveryone: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isStorableAnswer(request, response) ? response : null),
};

/**
 * Runtime caches: uploaded images (CacheFirst, bounded), non-default languages (SWR) and the
 * built chunks that are not precached (CacheFirst: their names carry a content hash).
 */
export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url }) => !isNeverCached(url) && isCacheableImage(url, url.origin === self.location.origin),
    new CacheFirst({
      cacheName: 'images',
      plugins: [onlyAnswersForEveryone, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  );
  // Languages other than the default are not precached; once used they keep working offline.
  registerRoute(
    ({ url }) => localeOfChunk(url, url.origin === self.location.origin) !== null,
    new StaleWhileRevalidate({
      cacheName: 'locales',
      plugins: [onlyAnswersForEveryone, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
    }),
  );
  // Screens outside the precache (precache-selection.ts) keep working offline once opened.
  registerRoute(
    ({ url }) => isHashedAsset(url, url.origin === self.location.origin),
    new CacheFirst({
      cacheName: ASSETS_CACHE,
      plugins: [onlyAnswersForEveryone, new ExpirationPlugin({ maxEntries: 250, purgeOnQuotaError: true })],
    }),
  );
}
