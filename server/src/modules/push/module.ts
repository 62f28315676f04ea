import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { createWebPushSender, type PushSender } from '../../platform/push/push-sender.js';
import { resolveVapidKeys } from '../../platform/push/vapid-keys.js';
import { registerMessagePushListener } from './message-push-listener.js';
import { registerPushRoutes } from './push-routes.js';
import { pushSubscriptionsRepo } from './push-subscriptions-repo.js';
import { pushSubscriptionService } from './push-subscription-service.js';
import { userNotifier } from './user-notifier.js';

/** Web push for new messages (issue 4): VAPID key, device subscriptions, the message listener. */
export function createPushModule(
  app: AuthedContext,
  deps: {
    isViewingThread(userId: string, threadId: string): Promise<boolean>;
    isSessionLive(sessionId: string): Promise<boolean>;
    /** Tests may pass their own sender; by default web-push with our VAPID key. */
    sender?: PushSender;
  },
) {
  const repo = pushSubscriptionsRepo(app.store);
  const sender =
    deps.sender ??
    createWebPushSender(resolveVapidKeys(app.config), { trustedCa: app.config.env === 'production' ? null : app.config.pushDevCa });
  const subscriptions = pushSubscriptionService({ config: app.config, repo, now: () => app.clock.now() });
  return {
    /** Push to all of a user's devices (rental alerts); answers the number of devices reached. */
    notifyUser: userNotifier({ repo, sender, isSessionLive: deps.isSessionLive }),
    async init() {
      await repo.init();
      registerMessagePushListener({ events: app.events, repo, sender, isViewingThread: deps.isViewingThread, isSessionLive: deps.isSessionLive });
    },
    register(router: Router) {
      registerPushRoutes(router, { auth: authMiddleware(app.authenticator), publicKey: sender.publicKey, subscriptions });
    },
  };
}
