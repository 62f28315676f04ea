import { createHash } from 'node:crypto';
import type { Store } from '../../platform/store/types.js';

/**
 * One browser's push subscription. It belongs to the session that registered it: when that
 * session ends (logout, revocation, expiry) the device stops getting this user's notifications,
 * so a shared phone never shows the previous user's messages.
 */
export interface PushSubscriptionDoc {
  [key: string]: unknown;
  /** sha256 of the endpoint: one document per browser subscription. */
  _id: string;
  user_id: string;
  session_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
  updated_at: number;
}

/** More than this per user is a runaway client; the oldest are dropped. */
export const PUSH_SUBSCRIPTIONS_PER_USER_MAX = 20;

export const subscriptionId = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

export function pushSubscriptionsRepo(store: Store) {
  const c = store.collection<PushSubscriptionDoc>('push_subscriptions');
  return {
    init: () => c.createIndex({ user_id: 1 }),
    /** Insert or take over (same endpoint, maybe another user now logged in on that browser). */
    async upsert(doc: Omit<PushSubscriptionDoc, 'created_at'>, now: number): Promise<void> {
      const { _id, ...fields } = doc;
      await c.updateOne({ _id }, { $set: fields, $min: { created_at: now } }, { upsert: true });
      const mine = await c.find({ user_id: doc.user_id }, { sort: { updated_at: -1 }, skip: PUSH_SUBSCRIPTIONS_PER_USER_MAX });
      for (const old of mine) await c.deleteOne({ _id: old._id });
    },
    byUser: (userId: string) => c.find({ user_id: userId }),
    byEndpoint: (endpoint: string) => c.findOne({ _id: subscriptionId(endpoint) }),
    /** Deletes only the caller's own subscription. */
    removeOwn: (userId: string, endpoint: string) => c.deleteOne({ _id: subscriptionId(endpoint), user_id: userId }),
    remove: (id: string) => c.deleteOne({ _id: id }),
  };
}
export type PushSubscriptionsRepo = ReturnType<typeof pushSubscriptionsRepo>;
