import { Router } from '@koa/router';
import Koa from 'koa';
import type { AppContext, AppPlatform, AuthedContext } from './app-context.js';
import { answerEnvelope } from './http/answer-envelope.js';
import { jsonBody } from './http/json-body.js';
import { rememberRouteMatches } from './http/route-match-memo.js';
import { securityHeaders } from './http/security-headers.js';
import { clientInlineScriptSources } from './http/inline-script-hashes.js';
import { staticFiles } from './http/static-files.js';
import { createAccountsModule } from './modules/accounts/module.js';
import { auditLogRepo } from './modules/admin/audit-log.js';
import { auditSwitchedWrites } from './modules/admin/audit-middleware.js';
import { registerBackgroundAdminRoutes } from './modules/admin/background-routes.js';
import { registerAdminRoutes } from './modules/admin/routes.js';
import { serveFiles } from './modules/files/routes.js';
import { openFileStore } from './platform/files/open-file-store.js';
import { memoryRateLimiter, type RateLimiter } from './platform/rate-limit/rate-limiter.js';
import { storeRateLimiter } from './platform/rate-limit/store-rate-limiter.js';
import { registerConfigRoutes } from './modules/config/routes.js';
import { registerDevRoutes } from './modules/dev/routes.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { createListingsModule } from './modules/listings/module.js';
import { createUploadsModule } from './modules/uploads/module.js';
import { createTaxonomyModule } from './modules/taxonomy/module.js';
import { createContactModule } from './modules/contact/module.js';
import { createFeaturedModule } from './modules/featured/module.js';
import { createPaymentsModule, type PaymentsModule, type PaymentsPlatform } from './modules/payments/module.js';
import { WEBHOOK_PATH } from './modules/payments/webhook-route.js';
import { createStripeClient } from './platform/payments/stripe-client.js';
import { createRealtime } from './platform/realtime/create-realtime.js';
import type { HintDocumentSlot } from './platform/realtime/realtime-listeners.js';
import { hintDocumentView } from './modules/sync/hint-documents.js';
import { Outbox } from './platform/events/outbox.js';
import { JobScheduler } from './platform/jobs/job-scheduler.js';
import { StoreLocks } from './platform/locks/store-locks.js';
import type { RealtimeHub } from './platform/realtime/realtime-hub.js';
import { createPushModule } from './modules/push/module.js';
import { createMetricsModule } from './modules/metrics/module.js';
import { createFeedsModule } from './modules/feeds/module.js';
import { createReviewsModule } from './modules/reviews/module.js';
import { createMessagesModule } from './modules/messages/module.js';
import { createSavedListingsModule } from './modules/saved-listings/module.js';
import { createRentalsModule, type RentalsModule } from './modules/rentals/module.js';
import { createSyncModule } from './modules/sync/module.js';
import { createOutboxModule } from './modules/sync/outbox-module.js';
import { stripeJsStandIn } from './platform/payments/stripe-js-stand-in.js';

export interface BuiltApp {
  koa: Koa;
  context: AuthedContext;
  /** The ws hub; the caller attaches it to its HTTP server and closes it on shutdown. */
  realtime: RealtimeHub;
  /** The /api router, so tests can walk every route (method and path). */
  api: Router;
  /** The payments module when Stripe is configured (main seeds the demo payments through it). */
  payments: PaymentsModule | null;
  /** The rentals module (main seeds the demo rentals through it, after the demo payments). */
  rentals: RentalsModule;
}

/** The payments module's Stripe from config: test mode with test keys or the emulator. */
function stripePlatform(base: AppContext): PaymentsPlatform | null {
  const stripe = createStripeClient(base.config.stripe);
  if (!stripe) return null;
  const { secretKey, webhookSecret, emulatorUrl } = base.config.stripe;
  // Without a signing secret no webhook verifies (answers 400); the daily reconciliation still converges.
  if (!webhookSecret) console.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks will be refused');
  return { stripe, webhookSecret: webhookSecret ?? '', testMode: emulatorUrl !== null || (secretKey ?? '').startsWith('sk_test_') };
}

/**
 * Builds the Koa app on the given platform adapters (used by main and by API tests). Jobs and
 * the outbox dispatcher are built and their handlers registered here but never started: main.ts
 * starts them, tests drive them with `context.jobs.tick()` and `context.outbox.drain()`.
 * Order: answer envelope (locale, error model, then compression of /api answers, cache policy and security headers) → audit of switched writes → /api routes →
 * uploaded files (/files) → built client with SPA fallback.
 */
/** Limits hold across app instances on MongoDB (ARCHITECTURE §7); the embedded store is one process. */
async function defaultRateLimiter(platform: AppPlatform): Promise<RateLimiter> {
  if (platform.store.kind !== 'mongodb') return memoryRateLimiter(() => platform.clock.now());
  const limiter = storeRateLimiter(platform.store, platform.clock);
  await limiter.init();
  return limiter;
}

export async function buildApp(
  platform: AppPlatform & {
    /**
     * Stripe for the payments module; by default the SDK client made from `config.stripe` (real
     * keys or the local emulator). Without Stripe, payment calls are not served and the featured
     * checkout answers 503 payments_unavailable.
     */
    payments?: PaymentsPlatform | null;
  },
): Promise<BuiltApp> {
  const base: AppContext = {
    ...platform,
    rateLimiter: platform.rateLimiter ?? (await defaultRateLimiter(platform)),
    jobs: platform.jobs ?? new JobScheduler({ store: platform.store, clock: platform.clock }),
    outbox: platform.outbox ?? new Outbox({ store: platform.store, clock: platform.clock }),
    locks: platform.locks ?? new StoreLocks(platform.store, platform.clock),
  };
  await base.jobs.init();
  await base.outbox.init();
  const files = openFileStore(base.config.dataDir, base.store);
  const accounts = createAccountsModule(base, files);
  await accounts.init();
  const audit = auditLogRepo(base.store);
  await audit.init();
  const context: AuthedContext = { ...base, authenticator: accounts.authenticator, files };
  // The written documents ride ahead of ws hints once the replicated collections exist (below).
  const hintDocuments: HintDocumentSlot = { view: null };
  const realtime = await createRealtime(context, { hintDocuments });
  const listings = createListingsModule(context);
  await listings.init();
  const uploads = createUploadsModule(context, files);
  await uploads.init();
  const taxonomy = createTaxonomyModule(context);
  await taxonomy.init();
  const contact = createContactModule(context);
  await contact.init();
  const clientOutbox = createOutboxModule(context);
  await clientOutbox.init();
  const messages = createMessagesModule(context, clientOutbox.kinds);
  await messages.init();
  const savedListings = createSavedListingsModule(context);
  await savedListings.init();
  const paymentsPlatform = platform.payments === undefined ? stripePlatform(base) : platform.payments;
  const payments = paymentsPlatform ? createPaymentsModule(context, accounts, paymentsPlatform) : null;
  await payments?.init();
  const featured = createFeaturedModule(context, payments?.promotions);
  await featured.init();
  const push = createPushModule(context, {
    isViewingThread: (userId, threadId) => realtime.isViewingThread(userId, threadId),
    isSessionLive: async (sessionId) => (await accounts.sessions.findUsable(sessionId, base.clock.now())) !== null,
  });
  await push.init();
  const rentals = createRentalsModule(context, { accounts, payments, outboxKinds: clientOutbox.kinds, sender: messages.sender, notifyUser: push.notifyUser });
  await rentals.init();
  // Who may review: the rentals module answers (a tenant with, or who had, a rental from that lister).
  const reviews = createReviewsModule(context, { rentals: rentals.rentalHistory });
  await reviews.init();
  const syncAdapters = [...messages.syncAdapters, clientOutbox.syncAdapter, ...savedListings.syncAdapters, ...rentals.syncAdapters];
  const sync = createSyncModule(context, syncAdapters);
  hintDocuments.view = hintDocumentView(syncAdapters);

  const api = new Router({ prefix: '/api' });
  registerHealthRoutes(api, context);
  registerConfigRoutes(api, context);
  accounts.register(api);
  registerAdminRoutes(api, context, accounts, audit);
  registerBackgroundAdminRoutes(api, context);
  listings.register(api);
  uploads.register(api);
  taxonomy.register(api);
  contact.register(api);
  featured.register(api);
  payments?.register(api);
  createMetricsModule(context).register(api);
  createFeedsModule(context).register(api);
  reviews.register(api);
  messages.register(api);
  savedListings.register(api);
  rentals.register(api);
  sync.register(api);
  push.register(api);
  registerDevRoutes(api, context);

  const koa = new Koa({ proxy: base.config.trustProxy });
  // Development with the Stripe emulator: the browser reaches it (Stripe.js stand-in, 3-D Secure frame).
  const stripeEmulatorOrigin = base.config.env !== 'production' && base.config.stripe.emulatorUrl ? new URL(base.config.stripe.emulatorUrl).origin : undefined;
  // Language, error answers, compression, cache policy and security headers: one layer (answer-envelope.ts).
  const inlineScripts = clientInlineScriptSources(base.config.clientDist);
  koa.use(answerEnvelope(securityHeaders(base.config.env === 'production', { mapTilesUrl: base.config.mapTilesUrl, stripeEmulatorOrigin, inlineScripts })));
  // The Stripe webhook reads its raw body itself: the signature covers the exact bytes.
  koa.use((ctx, next) => (ctx.path.startsWith('/api/') && ctx.path !== WEBHOOK_PATH ? jsonBody(ctx, next) : next()));
  koa.use(auditSwitchedWrites(audit, base.clock));
  // Every route is registered by now.
  rememberRouteMatches(api);
  koa.use(api.routes());
  koa.use(api.allowedMethods());
  koa.use(serveFiles(files));
  if (stripeEmulatorOrigin) koa.use(stripeJsStandIn());
  koa.use(staticFiles(base.config.clientDist));
  koa.on('error', (err: Error & { status?: number }) => {
    // Client aborts and parse errors are answered by the answer envelope (answerError); only log what is unexpected.
    if (!err.status || err.status >= 500) console.error('[koa]', err.message);
  });
  return { koa, context, realtime, api, payments, rentals };
}
