/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { ASSETS_CACHE, assetsToWarm, WARM_MESSAGE } from './asset-warmup-rules.js';

declare const self: ServiceWorkerGlobalScope;

async function warm(paths: string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  for (const path of paths) {
    if ((await matchPrecache(path)) || (await cache.match(path))) continue;
    await cache.add(path).catch(() => undefined);
  }
}

export function registerAssetWarmup(): void {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; urls?: unknown } | null;
    if (data?.type !== WARM_MESSAGE) return;
    event.waitUntil(warm(assetsToWarm(data.urls, self.location.origin)));
  });
}
