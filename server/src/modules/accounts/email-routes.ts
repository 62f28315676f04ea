import type { Router, RouterMiddleware } from '@koa/router';
import { emptyInputSchema, resendVerificationInputSchema, updateEmailInputSchema, verifyTokenInputSchema } from '@crashpad/sync';
import { currentAuth } from '../../http/auth.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import { emailService } from './email-service.js';
import type { AccountsRouteKit } from './route-kit.js';
import { EMAIL_LOOKUP_LIMIT } from './session-routes.js';

/** E-mail verification, resending it, and changing the address. */
export function registerEmailRoutes(router: Router, kit: AccountsRouteKit): void {
  const { deps, auth } = kit;
  const emails = emailService(deps);

  // One link works on both paths: a link for the current address verifies it, one for a
  // pending new address switches to it.
  const verify: RouterMiddleware = async (ctx) => {
    const { token } = parseInput(verifyTokenInputSchema, ctx.request.body);
    ctx.body = await emails.verify(token);
  };
  router.post('/verify-token-email', verify);
  router.post('/verify-token-new-email', verify);

  // Resending mails an address that may belong to anyone (an account signed up with someone
  // else's address): per client on both paths, and per target address in the service.
  const resendLimit = rateLimit('email-resend', deps.app.config.rateLimits.forgot, deps.app.rateLimiter);
  router.post('/email/resend', resendLimit, async (ctx) => {
    const { email } = parseInput(resendVerificationInputSchema, ctx.request.body);
    await deps.addressLimits.mail(email);
    deps.app.events.emit('email.resend_asked', { email });
    ctx.body = { ok: true };
  });

  router.post('/verify-email', resendLimit, auth, async (ctx) => {
    parseInput(emptyInputSchema, ctx.request.body);
    await emails.resendForCaller(currentAuth(ctx));
    ctx.body = { ok: true };
  });

  // The 409 of a taken address answers the e-mail check too: same per-client budget.
  router.post('/user/update-email', rateLimit(EMAIL_LOOKUP_LIMIT, deps.app.config.rateLimits.emailExists, deps.app.rateLimiter), auth, async (ctx) => {
    const result = await emails.requestChange(currentAuth(ctx), parseInput(updateEmailInputSchema, ctx.request.body));
    ctx.body = { ok: true, ...result };
  });
}
