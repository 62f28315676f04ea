import type { Router, RouterMiddleware } from '@koa/router';
import { deactivationCodeInputSchema, emptyInputSchema } from '@crashpad/sync';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { deactivationService } from './deactivation-service.js';
import type { AccountsRouteKit } from './route-kit.js';

/** Close Account (spec 1 §4, only with the deactivate_account flag). */
export function registerDeactivationRoutes(router: Router, kit: AccountsRouteKit): void {
  const { deps, auth } = kit;
  const deactivation = deactivationService(deps);

  // DECISIONS #5: the spec's GET stays (bearer header required), and POST is what the client uses.
  const request: RouterMiddleware = async (ctx) => {
    if (ctx.method === 'POST') parseInput(emptyInputSchema, ctx.request.body);
    await deactivation.request(currentAuth(ctx));
    ctx.body = { ok: true };
  };
  router.get('/user/request-deactivation-account', auth, request);
  router.post('/user/request-deactivation-account', auth, request);

  router.delete('/user/verify-deactivation-code', auth, async (ctx) => {
    const { code } = parseInput(deactivationCodeInputSchema, ctx.request.body);
    await deactivation.confirm(currentAuth(ctx), code);
    ctx.body = { status: 'deactivated' };
  });
}
