import { ulid } from 'ulid';
import { DuplicateKeyError, type Doc, type Store } from '../../platform/store/types.js';
import type { ProductKey } from './price-catalogue.js';

export type LedgerKind = 'charge' | 'refund' | 'fee' | 'failure';

/**
 * One money movement as Stripe confirmed it (or a refused attempt). `entry_key` is unique and
 * derived from the Stripe object (`charge:pi_…`, `charge:in_…`, `failure:in_…:2`), so the
 * synchronous re-read, a webhook and its duplicates all write the same row once.
 */
export interface LedgerFields {
  entry_key: string;
  user_id: string;
  kind: LedgerKind;
  product: ProductKey;
  listing_id: string | null;
  amount_cents: number;
  currency: 'usd';
  status: 'succeeded' | 'failed' | 'refunded';
  stripe: {
    customer: string | null;
    payment_intent: string | null;
    invoice: string | null;
    invoice_number: string | null;
    subscription: string | null;
    charge: string | null;
    refund: string | null;
    connected_account: string | null;
  };
  /** Service fee kept by the platform (rentals, next issue); 0 for plans and boosts. */
  application_fee_cents: number;
  idempotency_key: string | null;
  period_start: string | null;
  expire_at: string | null;
  failure_code: string | null;
  failure_message: string | null;
  created_at: string;
}
export type LedgerDoc = Doc & LedgerFields;

export type NewLedgerEntry = Omit<LedgerFields, 'created_at'> & { created_at?: string };

export function ledgerRepo(store: Store) {
  const c = store.collection<LedgerDoc>('payment_ledger');
  return {
    collection: c,
    async init() {
      await c.createIndex({ entry_key: 1 }, { unique: true });
      await c.createIndex({ user_id: 1, created_at: -1 });
    },
    /** Records the entry once; false when it was already there (a replay or duplicate event). */
    async record(entry: NewLedgerEntry, now: number): Promise<boolean> {
      try {
        await c.insertOne({ ...entry, _id: ulid(now), created_at: entry.created_at ?? new Date(now).toISOString() });
        return true;
      } catch (err) {
        if (err instanceof DuplicateKeyError) return false;
        throw err;
      }
    },
    byKey: (key: string) => c.findOne({ entry_key: key }),
    /**
     * A refund booked as refunded that Stripe failed afterwards (the card was closed; the money is
     * back with the platform). Failed is final: false when the row is missing or already failed.
     */
    async failRefund(key: string, reason: string | null): Promise<boolean> {
      const r = await c.updateOne({ entry_key: key, kind: 'refund', status: 'refunded' }, { $set: { status: 'failed', failure_code: reason } });
      return r.modifiedCount > 0;
    },
    forUser: (userId: string) => c.find({ user_id: userId }, { sort: { created_at: -1, _id: -1 }, limit: 500 }),
    count: (filter: Record<string, unknown> = {}) => c.countDocuments(filter),
  };
}
export type LedgerRepo = ReturnType<typeof ledgerRepo>;
