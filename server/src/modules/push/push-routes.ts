import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { pushSubscriptionInputSchema, pushUnsubscribeInputSchema, type PushPublicKeyOutput } from '@crashpad/sync';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { PushSubscriptionService } from './push-subscription-service.js';

/** GET /push/public-key (anyone), POST and DELETE /push/subscriptions (logged in). */
export function registerPushRoutes(router: Router, kit: { auth: Middleware; publicKey: string; subscriptions: PushSubscriptionService }): void {
  const { auth, publicKey, subscriptions } = kit;

  router.get('/push/public-key', (ctx) => {
    const body: PushPublicKeyOutput = { public_key: publicKey };
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });

  router.post('/push/subscriptions', auth, async (ctx) => {
    const input = parseInput(pushSubscriptionInputSchema, ctx.request.body);
    await subscriptions.subscribe(currentAuth(ctx), input);
    ctx.status = 201;
    ctx.body = { ok: true };
  });

  router.delete('/push/subscriptions', auth, async (ctx) => {
    const input = parseInput(pushUnsubscribeInputSchema, ctx.request.body);
    await subscriptions.unsubscribe(currentAuth(ctx), input.endpoint);
    ctx.body = { ok: true };
  });
}
