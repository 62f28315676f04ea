import { noQuerySchema } from '@crashpad/sync';
import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware, currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { pendingInviteCounter } from './pending-invite-count.js';


/**
 * GET /user/get-count-pending-invite → `{ count }` for the logged-in user (any status: a
 * pending tenant may be invited before their account is active). Per-user, so never cached.
 */
export function registerPendingInviteRoutes(router: Router, app: AuthedContext): void {
  const counter = pendingInviteCounter(app.store);
  router.get('/user/get-count-pending-invite', authMiddleware(app.authenticator), async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { count: await counter.count(currentAuth(ctx).user) };
  });
}
