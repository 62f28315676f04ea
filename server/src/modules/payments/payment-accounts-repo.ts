import type { CardStatus, PayoutAccount } from '@crashpad/sync';
import type { Doc, Store } from '../../platform/store/types.js';
import type { ProductKey } from './price-catalogue.js';

/** The default card as Stripe last described it. */
export interface StoredCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  status: CardStatus;
  expiring_soon: boolean;
}

/**
 * Server-only Stripe state of one user (`_id` is the user id). The user document carries the
 * public markers (customer_id, payment_method, acc_stripe, plan, status, expire_at); this keeps
 * what only the payments module reads.
 */
export type PaymentAccountDoc = Doc & {
  customer_id: string | null;
  /** Bumped when Stripe lost the customer and a new one was made (new idempotency key). */
  customer_generation: number;
  card: StoredCard | null;
  /** The lister's yearly plan subscription. */
  subscription_id: string | null;
  subscription_plan: ProductKey | null;
  subscription_status: string | null;
  connect_account_id: string | null;
  connect: Omit<PayoutAccount, 'id' | 'status'> | null;
  updated_at: string;
};

const empty = (userId: string, now: string): PaymentAccountDoc => ({
  _id: userId,
  customer_id: null,
  customer_generation: 0,
  card: null,
  subscription_id: null,
  subscription_plan: null,
  subscription_status: null,
  connect_account_id: null,
  connect: null,
  updated_at: now,
});

export function paymentAccountsRepo(store: Store) {
  const c = store.collection<PaymentAccountDoc>('payment_accounts');
  return {
    collection: c,
    async init() {
      await c.createIndex({ customer_id: 1 }, { sparse: true });
      await c.createIndex({ subscription_id: 1 }, { sparse: true });
      await c.createIndex({ connect_account_id: 1 }, { sparse: true });
    },
    async get(userId: string): Promise<PaymentAccountDoc> {
      return (await c.findOne({ _id: userId })) ?? empty(userId, new Date(0).toISOString());
    },
    byCustomer: (customerId: string) => c.findOne({ customer_id: customerId }),
    byConnectAccount: (accountId: string) => c.findOne({ connect_account_id: accountId }),
    /** Sets fields, creating the record on first use; returns it. */
    async set(userId: string, fields: Partial<Omit<PaymentAccountDoc, '_id'>>, now: string): Promise<PaymentAccountDoc> {
      const { updated_at: _ignored, ...defaults } = empty(userId, now);
      const setOnInsert = Object.fromEntries(Object.entries(defaults).filter(([k]) => k !== '_id' && !(k in fields)));
      const doc = await c.findOneAndUpdate({ _id: userId }, { $set: { ...fields, updated_at: now }, $setOnInsert: setOnInsert }, { upsert: true, returnDocument: 'after' });
      return doc as PaymentAccountDoc;
    },
    /** Cards whose expiry the daily job looks at. */
    withCards: () => c.find({ card: { $ne: null } }),
    withSubscriptions: () => c.find({ subscription_id: { $ne: null } }),
  };
}
export type PaymentAccountsRepo = ReturnType<typeof paymentAccountsRepo>;
