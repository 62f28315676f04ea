import type { Router } from '@koa/router';
import { forgotInputSchema, resetPasswordInputSchema, updatePasswordInputSchema, verifyTokenInputSchema } from '@crashpad/sync';
import { currentAuth } from '../../http/auth.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import { passwordService } from './password-service.js';
import type { AccountsRouteKit } from './route-kit.js';

/** Forgot, reset (check and use the link) and change password. */
export function registerPasswordRoutes(router: Router, kit: AccountsRouteKit): void {
  const { deps, auth } = kit;
  const passwords = passwordService(deps);

  // DECISIONS #9: both paths share one implementation and one limit; the answer is always ok.
  const forgotLimit = rateLimit('forgot', deps.app.config.rateLimits.forgot, deps.app.rateLimiter);
  for (const path of ['/password-recovery', '/password/email']) {
    router.post(path, forgotLimit, async (ctx) => {
      const { email } = parseInput(forgotInputSchema, ctx.request.body);
      await deps.addressLimits.mail(email);
      // Answer first, work after (see registerAccountWork): the answer cannot depend on the address.
      deps.app.events.emit('password.reset_asked', { email });
      ctx.body = { ok: true };
    });
  }

  router.post('/password-reset/check', async (ctx) => {
    const { token } = parseInput(verifyTokenInputSchema, ctx.request.body);
    ctx.body = { valid: await passwords.checkReset(token) };
  });

  router.post('/password-reset', async (ctx) => {
    await passwords.reset(parseInput(resetPasswordInputSchema, ctx.request.body));
    ctx.body = { ok: true };
  });

  router.post('/user/update-password', auth, async (ctx) => {
    await passwords.change(currentAuth(ctx), parseInput(updatePasswordInputSchema, ctx.request.body));
    ctx.body = { ok: true };
  });
}
