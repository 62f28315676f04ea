/** Must match service-worker/src/asset-warmup.ts. */
const WARM_MESSAGE = 'CACHE_LOADED_ASSETS';

function post(worker: ServiceWorker): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/assets/`));
  // A ServiceWorker (unlike a window) takes a transfer list, not a target origin.
  if (urls.length) worker.postMessage({ type: WARM_MESSAGE, urls }, []);
}

/**
 * Asks the service worker to keep the chunks this page has already loaded (those fetched before
 * the worker controlled the page bypassed its runtime cache), so the screens and the local
 * database used online also open offline. Waits for the worker to take control if needed.
 */
export function warmOfflineCache(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const controller = navigator.serviceWorker.controller;
  if (controller) {
    post(controller);
    return;
  }
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      if (navigator.serviceWorker.controller) post(navigator.serviceWorker.controller);
    },
    { once: true },
  );
}
