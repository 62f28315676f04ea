/**
 * What the Notifications setting shows for this device:
 * - `unsupported`: no service worker / Push API / Notification (e.g. iOS Safari outside an installed app);
 * - `denied`: the user blocked notifications for the site; only the browser's settings can undo it;
 * - `on`: permission granted and this browser holds a push subscription;
 * - `off`: everything else (never asked, or asked and the user has not subscribed).
 */
export type PushStatus = 'unsupported' | 'denied' | 'off' | 'on';

export interface PushEnvironment {
  supported: boolean;
  permission: NotificationPermission;
  subscribed: boolean;
}

export function pushStatus(env: PushEnvironment): PushStatus {
  if (!env.supported) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return env.permission === 'granted' && env.subscribed ? 'on' : 'off';
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (after a key change it must be replaced). */
export function sameKey(subscriptionKey: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!subscriptionKey) return false;
  const actual = new Uint8Array(subscriptionKey);
  return actual.length === expected.length && actual.every((b, i) => b === expected[i]);
}
