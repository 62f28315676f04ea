import { expect, type BrowserContext, type Page } from '@playwright/test';

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

/**
 * Takes `fetch` from a page of an offline context before it goes away (a reload, a close), so that
 * it sends nothing more, as a phone in airplane mode would not. Chromium lifts the offline
 * emulation from a departing document: it gets an `online` event with `navigator.onLine` true
 * (on a reload as the new document commits, on a close even after `page.close()` has resolved),
 * and the request its handler makes (the app pushes its outbox on `online`) is not routed, so it
 * reaches the server. Seen in chat-offline.spec.ts about one run in eight: the first queued message
 * arrived during the reload (the old document's event log, written to localStorage: `beforeunload
 * false`, `online event true`, `fetch /api/sync/outbox/push true`, `pagehide`); and, after a close,
 * the page rather than the service worker delivering in outbox-background-sync.spec.ts.
 */
export async function silenceDepartingPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch: the page is going away offline'));
  });
}

/** Reloads a page of an offline context; the new document starts offline and routed like any page of it. */
export async function reloadOffline(page: Page): Promise<void> {
  await silenceDepartingPage(page);
  await page.reload();
}

/** Brings the context back online. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}

/**
 * Turns Background Sync off for a context. `goOffline` cannot take the service worker's own
 * network offline in every case: a worker that Chromium restarts for a `sync` event (e.g. while
 * the page reloads) can reach the server although the context is "offline", which a phone in
 * flight never could. Journeys about page-side queueing use this; the Background Sync path has
 * its own journey (outbox-background-sync.spec.ts).
 */
export async function denyBackgroundSync(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
    permission: { name: 'background-sync' },
    setting: 'denied',
  });
  // The session stays attached: Chromium drops a permission override when the DevTools session
  // that set it detaches, and the journey would then run with Background Sync on again.
  const state = () => page.evaluate(() => navigator.permissions.query({ name: 'background-sync' as PermissionName }).then((p) => p.state));
  await expect.poll(state).toBe('denied');
}
