import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { CONTACT_RATE_MAX, CONTACT_RATE_WINDOW_MS, contactInputSchema, noQuerySchema } from '@crashpad/sync';
import type { AuthState } from '../../http/auth.js';
import { requireAdmin } from '../../http/auth.js';
import { rateLimit } from '../../http/rate-limit.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { parseInput } from '../../http/validate.js';
import type { ContactService } from './contact-service.js';


/** POST /contact (anyone, rate limited per address) and GET /emails (admins). */
export function registerContactRoutes(
  router: Router,
  kit: { auth: Middleware; optionalAuth: Middleware; limiter: RateLimiter; contact: ContactService },
): void {
  const { auth, optionalAuth, limiter, contact } = kit;
  const limit = rateLimit('contact', { max: CONTACT_RATE_MAX, windowMs: CONTACT_RATE_WINDOW_MS }, limiter);

  router.post('/contact', limit, optionalAuth, async (ctx) => {
    const input = parseInput(contactInputSchema, ctx.request.body);
    const user = (ctx.state.auth as AuthState | null)?.user ?? null;
    await contact.submit(input, user?._id ?? null, ctx.state.locale ?? 'en');
    ctx.status = 201;
    ctx.body = { ok: true };
  });

  router.get('/emails', auth, async (ctx) => {
    requireAdmin(ctx);
    parseInput(noQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await contact.perDay() };
  });
}
