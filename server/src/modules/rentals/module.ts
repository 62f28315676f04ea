import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { paymentRequestWireSchema, rentalWireSchema, translateShared, type Language, type PaymentRequestWire, type RentalWire } from '@crashpad/sync';
import type Stripe from 'stripe';
import type { AuthedContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { authMiddleware } from '../../http/auth.js';
import { rateLimit } from '../../http/rate-limit.js';
import type { AccountsModule } from '../accounts/module.js';
import { listingsRepo } from '../listings/listings-repo.js';
import type { SendMessageCommand } from '../messages/send-message.js';
import type { PaymentsModule } from '../payments/module.js';
import type { NotifyUser } from '../push/user-notifier.js';
import type { OutboxKinds } from '../sync/outbox-kinds.js';
import type { SyncAdapter } from '../sync/sync-adapter.js';
import { acceptRentalCommand } from './accept-rental.js';
import { autopayCommands } from './autopay-commands.js';
import { sendBulkMessage } from './bulk-message.js';
import { checkoutCommands } from './checkout-commands.js';
import { registerCrewRoutes } from './crew-routes.js';
import { crewQueries } from './crew-queries.js';
import { seedDemoRentals } from './demo-rentals.js';
import { invitationPages } from './invitation-view.js';
import { inviteLifecycle } from './invite-lifecycle.js';
import { inviteTenantCommand } from './invite-tenant.js';
import { recordManualPayment } from './manual-payments.js';
import { padPassService } from './pad-pass.js';
import { completePaidRequest, paymentRequestsService } from './payment-requests.js';
import { registerPendingInviteRoutes } from './pending-invite-routes.js';
import { rentRunJob } from './rent-run.js';
import { rentalAlerts } from './rental-alerts.js';
import { RENTALS_INTENT_AREA, bookIntent } from './rental-charges.js';
import { rentalHistoryPort } from './rental-history-port.js';
import { rentalLedger } from './rental-ledger.js';
import { bookRefunds } from './rental-refunds.js';
import { registerRentalRoutes } from './rental-routes.js';
import { paymentRequestWire, rentalWire } from './rental-views.js';
import { rentalsCollections, type PaymentRequestDoc, type RentalDoc } from './rentals-collections.js';
import type { RentalsDeps } from './rentals-deps.js';
import { usersRepo } from '../accounts/users-repo.js';

/**
 * Rentals and tenants (spec 3; issue 10): invitations (REST and the outbox kind `invite_tenant`),
 * acceptance with the deposit, autopay and the daily rent run, check-out changes, payment
 * requests, manual payments, My Crew's queries, the Pad Pass, alerts, and the `rentals` and
 * `payment_requests` collections. Owner of the reviews' RentalHistory port.
 */
export function createRentalsModule(
  app: AuthedContext,
  parts: { accounts: AccountsModule; payments: PaymentsModule | null; outboxKinds: OutboxKinds; sender: SendMessageCommand; notifyUser: NotifyUser | null },
) {
  const users = usersRepo(app.store);
  const col = rentalsCollections(app);
  const alerts = rentalAlerts(app, users, parts.notifyUser);
  const deps: RentalsDeps = { app, users, listings: listingsRepo(app.store), col, ledger: rentalLedger(app.store), payments: parts.payments?.deps ?? null, alerts };
  const padPass = padPassService(deps);
  const accept = acceptRentalCommand(deps, padPass);
  const invites = inviteTenantCommand(deps);
  const lifecycle = inviteLifecycle(deps);
  const services = {
    invites,
    lifecycle,
    accept,
    pages: invitationPages(deps, accept, parts.accounts),
    autopay: autopayCommands(deps),
    checkout: checkoutCommands(deps),
    requests: paymentRequestsService(deps),
    queries: crewQueries(deps),
    padPass,
    alerts,
    manual: (user: Parameters<typeof recordManualPayment>[1], raw: unknown) => recordManualPayment(deps, user, raw),
    bulk: (user: Parameters<typeof recordManualPayment>[1], raw: unknown, lang: Language) => sendBulkMessage(deps, parts.sender, user, raw, lang),
    text: (ctx: Context, key: string) => translateShared(ctx.state.locale as Language, key),
  };
  parts.outboxKinds.register('invite_tenant', { carryOut: invites.carryOut });
  parts.outboxKinds.register('update_invite', { carryOut: invites.carryOutUpdate });
  parts.outboxKinds.register('cancel_invite', { carryOut: lifecycle.carryOutCancel });
  parts.outboxKinds.register('resend_invite', { carryOut: lifecycle.carryOutResend });

  const rentalsAdapter: SyncAdapter<RentalDoc, RentalWire> = {
    name: 'rentals',
    wireSchema: rentalWireSchema,
    feed: col.rentals,
    scope: (userId) => ({ participants: userId }),
    toWire: rentalWire,
    // Pull-only: every change is a command.
    push: () => Promise.reject(new AppError('forbidden')),
  };
  const requestsAdapter: SyncAdapter<PaymentRequestDoc, PaymentRequestWire> = {
    name: 'payment_requests',
    wireSchema: paymentRequestWireSchema,
    feed: col.requests,
    scope: (userId) => ({ participants: userId }),
    toWire: paymentRequestWire,
    push: () => Promise.reject(new AppError('forbidden')),
  };

  /** A rental PaymentIntent Stripe reports (webhook): booked once by `charge:{pi}` and `fee:{pi}`. */
  async function onIntent(intent: Stripe.PaymentIntent): Promise<boolean> {
    const rental = await col.rentals.get(intent.metadata?.crashpad_rental ?? '');
    if (!rental) return false;
    const booked = await bookIntent(deps, rental, intent);
    // A paid request whose payer's answer was lost is completed from what Stripe confirmed.
    const request = intent.status === 'succeeded' ? intent.metadata?.crashpad_request : '';
    const completed = request ? (await completePaidRequest(deps, request)) !== null : false;
    return booked || completed;
  }

  /** Refunds of a rental charge Stripe reports (charge.refunded, charge.refund.updated): booked once each by `refund:{re}`. */
  async function onRefunds(refunded: Parameters<typeof bookRefunds>[2]): Promise<boolean> {
    const rental = await col.rentals.get(refunded.intent.metadata?.crashpad_rental ?? '');
    return rental ? bookRefunds(deps, rental, refunded) : false;
  }

  return {
    deps,
    services,
    rentalHistory: rentalHistoryPort(col),
    syncAdapters: [rentalsAdapter, requestsAdapter] as unknown as SyncAdapter[],
    async init() {
      await col.init();
      await deps.ledger.init();
      alerts.init();
      // A sign-up through the e-mail/vcode page takes over the invitation it came from.
      app.events.on('account.created', ({ userId }) => services.pages.linkSignedUp(userId));
      parts.payments?.registerIntentArea(RENTALS_INTENT_AREA, onIntent);
      parts.payments?.registerRefundArea(RENTALS_INTENT_AREA, onRefunds);
      app.jobs.register(rentRunJob(deps));
    },
    /** Demo data at first start (after the demo payments): rentals made through the real commands. */
    seedDemo: () => seedDemoRentals(deps, services),
    register(router: Router) {
      const auth = authMiddleware(app.authenticator);
      const signupLimit = rateLimit('signup', app.config.rateLimits.signup, app.rateLimiter);
      registerRentalRoutes(router, { auth, s: services, now: () => app.clock.now(), signupLimit });
      registerCrewRoutes(router, { auth, s: services });
      registerPendingInviteRoutes(router, app);
    },
  };
}
export type RentalsModule = ReturnType<typeof createRentalsModule>;
export type RentalsModuleServices = RentalsModule['services'];
