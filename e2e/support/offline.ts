import type { BrowserContext } from '@playwright/test';

/**
 * Takes a browser context offline, including requests the service worker makes itself:
 * `setOffline` alone does not cut those (STACK-NOTES pitfall 14), so every request that still
 * reaches the network is aborted as a disconnected one. Needs
 * PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 (set in playwright.config.ts).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** Brings the context back online. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}
