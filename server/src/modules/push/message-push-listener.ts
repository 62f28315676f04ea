import type { PushNotificationPayload } from '@crashpad/sync';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { devicePusher, type DevicePushDeps } from './user-notifier.js';

/** What the push module needs to know about the rest of the app. */
export interface PushListenerDeps extends DevicePushDeps {
  events: DomainEvents;
  /** The realtime hub: the recipient is reading this thread right now. */
  isViewingThread(userId: string, threadId: string): Promise<boolean>;
}

/** Excerpts are short already; this bounds the encrypted payload whatever the sender emits. */
const EXCERPT_MAX = 140;
/** A message push older than a day is stale: the app syncs the thread when it next opens. */
const MESSAGE_PUSH_TTL_S = 24 * 60 * 60;

/**
 * New chat message → web push to each of the recipient's devices, unless the recipient has that
 * thread open (spec: no notification for the conversation you are reading). Subscriptions the
 * push service reports gone (404/410) and those of ended sessions are deleted.
 */
export function registerMessagePushListener(deps: PushListenerDeps): void {
  const pushToDevices = devicePusher(deps);
  deps.events.on('message.created', async (m) => {
    if (await deps.isViewingThread(m.toUserId, m.threadId)) return;
    const payload: PushNotificationPayload = {
      title: m.senderName,
      body: m.excerpt.length > EXCERPT_MAX ? `${m.excerpt.slice(0, EXCERPT_MAX - 1)}…` : m.excerpt,
      url: `/chat/${encodeURIComponent(m.threadId)}`,
      tag: `thread:${m.threadId}`,
    };
    // A push service hiccup must not affect the message (logged and skipped); the next message tries again.
    await pushToDevices(m.toUserId, payload, { ttlSeconds: MESSAGE_PUSH_TTL_S, urgency: 'high', what: 'delivery' });
  });
}
