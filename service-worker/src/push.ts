/// <reference lib="webworker" />
import { clickTarget, notificationFromPush, windowShowing } from './push-notification.js';

declare const self: ServiceWorkerGlobalScope;

function readJson(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

/**
 * Web push (issue 4): a push for a new message shows a notification with the sender, an excerpt
 * and the thread; clicking it focuses a window already on that thread or opens one.
 */
export function registerPushHandlers(): void {
  self.addEventListener('push', (event) => {
    const notification = notificationFromPush(readJson(event));
    if (!notification) return;
    event.waitUntil(self.registration.showNotification(notification.title, notification.options));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = clickTarget(event.notification.data, self.location.origin);
    if (!target) return;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windowShowing(windows, target);
        if (open) {
          await open.focus();
          return;
        }
        await self.clients.openWindow(target.href);
      })(),
    );
  });
}
