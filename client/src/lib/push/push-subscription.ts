import { okOutputSchema, pushPublicKeyOutputSchema, type PushSubscriptionInput } from '@crashpad/sync';
import type { ApiClient } from '../api-client/api-client';
import { applicationServerKey, sameKey, type PushEnvironment } from './push-status';

/** The service worker registers at start; if it is not there by now it will not be (development without a worker). */
const WORKER_READY_MS = 10_000;

/** The user (or the browser) refused permission: only the browser's site settings can change it now. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission ${permission}`);
  }
}

export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('service worker not ready')), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

const own = { handles: [401, 403, 422] as const };

/** This device's push state, without asking the user anything. */
export async function readPushEnvironment(): Promise<PushEnvironment> {
  if (!isPushSupported()) return { supported: false, permission: 'default', subscribed: false };
  return { supported: true, permission: Notification.permission, subscribed: (await currentSubscription()) !== null };
}

/**
 * Turns notifications on for this device. Call it only from a user's click: the browser's
 * permission prompt appears here and never on page load.
 */
export async function subscribeToPush(api: ApiClient): Promise<void> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const reg = await registration();
  const { public_key } = await api.get('/push/public-key', { ...own, schema: pushPublicKeyOutputSchema });
  const key = applicationServerKey(public_key);
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with an older server key would be refused by the push service.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post('/push/subscriptions', toInput(subscription), { ...own, schema: okOutputSchema });
}

/** Turns notifications off for this device: the server forgets it, then the browser drops it. */
export async function unsubscribeFromPush(api: ApiClient): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.delete('/push/subscriptions', { endpoint: subscription.endpoint }, { ...own, schema: okOutputSchema });
  await subscription.unsubscribe();
}

/**
 * Re-registers this device's existing subscription with the current session. The server ties a
 * subscription to the session that made it (logging out stops notifications), so after a new
 * login the device must announce itself again. Never prompts; does nothing without permission.
 */
export async function resyncPushSubscription(api: ApiClient): Promise<boolean> {
  if (!isPushSupported() || Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await api.post('/push/subscriptions', toInput(subscription), { ...own, background: true, schema: okOutputSchema });
  return true;
}
