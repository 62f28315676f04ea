import { warmOfflineCache } from './warm-offline-cache';

export interface ServiceWorkerHooks {
  /**
   * A new version is installed and waiting. Call `activate()` (after the user agrees) to send
   * `{ type: 'SKIP_WAITING' }`; the page reloads once the new worker controls it.
   */
  onUpdateReady: (activate: () => void) => void;
}

/**
 * Registers `/sw.js` in production builds only (the worker is built by vite-plugin-pwa with
 * `registerType: 'prompt'`, so it waits instead of taking over an open page). workbox-window is
 * loaded on demand to keep it out of the entry chunk.
 */
export async function registerServiceWorker(hooks: ServiceWorkerHooks): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    hooks.onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  warmOfflineCache();
}
