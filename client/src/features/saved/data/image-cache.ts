/**
 * The service worker's runtime cache for uploaded images (service-worker/src/caching.ts serves
 * /files/ CacheFirst from it). Saved listings put their photos there when saved, so /saved shows
 * them in airplane mode even if they were never displayed.
 */
export const IMAGE_CACHE_NAME = 'images';

/** Only same-origin uploads are served from the cache by the worker; other URLs are left alone. */
export function cacheableImageUrls(urls: readonly (string | null | undefined)[], origin: string): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const parsed = new URL(url, origin);
      if (parsed.origin === origin && parsed.pathname.startsWith('/files/')) out.add(parsed.href);
    } catch {
      // Not a URL: nothing to cache.
    }
  }
  return [...out];
}

/**
 * Adds the images that are not cached yet. Best effort: without the Cache API (old browsers,
 * some private modes) or offline, the photos are cached when first shown instead.
 */
export async function cacheImages(urls: readonly (string | null | undefined)[], env: { caches?: CacheStorage; origin?: string } = {}): Promise<number> {
  const storage = env.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  const origin = env.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  const wanted = cacheableImageUrls(urls, origin);
  if (!storage || wanted.length === 0) return 0;
  try {
    const cache = await storage.open(IMAGE_CACHE_NAME);
    const missing: string[] = [];
    for (const url of wanted) if (!(await cache.match(url))) missing.push(url);
    if (missing.length > 0) await cache.addAll(missing);
    return missing.length;
  } catch {
    return 0;
  }
}
