import type { PushSubscriptionInput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import type { Config } from '../../platform/config.js';
import { isAllowedPushEndpoint } from '../../platform/push/push-endpoint-policy.js';
import { subscriptionId, type PushSubscriptionsRepo } from './push-subscriptions-repo.js';

/** Registering and forgetting this device's push subscription. */
export function pushSubscriptionService(deps: {
  config: Pick<Config, 'env' | 'pushDevHosts'>;
  repo: PushSubscriptionsRepo;
  now: () => number;
}) {
  return {
    async subscribe(auth: AuthState, input: PushSubscriptionInput): Promise<void> {
      // DECISIONS #8: an admin acting as the user must not route the user's notifications to their own browser.
      if (auth.actorId) throw new AppError('switched_session');
      if (!isAllowedPushEndpoint(input.endpoint, deps.config)) {
        throw new AppError('validation_failed', { messageKey: 'validation.invalid', fields: { endpoint: 'validation.invalid' } });
      }
      const now = deps.now();
      await deps.repo.upsert(
        {
          _id: subscriptionId(input.endpoint),
          user_id: auth.user._id,
          session_id: auth.sessionId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          updated_at: now,
        },
        now,
      );
    },

    async unsubscribe(auth: AuthState, endpoint: string): Promise<void> {
      await deps.repo.removeOwn(auth.user._id, endpoint);
    },
  };
}
export type PushSubscriptionService = ReturnType<typeof pushSubscriptionService>;
