import type { PushNotificationPayload } from '@crashpad/sync';
import type { PushSender } from '../../platform/push/push-sender.js';
import type { PushSubscriptionsRepo } from './push-subscriptions-repo.js';

/** An alert older than a day is stale for the push service; the app shows the state on next sync. */
const ALERT_PUSH_TTL_S = 24 * 60 * 60;

/**
 * Web push of one notification to every live device of a user (rental alerts, issue 10).
 * Answers how many devices the push service accepted it for, so the caller can fall back to
 * e-mail when none did. Gone subscriptions and those of ended sessions are deleted.
 */
export function userNotifier(deps: { repo: PushSubscriptionsRepo; sender: PushSender; isSessionLive(sessionId: string): Promise<boolean> }) {
  return async function notifyUser(userId: string, payload: PushNotificationPayload): Promise<number> {
    const subscriptions = await deps.repo.byUser(userId);
    const body = JSON.stringify(payload);
    let delivered = 0;
    await Promise.all(
      subscriptions.map(async (sub) => {
        if (!(await deps.isSessionLive(sub.session_id))) {
          await deps.repo.remove(sub._id);
          return;
        }
        try {
          const outcome = await deps.sender.send(sub, body, { ttlSeconds: ALERT_PUSH_TTL_S, topic: payload.tag, urgency: 'normal' });
          if (outcome === 'gone') await deps.repo.remove(sub._id);
          else delivered += 1;
        } catch (err) {
          console.warn('[push] alert delivery failed', new URL(sub.endpoint).host, err instanceof Error ? err.message : err);
        }
      }),
    );
    return delivered;
  };
}
export type NotifyUser = ReturnType<typeof userNotifier>;
