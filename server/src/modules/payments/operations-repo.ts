import { DuplicateKeyError, type Doc, type Store } from '../../platform/store/types.js';

/**
 * A money operation's idempotency key, stored before Stripe is called (`_id` is the key). A
 * retry after a lost answer or a crash finds the pending record and calls Stripe again with the
 * same key, so Stripe replays its first answer instead of charging again. A definite refusal
 * ends the record; the next attempt of the same business operation gets the next `attempt`.
 */
export type OperationDoc = Doc & {
  base_key: string;
  attempt: number;
  user_id: string;
  state: 'pending' | 'succeeded' | 'failed';
  /** The Stripe object the operation made (subscription, PaymentIntent). */
  stripe_id: string | null;
  /** The card it charges: a retry with another card is another attempt (Stripe would refuse the key). */
  payment_method: string | null;
  created_at: string;
  updated_at: string;
};

export function operationsRepo(store: Store) {
  const c = store.collection<OperationDoc>('payment_operations');
  return {
    collection: c,
    init: () => c.createIndex({ base_key: 1, attempt: -1 }),
    /**
     * The operation to run for `baseKey`: the newest one when it is pending or succeeded,
     * else a new pending attempt (after a failure or the first time).
     */
    async open(baseKey: string, userId: string, now: string, paymentMethod: string | null = null): Promise<OperationDoc> {
      for (;;) {
        const [latest] = await c.find({ base_key: baseKey }, { sort: { attempt: -1 }, limit: 1 });
        if (latest && latest.state === 'succeeded') return latest;
        if (latest && latest.state === 'pending' && (latest.payment_method ?? null) === paymentMethod) return latest;
        // A pending attempt with another card is abandoned (its PaymentIntent waits for 3-D Secure
        // that will not come): it ends as failed and the new card gets a new key.
        if (latest && latest.state === 'pending') await c.updateOne({ _id: latest._id, state: 'pending' }, { $set: { state: 'failed', updated_at: now } });
        const attempt = (latest?.attempt ?? 0) + 1;
        const doc: OperationDoc = { _id: `${baseKey}:${attempt}`, base_key: baseKey, attempt, user_id: userId, state: 'pending', stripe_id: null, payment_method: paymentMethod, created_at: now, updated_at: now };
        try {
          await c.insertOne(doc);
          return doc;
        } catch (err) {
          if (!(err instanceof DuplicateKeyError)) throw err;
        }
      }
    },
    byId: (id: string) => c.findOne({ _id: id }),
    finish: (id: string, state: 'succeeded' | 'failed', stripeId: string | null, now: string) =>
      c.updateOne({ _id: id }, { $set: { state, stripe_id: stripeId, updated_at: now } }),
    setStripeId: (id: string, stripeId: string, now: string) => c.updateOne({ _id: id }, { $set: { stripe_id: stripeId, updated_at: now } }),
  };
}
export type OperationsRepo = ReturnType<typeof operationsRepo>;
