import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { alertSettingsSchema, emptyInputSchema, noQuerySchema, rentalsQuerySchema, transactionsQuerySchema } from '@crashpad/sync';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { RentalsModuleServices } from './module.js';
import { payingUser, rentalParam } from './rental-routes.js';

const user = (ctx: Context) => currentAuth(ctx).user;

/** My Crew, revenue, money (payment requests, manual payments, transactions), Pad Pass and alert settings. */
export function registerCrewRoutes(router: Router, kit: { auth: Middleware; s: RentalsModuleServices }): void {
  const { s } = kit;
  const auth: Middleware = async (ctx, next) => {
    await kit.auth(ctx, async () => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    });
  };

  router.get('/rentals', auth, async (ctx) => {
    ctx.body = await s.queries.crew(user(ctx), parseInput(rentalsQuerySchema, ctx.query));
  });
  router.get('/rental-history', auth, async (ctx) => {
    ctx.body = await s.queries.history(user(ctx), parseInput(rentalsQuerySchema, ctx.query));
  });
  router.get('/rental-history/tenant/:id', auth, async (ctx) => {
    ctx.body = await s.queries.history(user(ctx), parseInput(rentalsQuerySchema, ctx.query), rentalParam(ctx));
  });
  router.get('/lister/tenants/monthly-report', auth, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = await s.queries.monthlyReport(user(ctx));
  });
  router.get('/lister/payments', auth, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = { data: await s.queries.revenue(user(ctx)) };
  });
  router.get('/lister/tenants/export', auth, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    const csv = await s.queries.exportCsv(user(ctx));
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', 'attachment; filename="my-crew.csv"');
    ctx.body = csv;
  });
  for (const path of ['/lister/listings/unrented', '/lister/:lister/listings/unrented']) {
    router.get(path, auth, async (ctx) => {
      parseInput(noQuerySchema, ctx.query);
      ctx.body = await s.queries.unrented(user(ctx));
    });
  }
  router.post('/lister/send-message-to-tenant', auth, async (ctx) => {
    ctx.body = await s.bulk(user(ctx), ctx.request.body, ctx.state.locale);
  });

  router.get('/payment-request', auth, async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.body = { data: await s.requests.list(user(ctx)) };
  });
  router.post('/payment-request', auth, async (ctx) => {
    ctx.status = 201;
    ctx.body = { data: await s.requests.send(user(ctx), ctx.request.body) };
  });
  router.put('/payment-request/:id', auth, async (ctx) => {
    // Paying takes nothing but the id: the amount is the request's own (prices from the server).
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = { data: await s.requests.pay(payingUser(ctx), rentalParam(ctx)) };
  });
  router.delete('/payment-request/:id', auth, async (ctx) => {
    ctx.body = { data: await s.requests.reject(user(ctx), rentalParam(ctx), ctx.request.body) };
  });
  router.get('/transaction', auth, async (ctx) => {
    ctx.body = { data: await s.queries.transactions(user(ctx), parseInput(transactionsQuerySchema, ctx.query)) };
  });
  router.post('/transaction', auth, async (ctx) => {
    ctx.status = 201;
    ctx.body = { data: await s.manual(user(ctx), ctx.request.body) };
  });

  router.get('/lister/listings/:id/pad-pass', auth, async (ctx) => {
    ctx.body = { data: await s.padPass.get(user(ctx), rentalParam(ctx)) };
  });
  router.put('/lister/listings/:id/pad-pass', auth, async (ctx) => {
    ctx.body = { data: await s.padPass.set(user(ctx), rentalParam(ctx), ctx.request.body) };
  });
  router.get('/user/alert-settings', auth, async (ctx) => {
    ctx.body = { data: await s.alerts.getSettings(user(ctx)._id) };
  });
  router.put('/user/alert-settings', auth, async (ctx) => {
    ctx.body = { data: await s.alerts.setSettings(user(ctx)._id, parseInput(alertSettingsSchema, ctx.request.body)) };
  });
}
