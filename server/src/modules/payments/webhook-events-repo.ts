import { DuplicateKeyError, type Doc, type Store } from '../../platform/store/types.js';

/** A Stripe event id seen at the webhook (`_id` is the event id, so it is unique). */
export type WebhookEventDoc = Doc & {
  type: string;
  state: 'processing' | 'done';
  /** ms: a 'processing' claim older than this lease is taken over (the earlier attempt crashed). */
  claimed_at: number;
  processed_at: number | null;
};

const CLAIM_LEASE_MS = 60_000;

export function webhookEventsRepo(store: Store) {
  const c = store.collection<WebhookEventDoc>('stripe_webhook_events');
  return {
    collection: c,
    init: async () => undefined,
    /**
     * Claims the event for processing: 'claimed' the first time (or when an earlier attempt
     * died), 'done' when it was already processed, 'busy' while another delivery works on it.
     */
    async claim(eventId: string, type: string, now: number): Promise<'claimed' | 'done' | 'busy'> {
      try {
        await c.insertOne({ _id: eventId, type, state: 'processing', claimed_at: now, processed_at: null });
        return 'claimed';
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
      }
      const taken = await c.findOneAndUpdate({ _id: eventId, state: 'processing', claimed_at: { $lt: now - CLAIM_LEASE_MS } }, { $set: { claimed_at: now } });
      if (taken) return 'claimed';
      const doc = await c.findOne({ _id: eventId });
      return doc?.state === 'done' ? 'done' : 'busy';
    },
    done: (eventId: string, now: number) => c.updateOne({ _id: eventId }, { $set: { state: 'done', processed_at: now } }),
    /** A failed attempt gives the event back so Stripe's next delivery processes it. */
    release: (eventId: string) => c.deleteOne({ _id: eventId, state: 'processing' }),
    countDone: () => c.countDocuments({ state: 'done' }),
  };
}
export type WebhookEventsRepo = ReturnType<typeof webhookEventsRepo>;
