import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { ulid } from 'ulid';
import { acceptRentalInputSchema, checkInviteQuerySchema, rentalCommandInputSchema, tokenField } from '@crashpad/sync';
import * as v from 'valibot';
import { AppError } from '../../http/app-error.js';
import { currentAuth } from '../../http/auth.js';
import { forbidSwitched } from '../accounts/guards.js';
import { parseInput } from '../../http/validate.js';
import type { RentalsModuleServices } from './module.js';

const ID = /^[0-9A-Za-z_-]{1,64}$/;
export const rentalParam = (ctx: Context): string => {
  const id = String(ctx.params.id ?? '');
  if (!ID.test(id)) throw new AppError('not_found');
  return id;
};
const tokenParam = (ctx: Context): string => {
  const parsed = v.safeParse(tokenField, ctx.params.token ?? '');
  if (!parsed.success) throw new AppError('invite_invalid');
  return parsed.output;
};
const user = (ctx: Context) => currentAuth(ctx).user;
/**
 * The caller, who must not be an admin switched into the user (DECISIONS #8: a switched session
 * touches no payment method): accepting an invitation agrees to its terms and may charge the
 * deposit, accepting autopay lets the app charge the card monthly, paying a request charges it.
 */
export const payingUser = (ctx: Context) => {
  forbidSwitched(currentAuth(ctx));
  return user(ctx);
};

/**
 * The rental calls of spec 3 §7 (tenant and lister sides of one rental). Routes are thin: parse,
 * one command, the rental as replicated. Every answer is per user (`no-store`).
 */
export function registerRentalRoutes(router: Router, kit: { auth: Middleware; s: RentalsModuleServices; now: () => number; signupLimit: Middleware }): void {
  const { s } = kit;
  const auth: Middleware = async (ctx, next) => {
    await kit.auth(ctx, async () => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    });
  };

  router.post('/rental/invite', auth, async (ctx) => {
    ctx.status = 201;
    ctx.body = { data: await s.invites.invite(user(ctx), ctx.request.body, ulid(kit.now())) };
  });
  router.put('/rental/:id', auth, async (ctx) => {
    ctx.body = { data: await s.invites.update(user(ctx), rentalParam(ctx), ctx.request.body) };
  });
  router.post('/rental/:id/resend-invite', auth, async (ctx) => {
    parseInput(rentalCommandInputSchema, ctx.request.body);
    ctx.body = { data: await s.lifecycle.resend(user(ctx), rentalParam(ctx)), message: s.text(ctx, 'rentals.invite_resent') };
  });
  router.post('/rental/:id/cancel-invite', auth, async (ctx) => {
    parseInput(rentalCommandInputSchema, ctx.request.body);
    ctx.body = { data: await s.lifecycle.cancel(user(ctx), rentalParam(ctx)) };
  });
  router.post('/rental/:id/decline', auth, async (ctx) => {
    parseInput(rentalCommandInputSchema, ctx.request.body);
    ctx.body = { data: await s.lifecycle.decline(user(ctx), rentalParam(ctx)) };
  });

  // The invitation link (public until acceptance, which needs the bearer header: DECISIONS #5, #6).
  router.get('/rental/token/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = { data: await s.pages.view(tokenParam(ctx)) };
  });
  router.get('/rental/check-invite', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { email, vcode } = parseInput(checkInviteQuerySchema, ctx.query);
    ctx.body = await s.pages.checkInvite(email, vcode);
  });
  // Account creation draws from the sign-up budget per client, like POST /accounts (issue 7 §1.4).
  router.post('/rental/register', kit.signupLimit, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await s.pages.register(ctx.request.body, ctx.state.locale);
  });
  router.get('/rental/accept', auth, async (ctx) => {
    const tenant = payingUser(ctx);
    const { token } = parseInput(acceptRentalInputSchema, { token: ctx.query.token });
    ctx.body = await s.accept.acceptByToken(tenant, token);
  });
  router.post('/rental/accept', auth, async (ctx) => {
    const tenant = payingUser(ctx);
    const { token } = parseInput(acceptRentalInputSchema, ctx.request.body);
    ctx.body = await s.accept.acceptByToken(tenant, token);
  });
  router.post('/rental/:id/accept', auth, async (ctx) => {
    const tenant = payingUser(ctx);
    parseInput(rentalCommandInputSchema, ctx.request.body);
    ctx.body = await s.accept.acceptById(tenant, rentalParam(ctx));
  });

  router.post('/rental/:id/request-autopay', auth, async (ctx) => {
    ctx.body = { data: await s.autopay.request(user(ctx), rentalParam(ctx), ctx.request.body) };
  });
  for (const [path, action] of [
    ['accept-autopay', 'accept'],
    ['decline-autopay', 'decline'],
    ['disable-autopay', 'disable'],
  ] as const) {
    router.post(`/rental/:id/${path}`, auth, async (ctx) => {
      const caller = action === 'accept' ? payingUser(ctx) : user(ctx);
      parseInput(rentalCommandInputSchema, ctx.request.body);
      ctx.body = { data: await s.autopay[action](caller, rentalParam(ctx)) };
    });
  }

  router.post('/rental/:id/checkout-date', auth, async (ctx) => {
    ctx.body = { data: await s.checkout.request(user(ctx), rentalParam(ctx), ctx.request.body) };
  });
  router.post('/rental/:id/checkout-date/confirm', auth, async (ctx) => {
    parseInput(rentalCommandInputSchema, ctx.request.body);
    ctx.body = { data: await s.checkout.confirm(user(ctx), rentalParam(ctx)) };
  });
  router.post('/rental/:id/checkout', auth, async (ctx) => {
    ctx.body = { data: await s.checkout.checkout(user(ctx), rentalParam(ctx), ctx.request.body) };
  });
  router.put('/rental/:id/update-tenant-note', auth, async (ctx) => {
    ctx.body = { data: await s.checkout.updateNote(user(ctx), rentalParam(ctx), ctx.request.body) };
  });

  // My Rentals: the caller's rentals as tenant.
  router.get('/rental', auth, async (ctx) => {
    ctx.body = { data: await s.queries.mine(user(ctx)) };
  });
}
