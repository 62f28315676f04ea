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

/**
 * Counts the notifications the app's service worker has finished showing. Chromium drops a
 * notification from `getNotifications()` for good when that call lands between the worker's
 * `showNotification` writing it and the platform displaying it (1 in ~15 runs here), so a journey
 * waits for `shown()` to reach the count it expects before it reads the notifications.
 */
export async function countShownNotifications(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    type Registration = { showNotification: (...args: unknown[]) => Promise<void> };
    const scope = self as unknown as { registration: Registration; shownNotifications: number };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.shownNotifications = 0;
    scope.registration.showNotification = async (...args) => {
      await show(...args);
      scope.shownNotifications += 1;
    };
  });
  return { shown: () => worker.evaluate(() => (self as unknown as { shownNotifications: number }).shownNotifications) };
}
