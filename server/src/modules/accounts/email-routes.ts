import type { Router, RouterMiddleware } from '@koa/router';
import { resendVerificationInputSchema, updateEmailInputSchema, verifyTokenInputSchema } from '@crashpad/sync';
import { currentAuth } from '../../http/auth.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import { emailService } from './email-service.js';
import type { AccountsRouteKit } from './route-kit.js';
import { emptyInputSchema } from './session-routes.js';

/** E-mail verification, resending it, and changing the address. */
export function registerEmailRoutes(router: Router, kit: AccountsRouteKit): void {
  const { deps, auth, now } = kit;
  const emails = emailService(deps);

  // One link works on both paths: a link for the current address verifies it, one for a
  // pending new address switches to it.
  const verify: RouterMiddleware = async (ctx) => {
    const { token } = parseInput(verifyTokenInputSchema, ctx.request.body);
    ctx.body = await emails.verify(token);
  };
  router.post('/verify-token-email', verify);
  router.post('/verify-token-new-email', verify);

  router.post('/email/resend', rateLimit('email-resend', deps.app.config.rateLimits.forgot, now), async (ctx) => {
    const { email } = parseInput(resendVerificationInputSchema, ctx.request.body);
    await emails.resend(email);
    ctx.body = { ok: true };
  });

  router.post('/verify-email', auth, async (ctx) => {
    parseInput(emptyInputSchema, ctx.request.body);
    await emails.resendForCaller(currentAuth(ctx));
    ctx.body = { ok: true };
  });

  router.post('/user/update-email', auth, async (ctx) => {
    const result = await emails.requestChange(currentAuth(ctx), parseInput(updateEmailInputSchema, ctx.request.body));
    ctx.body = { ok: true, ...result };
  });
}
