import * as v from 'valibot';
import { pushNotificationPayloadSchema } from '@crashpad/sync';

/** The manifest's 192 px icon (client/vite.config.ts); Android also uses it as the status-bar badge. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

export interface NotificationToShow {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/**
 * Turns a push message's JSON into the notification to show, or null for anything that is not
 * our payload. The URL must be a path of this app: a notification can never open another site.
 */
export function notificationFromPush(json: unknown): NotificationToShow | null {
  const parsed = v.safeParse(pushNotificationPayloadSchema, json);
  if (!parsed.success || parsed.output.url.startsWith('//')) return null;
  const { title, body, url, tag } = parsed.output;
  return {
    title,
    // One notification per thread (tag); a newer message replaces the older one.
    options: { body, tag, icon: NOTIFICATION_ICON, badge: NOTIFICATION_ICON, data: { url } },
  };
}

/** The same-origin URL a clicked notification opens, or null when its data is not ours. */
export function clickTarget(data: unknown, origin: string): URL | null {
  const path = (data as { url?: unknown } | null)?.url;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  const url = new URL(path, origin);
  return url.origin === origin ? url : null;
}

/** The open window already showing that URL (path and query), to focus instead of opening another. */
export function windowShowing<T extends { url: string }>(windows: readonly T[], target: URL): T | undefined {
  return windows.find((w) => {
    const u = new URL(w.url);
    return u.origin === target.origin && u.pathname === target.pathname && u.search === target.search;
  });
}
