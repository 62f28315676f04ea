import type { AuthedContext } from '../../app-context.js';
import type { UsersRepo } from '../accounts/users-repo.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { RentalLedger } from './rental-ledger.js';
import type { RentalsCollections } from './rentals-collections.js';
import type { RentalAlerts } from './rental-alerts.js';
import { isoAt } from '../../platform/clock.js';

/** What the rentals commands share; built once by the module. */
export interface RentalsDeps {
  app: AuthedContext;
  users: UsersRepo;
  listings: ListingsRepo;
  col: RentalsCollections;
  ledger: RentalLedger;
  /** The payments module's deps (Stripe, customers' cards, connected accounts, idempotency keys); null without Stripe. */
  payments: PaymentsDeps | null;
  alerts: RentalAlerts;
}

export { isoAt };
/** The UTC calendar date of a time, `YYYY-MM-DD`. */
export const dateAt = (ms: number): string => isoAt(ms).slice(0, 10);
