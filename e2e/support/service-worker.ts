import type { BrowserContext, Page } from '@playwright/test';

/**
 * The id Chromium gives the app's service worker registration at `scopeURL`, and the DevTools
 * session that found it: journeys need both to deliver a push or fire a background sync through
 * CDP (`ServiceWorker.deliverPushMessage`, `ServiceWorker.dispatchSyncEvent`).
 */
export async function registrationId(context: BrowserContext, page: Page, scopeURL: string) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
}
