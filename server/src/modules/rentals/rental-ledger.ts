import { ulid } from 'ulid';
import { isoAt } from '../../platform/clock.js';
import { DuplicateKeyError, type Doc, type Store } from '../../platform/store/types.js';

export type RentalLedgerKind = 'deposit' | 'rent' | 'payment_request' | 'manual' | 'refund' | 'fee';

/**
 * One money movement of a rental (issue 10 "Transactions and ledger"): every deposit, rent,
 * payment request, manual payment, refund and fee. Stripe rows are written only from what Stripe
 * confirmed; `entry_key` is unique and derived from the Stripe object (`charge:pi_…`, the
 * platform's fee on it `fee:pi_…`, `refund:re_…`, `failure:pi_…:2`) or the manual payment id, so the synchronous path, the webhook and their
 * duplicates write a row once. Kept apart from `payment_ledger` (plans and boosts, keyed by the
 * price catalogue and listed on /account-service) because these rows belong to two users.
 */
export interface RentalLedgerFields {
  entry_key: string;
  rental_id: string;
  booking_reference: string;
  lister_id: string;
  tenant_user_id: string | null;
  listing_id: string;
  location_name: string;
  kind: RentalLedgerKind;
  /** PAYMENT: through Stripe; manual: recorded by the lister. */
  type: 'PAYMENT' | 'manual';
  status: 'paid' | 'pending' | 'failed';
  amount_cents: number;
  /** The platform's 1 % (application fee) of a Stripe payment. */
  fee_cents: number;
  /** `stripe` or the manual payment method. */
  provider: string;
  /** `YYYY-MM` (monthly rent) or the move-in date (prorated first rent); null otherwise. */
  period: string | null;
  payment_intent: string | null;
  payment_request_id: string | null;
  with_deposit: boolean;
  notes: string;
  failure_message: string | null;
  created_at: string;
}
export type RentalLedgerDoc = Doc & RentalLedgerFields;

/** Money a tenant paid the lister (through Stripe or recorded by hand). */
const INCOME_KINDS: ReadonlySet<RentalLedgerKind> = new Set(['deposit', 'rent', 'payment_request', 'manual']);

/**
 * A lister's revenue over paid ledger rows (My Crew's stats, revenue history): what tenants paid,
 * gross (before the platform's 1 % fee, whose own `fee` rows are part of it and so not added),
 * less what was refunded to them.
 */
export function revenueCents(rows: readonly Pick<RentalLedgerFields, 'kind' | 'status' | 'amount_cents'>[]): number {
  let total = 0;
  for (const row of rows) {
    if (row.status !== 'paid') continue;
    if (INCOME_KINDS.has(row.kind)) total += row.amount_cents;
    else if (row.kind === 'refund') total -= row.amount_cents;
  }
  return total;
}

export function rentalLedger(store: Store) {
  const c = store.collection<RentalLedgerDoc>('rental_ledger');
  return {
    collection: c,
    async init() {
      await c.createIndex({ entry_key: 1 }, { unique: true });
      await c.createIndex({ rental_id: 1, created_at: -1 });
      await c.createIndex({ lister_id: 1, created_at: -1 });
    },
    /** Records the entry once; false when it was already there (a replay or duplicate event). */
    async record(entry: Omit<RentalLedgerFields, 'created_at'>, now: number): Promise<boolean> {
      try {
        await c.insertOne({ ...entry, _id: ulid(now), created_at: isoAt(now) });
        return true;
      } catch (err) {
        if (err instanceof DuplicateKeyError) return false;
        throw err;
      }
    },
    byKey: (key: string) => c.findOne({ entry_key: key }),
    /**
     * A refund Stripe now reports settled: a pending one went out (paid) or failed, and a paid one
     * can still fail (Stripe fails a refund it reported succeeded when the card was closed). A
     * row never goes back to pending, and a failed one stays failed.
     */
    async settle(key: string, status: Exclude<RentalLedgerFields['status'], 'pending'>): Promise<boolean> {
      const from = status === 'failed' ? { $in: ['pending', 'paid'] } : 'pending';
      return (await c.updateOne({ entry_key: key, status: from }, { $set: { status } })).modifiedCount > 0;
    },
  };
}
export type RentalLedger = ReturnType<typeof rentalLedger>;
