import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.js';
import type { SessionIssuer } from '../accounts/session-issuer.js';
import type { SessionsRepo } from '../accounts/sessions-repo.js';
import type { UsersRepo } from '../accounts/users-repo.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import type { PriceIds } from './ensure-prices.js';
import type { LedgerRepo } from './ledger-repo.js';
import type { OperationsRepo } from './operations-repo.js';
import type { PaymentAccountsRepo } from './payment-accounts-repo.js';
import type { PromotionsRepo } from './promotions-repo.js';

/** What the payments services share; built once by the module. */
export interface PaymentsDeps {
  app: AppContext;
  stripe: Stripe;
  /** Stripe price ids by catalogue key: ensured at start-up, and again on use if that failed. */
  prices(): Promise<PriceIds>;
  /** Test keys or the local emulator: Stripe's `pm_card_*` test ids are accepted. */
  testMode: boolean;
  users: UsersRepo;
  sessions: SessionsRepo;
  issuer: SessionIssuer;
  listings: ListingsRepo;
  accounts: PaymentAccountsRepo;
  ledger: LedgerRepo;
  operations: OperationsRepo;
  promotions: PromotionsRepo;
  /** One money operation per user at a time across instances (the platform's store lock). */
  lock: { with<T>(key: string, fn: () => Promise<T>): Promise<T> };
  /**
   * PaymentIntents of other modules, by their metadata `crashpad_area` (rentals: deposits, rent,
   * payment requests): the webhook hands such an intent, re-read from Stripe, to its area's handler.
   */
  intentAreas: Map<string, (intent: Stripe.PaymentIntent) => Promise<boolean>>;
  /** Refunds of such an intent's charge (charge.refunded, charge.refund.updated), with Stripe's refunds of the charge, go to its area's handler. */
  refundAreas: Map<string, RefundAreaHandler>;
}

/** An area's booking of the refunds of one of its charges: the charge, its PaymentIntent and its refunds, all re-read from Stripe. */
export type RefundAreaHandler = (refunded: { charge: Stripe.Charge; intent: Stripe.PaymentIntent; refunds: Stripe.Refund[] }) => Promise<boolean>;

export { isoNow } from '../../platform/clock.js';
