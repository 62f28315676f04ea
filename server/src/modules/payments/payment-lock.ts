import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type Doc, type Store } from '../../platform/store/types.js';

type LockDoc = Doc & { owner: string; until: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One money operation per user at a time, across app instances: a lease record per key in the
 * store. A crashed holder's lease runs out after `leaseMs`. Waiters poll; the lease uses real
 * time (it is about process liveness, not business time, so tests that move the clock do not
 * break it).
 */
export function paymentLock(store: Store, options: { leaseMs?: number; waitMs?: number } = {}) {
  const c = store.collection<LockDoc>('payment_locks');
  const leaseMs = options.leaseMs ?? 60_000;
  const waitMs = options.waitMs ?? 90_000;

  async function tryAcquire(key: string, owner: string): Promise<boolean> {
    const now = Date.now();
    try {
      const got = await c.findOneAndUpdate({ _id: key, until: { $lt: now } }, { $set: { owner, until: now + leaseMs } }, { upsert: true, returnDocument: 'after' });
      return got?.owner === owner;
    } catch (err) {
      if (err instanceof DuplicateKeyError) return false;
      throw err;
    }
  }

  return {
    /** Runs `fn` holding the lock `key`; throws when it cannot be had within the wait time. */
    async with<T>(key: string, fn: () => Promise<T>): Promise<T> {
      const owner = randomUUID();
      const deadline = Date.now() + waitMs;
      let delay = 5;
      while (!(await tryAcquire(key, owner))) {
        if (Date.now() > deadline) throw new Error(`payment lock ${key} busy`);
        await sleep(delay + Math.random() * delay);
        delay = Math.min(delay * 2, 100);
      }
      try {
        return await fn();
      } finally {
        await c.deleteOne({ _id: key, owner });
      }
    },
  };
}
export type PaymentLock = ReturnType<typeof paymentLock>;
