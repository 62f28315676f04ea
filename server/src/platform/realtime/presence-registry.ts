import type { Clock } from '../clock.js';
import type { Doc, Store } from '../store/types.js';

/**
 * "Which thread does each open socket show": the realtime hub records it here so web push can
 * stay quiet for the thread a user is reading (spec 3, messaging), whichever instance holds the
 * socket and whichever instance handles the message.
 */
export interface PresenceRegistry {
  /** Records the thread socket `socketId` of `userId` shows; null when it shows none or closed. */
  setViewing(socketId: string, userId: string, threadId: string | null): Promise<void>;
  isViewing(userId: string, threadId: string): Promise<boolean>;
  /** Keeps the given sockets' entries alive; called from the hub's heartbeat. */
  refresh(socketIds: string[]): Promise<void>;
}

/** One process: a map (the embedded store is single-process anyway). */
export function localPresence(): PresenceRegistry {
  const bySocket = new Map<string, { userId: string; threadId: string }>();
  return {
    async setViewing(socketId, userId, threadId) {
      if (threadId === null) bySocket.delete(socketId);
      else bySocket.set(socketId, { userId, threadId });
    },
    async isViewing(userId, threadId) {
      for (const v of bySocket.values()) if (v.userId === userId && v.threadId === threadId) return true;
      return false;
    },
    async refresh() {},
  };
}

type PresenceDoc = Doc & { user_id: string; thread_id: string; expires_at: number };

/**
 * Shared by every instance on one MongoDB (ARCHITECTURE §7): one small document per socket that
 * shows a thread. Entries expire `ttlMs` after the last heartbeat refresh, so the sockets of an
 * instance that crashed stop counting on their own.
 */
export function storePresence(store: Store, clock: Clock, ttlMs: number) {
  const c = store.collection<PresenceDoc>('realtime_presence');
  const registry: PresenceRegistry & { init(): Promise<void> } = {
    async init() {
      await c.createIndex({ user_id: 1, thread_id: 1 });
      await c.deleteMany({ expires_at: { $lt: clock.now() } });
    },
    async setViewing(socketId, userId, threadId) {
      if (threadId === null) {
        await c.deleteOne({ _id: socketId });
        return;
      }
      const doc = { user_id: userId, thread_id: threadId, expires_at: clock.now() + ttlMs };
      await c.updateOne({ _id: socketId }, { $set: doc }, { upsert: true });
    },
    async isViewing(userId, threadId) {
      return (await c.findOne({ user_id: userId, thread_id: threadId, expires_at: { $gt: clock.now() } })) !== null;
    },
    async refresh(socketIds) {
      if (socketIds.length === 0) return;
      await c.updateMany({ _id: { $in: socketIds } }, { $set: { expires_at: clock.now() + ttlMs } });
    },
  };
  return registry;
}
