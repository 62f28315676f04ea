import type { PushNotificationPayload } from '@crashpad/sync';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { PushSender } from '../../platform/push/push-sender.js';
import type { PushSubscriptionsRepo } from './push-subscriptions-repo.js';

/** What the push module needs to know about the rest of the app. */
export interface PushListenerDeps {
  events: DomainEvents;
  repo: PushSubscriptionsRepo;
  sender: PushSender;
  /** The realtime hub: the recipient is reading this thread right now. */
  isViewingThread(userId: string, threadId: string): Promise<boolean>;
  /** The subscribing session is still live (not logged out, revoked or expired). */
  isSessionLive(sessionId: string): Promise<boolean>;
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
  deps.events.on('message.created', async (m) => {
    if (await deps.isViewingThread(m.toUserId, m.threadId)) return;
    const subscriptions = await deps.repo.byUser(m.toUserId);
    if (subscriptions.length === 0) return;
    const payload: PushNotificationPayload = {
      title: m.senderName,
      body: m.excerpt.length > EXCERPT_MAX ? `${m.excerpt.slice(0, EXCERPT_MAX - 1)}…` : m.excerpt,
      url: `/chat/${encodeURIComponent(m.threadId)}`,
      tag: `thread:${m.threadId}`,
    };
    const body = JSON.stringify(payload);
    await Promise.all(
      subscriptions.map(async (sub) => {
        if (!(await deps.isSessionLive(sub.session_id))) {
          await deps.repo.remove(sub._id);
          return;
        }
        try {
          const outcome = await deps.sender.send(sub, body, { ttlSeconds: MESSAGE_PUSH_TTL_S, topic: payload.tag, urgency: 'high' });
          if (outcome === 'gone') await deps.repo.remove(sub._id);
        } catch (err) {
          // A push service hiccup must not affect the message; the next message tries again.
          console.warn('[push] delivery failed', new URL(sub.endpoint).host, err instanceof Error ? err.message : err);
        }
      }),
    );
  });
}
