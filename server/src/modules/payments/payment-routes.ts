import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import {
  autopayInputSchema,
  customLinkQuerySchema,
  emptyInputSchema,
  type Language,
  noQuerySchema,
  payoutConfigInputSchema,
  savePaymentMethodInputSchema,
  setupCustomerInputSchema,
  setupIntentInputSchema,
  subscriptionInputSchema,
  translateShared,
  updateCardInputSchema,
} from '@crashpad/sync';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { PaymentsServices } from './module.js';

/** Money answers are never cached. */
const noStore: Middleware = async (ctx, next) => {
  await next();
  ctx.set('Cache-Control', 'no-store');
};

/** Spec 1 §7 payment calls (`/stripe/…`), plans, my services, payouts and lister settings. Thin: parse, call, answer. */
export function registerPaymentRoutes(router: Router, auth: Middleware, s: PaymentsServices): void {
  router.post('/stripe/setup-customer', auth, noStore, async (ctx) => {
    parseInput(setupCustomerInputSchema, ctx.request.body);
    ctx.body = await s.cards.setupCustomer(currentAuth(ctx));
  });
  router.post('/stripe/setup-intent', auth, noStore, async (ctx) => {
    parseInput(setupIntentInputSchema, ctx.request.body);
    ctx.body = await s.cards.setupIntent(currentAuth(ctx));
  });
  router.post('/stripe/save-payment-method', auth, noStore, async (ctx) => {
    ctx.body = await s.cards.save(currentAuth(ctx), parseInput(savePaymentMethodInputSchema, ctx.request.body));
  });
  router.post('/stripe/remove-payment-method', auth, noStore, async (ctx) => {
    parseInput(emptyInputSchema, ctx.request.body);
    const out = await s.cards.remove(currentAuth(ctx));
    ctx.body = { ...out, message: translateShared(ctx.state.locale as Language, out.message) };
  });
  router.post('/stripe/update-card', auth, noStore, async (ctx) => {
    ctx.body = await s.cards.updateExpiry(currentAuth(ctx), parseInput(updateCardInputSchema, ctx.request.body));
  });
  router.get('/stripe/card', auth, noStore, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = await s.cards.card(currentAuth(ctx));
  });

  router.post('/user/subscription', auth, noStore, async (ctx) => {
    const input = parseInput(subscriptionInputSchema, ctx.request.body);
    ctx.body = await s.plans.subscribe(currentAuth(ctx), input.user_plan);
  });
  router.post('/user/renew-subscription', auth, noStore, async (ctx) => {
    const input = parseInput(subscriptionInputSchema, ctx.request.body);
    ctx.body = await s.plans.renew(currentAuth(ctx), input.user_plan);
  });

  router.get('/account-service', auth, noStore, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = { data: await s.services(currentAuth(ctx), ctx.state.locale as Language) };
  });

  router.get('/stripe/account', auth, noStore, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = { account: await s.payouts.account(currentAuth(ctx)) };
  });
  router.get('/stripe/dashboard-link', auth, noStore, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = { account_link: await s.payouts.dashboardLink(currentAuth(ctx)) };
  });
  router.get('/stripe/get-custom-link', auth, noStore, async (ctx) => {
    const query = parseInput(customLinkQuerySchema, ctx.query);
    ctx.body = { account_link: await s.payouts.customLink(currentAuth(ctx), query.type) };
  });
  router.put('/lister/settings/autopay', auth, noStore, async (ctx) => {
    const input = parseInput(autopayInputSchema, ctx.request.body);
    ctx.body = { user: await s.payouts.setAutopay(currentAuth(ctx), input.status) };
  });
  router.get('/lister/settings/payout-config', auth, noStore, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = s.payouts.payoutConfigs(currentAuth(ctx));
  });
  router.put('/lister/settings/payout-config', auth, noStore, async (ctx) => {
    const input = parseInput(payoutConfigInputSchema, ctx.request.body);
    ctx.body = { user: await s.payouts.setPayoutConfig(currentAuth(ctx), input.config_id) };
  });
}
