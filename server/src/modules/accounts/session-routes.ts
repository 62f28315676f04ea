import type { Router } from '@koa/router';
import { createAccountInputSchema, emailExistsInputSchema, emptyInputSchema, loginInputSchema, loginWithTokenInputSchema, roleOfPlan } from '@crashpad/sync';
import { bearerToken, currentAuth, type AuthState } from '../../http/auth.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import type { AccountsRouteKit } from './route-kit.js';
import { sessionService } from './session-service.js';
import { signupService } from './signup-service.js';

/**
 * The per-client budget of answers that tell whether an address has an account: the e-mail
 * check and the e-mail change draw from the same one (DECISIONS #7).
 */
export const EMAIL_LOOKUP_LIMIT = 'email-exists';

/** Sign-up, e-mail check, login (password and one-time token), logout, session refresh. */
export function registerSessionRoutes(router: Router, kit: AccountsRouteKit): void {
  const { deps, auth } = kit;
  const signup = signupService(deps);
  const sessions = sessionService(deps);
  const limits = deps.app.config.rateLimits;
  const limiter = deps.app.rateLimiter;

  // Issue 7 §1.4/§1.6: throwaway accounts are cheap, so sign-up is limited per client; its 409
  // tells whether an address has an account, so it counts as a lookup of that address too.
  router.post('/accounts', rateLimit('signup', limits.signup, limiter), async (ctx) => {
    const input = parseInput(createAccountInputSchema, ctx.request.body);
    await deps.addressLimits.lookup(input.email);
    ctx.status = 201;
    ctx.body = await signup.signup(input, ctx.state.locale);
  });

  // DECISIONS #9: both paths, one implementation and one shared limit (DECISIONS #7).
  const emailExistsLimit = rateLimit(EMAIL_LOOKUP_LIMIT, limits.emailExists, limiter);
  for (const path of ['/email-exists', '/user/exists']) {
    router.post(path, emailExistsLimit, kit.optionalAuth, async (ctx) => {
      const { email } = parseInput(emailExistsInputSchema, ctx.request.body);
      await deps.addressLimits.lookup(email);
      const exists = await signup.emailExists(email);
      // spec 3 §3 "Existing-user lookup result": a signed-in lister inviting a tenant also gets the
      // contact fields the invite form fills in (still rate-limited like every lookup). The phone
      // only when its owner shows it to every member (spec 2's rule): a lister typing addresses
      // must not harvest phone numbers.
      const viewer = ctx.state.auth as AuthState | null;
      if (viewer && roleOfPlan(viewer.user.user_plan) === 'lister' && viewer.user.status === 'ACTIVE') {
        const found = exists ? await deps.users.byEmail(email) : null;
        ctx.body = { exists, data: found && found.status !== 'DEACTIVATED' ? { id: found._id, email: found.email, first_name: found.first_name, last_name: found.last_name, phone_number: found.approval_public_phone_user === 1 ? (found.phone_number ?? null) : null, airline: found.airlines ?? null } : null };
        return;
      }
      ctx.body = { exists };
    });
  }

  router.post('/login', rateLimit('login', limits.login, limiter), async (ctx) => {
    ctx.body = await sessions.login(parseInput(loginInputSchema, ctx.request.body));
  });

  router.post('/login-with-token', rateLimit('login-with-token', limits.login, limiter), async (ctx) => {
    const { token } = parseInput(loginWithTokenInputSchema, ctx.request.body);
    ctx.body = await sessions.loginWithToken(token);
  });

  router.post('/user/login-token', auth, async (ctx) => {
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = await sessions.issueLoginToken(currentAuth(ctx));
  });

  router.post('/logout', auth, async (ctx) => {
    parseInput(emptyInputSchema, ctx.request.body);
    await sessions.logout(currentAuth(ctx));
    ctx.body = { ok: true };
  });

  router.get('/checking-account', auth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await sessions.current(currentAuth(ctx), bearerToken(ctx) ?? '');
  });

  router.post('/user/refresh-token', auth, async (ctx) => {
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = await sessions.refresh(currentAuth(ctx));
  });
}
