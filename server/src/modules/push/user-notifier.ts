import type { PushNotificationPayload } from '@crashpad/sync';
import type { PushMessageOptions, PushSender } from '../../platform/push/push-sender.js';
import type { PushSubscriptionsRepo } from './push-subscriptions-repo.js';

/** An alert older than a day is stale for the push service; the app shows the state on next sync. */
const ALERT_PUSH_TTL_S = 24 * 60 * 60;

export interface DevicePushDeps {
  repo: PushSubscriptionsRepo;
  sender: PushSender;
  /** The subscribing session is still live (not logged out, revoked or expired). */
  isSessionLive(sessionId: string): Promise<boolean>;
}

/** How one kind of push travels; `what` names it in the warning a failed delivery logs. */
export type DevicePushOptions = Pick<PushMessageOptions, 'ttlSeconds' | 'urgency'> & { what: string };

/**
 * Web push of one notification to every live device of a user, with the payload's tag as the
 * push topic. Answers how many devices the push service accepted it for. Gone subscriptions
 * (404/410) and those of ended sessions are deleted; a push service hiccup is logged and skipped.
 */
export function devicePusher(deps: DevicePushDeps) {
  return async function pushToDevices(userId: string, payload: PushNotificationPayload, options: DevicePushOptions): Promise<number> {
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
          const outcome = await deps.sender.send(sub, body, { ttlSeconds: options.ttlSeconds, topic: payload.tag, urgency: options.urgency });
          if (outcome === 'gone') await deps.repo.remove(sub._id);
          else delivered += 1;
        } catch (err) {
          console.warn(`[push] ${options.what} failed`, new URL(sub.endpoint).host, err instanceof Error ? err.message : err);
        }
      }),
    );
    return delivered;
  };
}

/**
 * Web push of one notification to every live device of a user (rental alerts, issue 10).
 * Answers how many devices the push service accepted it for, so the caller can fall back to
 * e-mail when none did.
 */
export function userNotifier(deps: DevicePushDeps) {
  const pushToDevices = devicePusher(deps);
  return (userId: string, payload: PushNotificationPayload): Promise<number> => pushToDevices(userId, payload, { ttlSeconds: ALERT_PUSH_TTL_S, urgency: 'normal', what: 'alert delivery' });
}
export type NotifyUser = ReturnType<typeof userNotifier>;
