import type { Router } from '@koa/router';
import type Stripe from 'stripe';
import type { AccountServiceRow, Language } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware, type AuthState } from '../../http/auth.js';
import type { AccountsModule } from '../accounts/module.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { toServiceRow } from './account-services.js';
import { cardsService } from './cards-service.js';
import { seedDemoPayments } from './demo-payments.js';
import { ensurePrices, type PriceIds } from './ensure-prices.js';
import { ledgerRepo } from './ledger-repo.js';
import { operationsRepo } from './operations-repo.js';
import { paymentAccountsRepo } from './payment-accounts-repo.js';
import { expiringCardsJob, reconcileJob } from './payment-jobs.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerReceiptMail } from './receipt-mail.js';
import type { PaymentsDeps, RefundAreaHandler } from './payments-deps.js';
import { payoutsService } from './payouts-service.js';
import { plansService } from './plans-service.js';
import { promotionsRepo } from './promotions-repo.js';
import { promotionsService } from './promotions-service.js';
import { webhookEventsRepo } from './webhook-events-repo.js';
import { registerWebhookRoute } from './webhook-route.js';

/** The Stripe client and secrets the module runs on (real keys, or the local emulator). */
export interface PaymentsPlatform {
  stripe: Stripe;
  webhookSecret: string;
  /** Test keys or the emulator: Stripe's `pm_card_*` test ids are accepted. */
  testMode: boolean;
}

export function createPaymentsModule(app: AuthedContext, accounts: AccountsModule, platform: PaymentsPlatform) {
  let prices: Promise<PriceIds> | null = null;
  /** Memoised on success; a failure (Stripe unreachable at start) is retried by the next caller. */
  const ensure = (): Promise<PriceIds> => {
    prices ??= ensurePrices(platform.stripe).catch((err: unknown) => {
      prices = null;
      throw err;
    });
    return prices;
  };
  const deps: PaymentsDeps = {
    app,
    stripe: platform.stripe,
    prices: ensure,
    testMode: platform.testMode,
    users: accounts.users,
    sessions: accounts.sessions,
    issuer: accounts.issuer,
    listings: listingsRepo(app.store),
    accounts: paymentAccountsRepo(app.store),
    ledger: ledgerRepo(app.store),
    operations: operationsRepo(app.store),
    promotions: promotionsRepo(app.store),
    // 20 parallel checkouts by one user wait their turn (up to 90 s) instead of failing.
    lock: { with: (key, fn) => app.locks.withLock(key, { ttlMs: 60_000, waitMs: 90_000 }, () => fn()) },
    intentAreas: new Map(),
    refundAreas: new Map(),
  };
  const events = webhookEventsRepo(app.store);
  const cards = cardsService(deps);
  const plans = plansService(deps);
  const promotions = promotionsService(deps);
  const payouts = payoutsService(deps);

  /** GET /account-service: the ledger rows of the caller only. */
  async function services(auth: AuthState, locale: Language): Promise<AccountServiceRow[]> {
    const rows = await deps.ledger.forUser(auth.user._id);
    const listingIds = [...new Set(rows.map((r) => r.listing_id).filter((x): x is string => x !== null))];
    const listings = listingIds.length ? await deps.listings.collection.find({ _id: { $in: listingIds } }) : [];
    const titles = new Map(listings.map((l) => [l._id, String(l.title ?? '')]));
    const now = app.clock.now();
    return rows.map((r) => toServiceRow(r, locale, now, r.listing_id ? (titles.get(r.listing_id) ?? null) : null));
  }

  const servicesApi = { cards, plans, promotions, payouts, services };
  return {
    deps,
    events,
    /** A module's PaymentIntents (metadata `crashpad_area`) go to its handler when Stripe reports them. */
    registerIntentArea(area: string, handler: (intent: Stripe.PaymentIntent) => Promise<boolean>) {
      deps.intentAreas.set(area, handler);
    },
    /** Refunds of a module's charges (same `crashpad_area`) go to its handler when Stripe reports them. */
    registerRefundArea(area: string, handler: RefundAreaHandler) {
      deps.refundAreas.set(area, handler);
    },
    ...servicesApi,
    async init() {
      await Promise.all([deps.accounts.init(), deps.ledger.init(), deps.operations.init(), deps.promotions.init(), events.init()]);
      // Stripe being unreachable must not stop the app: one-off charges need no price, and the
      // next subscription checkout tries again.
      await ensure().catch((err: unknown) => console.warn(`[payments] Stripe prices not ensured at start: ${(err as Error).message}`));
      registerReceiptMail(app, deps.users, deps.ledger);
      app.jobs.register(reconcileJob(deps));
      app.jobs.register(expiringCardsJob(deps));
    },
    /** Demo data (first start): the demo lister's and seeker's plans paid through Stripe. */
    seedDemo: () => seedDemoPayments(deps, cards, plans),
    register(router: Router) {
      registerPaymentRoutes(router, authMiddleware(app.authenticator), servicesApi);
      registerWebhookRoute(router, deps, events, platform.webhookSecret);
    },
  };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
export type PaymentsServices = Pick<PaymentsModule, 'cards' | 'plans' | 'promotions' | 'payouts' | 'services'>;
