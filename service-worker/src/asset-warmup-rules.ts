import { isHashedAsset } from './caching-rules.js';

/** Name of the runtime cache of built chunks (caching.ts serves it CacheFirst). */
export const ASSETS_CACHE = 'assets';
export const WARM_MESSAGE = 'CACHE_LOADED_ASSETS';
const MAX_URLS = 300;

/**
 * Chunks the page loaded before this worker controlled it (the first visit, and the local
 * database that opens right at login) never passed through the runtime cache. The page sends
 * their URLs once the worker controls it; this keeps the ones that are our hashed chunks.
 */
export function assetsToWarm(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  const out = new Set<string>();
  for (const raw of urls.slice(0, MAX_URLS)) {
    if (typeof raw !== 'string') continue;
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (isHashedAsset(url, url.origin === origin)) out.add(url.pathname);
  }
  return [...out];
}
