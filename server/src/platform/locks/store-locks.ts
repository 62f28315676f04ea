/**
 * Store-backed locks for exactly-once paths across app instances (issue 7 §3: locks that guard
 * money live in the store, not in one process's memory). Public interface (`app.locks`):
 *
 *   await app.locks.withLock(`subscription:${userId}`, { ttlMs: 60_000 }, async (lock) => {
 *     … charge …; lock.assertHeld() before committing …   // renewed while this runs
 *   });                                   // LockBusyError (→ 409) when someone else holds it
 *   await app.locks.withLock(key, { ttlMs, waitMs: 5_000 }, fn);   // wait up to 5 s for it
 *
 * A lock is a document `{_id: key, token, until}` in `locks`. Taking it is an `insertOne` (the
 * unique `_id` lets one instance win) or, when the holder's `until` has passed (it crashed),
 * a compare-and-set `findOneAndUpdate` on the expired document. Release and extend match the
 * holder's token, so a holder whose lock expired and was taken cannot release the new holder's.
 * While `withLock`'s work runs, the lock is renewed every third of its TTL, so slow work (a
 * Stripe call with its timeout and retries can outlast a minute) never lets a second holder in;
 * the TTL then bounds how long a *crashed* holder blocks others. Renewal stops after
 * MAX_HOLD_TTLS TTLs, so work that never settles frees the lock too. A lock can still be lost
 * (a process stalled past its TTL), so keep the guarded work idempotent anyway (an idempotency
 * key per business operation) and `assertHeld()` before committing: a lock is mutual exclusion,
 * not a transaction.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ulid } from 'ulid';
import type { Clock } from '../clock.js';
import { DuplicateKeyError, type Store } from '../store/types.js';

type LockDoc = { _id: string; token: string; until: number; acquired_at: number };

/** Someone else holds the lock (after waiting `waitMs`, if asked to wait). */
export class LockBusyError extends Error {
  constructor(readonly key: string) {
    super(`lock ${key} is held by another operation`);
    this.name = 'LockBusyError';
  }
}

/** The lock expired and was taken by another holder while this one still worked. */
export class LockLostError extends Error {
  constructor(readonly key: string) {
    super(`lock ${key} was lost (its TTL ran out)`);
    this.name = 'LockLostError';
  }
}

export interface HeldLock {
  readonly key: string;
  readonly token: string;
  /** Pushes the expiry to now + ttlMs; throws LockLostError when the lock is no longer ours. */
  extend(ttlMs: number): Promise<void>;
  /** Throws LockLostError unless the lock is still ours and unexpired. */
  assertHeld(): Promise<void>;
}

export interface LockOptions {
  ttlMs: number;
  /** Real time to keep trying while another holds it; default 0 (fail at once). */
  waitMs?: number;
}

const POLL_MS = 25;

/** How many TTLs `withLock` keeps renewing a lock whose work has not settled. */
export const MAX_HOLD_TTLS = 10;

export interface StoreLocksOptions {
  /** Real time between renewals of a held lock; default a third of its TTL (tests shorten it). */
  renewEveryMs?: number;
}

export class StoreLocks {
  private readonly locks;

  constructor(
    store: Store,
    private readonly clock: Clock,
    private readonly options: StoreLocksOptions = {},
  ) {
    this.locks = store.collection<LockDoc>('locks');
  }

  /** Runs `fn` holding `key`, renewing it while `fn` runs; releases it afterwards whatever happens. */
  async withLock<T>(key: string, options: LockOptions, fn: (lock: HeldLock) => Promise<T>): Promise<T> {
    const lock = await this.acquire(key, options);
    const stopRenewing = this.renewWhileHeld(lock, options.ttlMs);
    try {
      return await fn(lock);
    } finally {
      stopRenewing();
      await this.release(lock);
    }
  }

  /** Takes the lock, waiting up to `waitMs` of real time; LockBusyError otherwise. */
  async acquire(key: string, options: LockOptions): Promise<HeldLock> {
    if (!(options.ttlMs > 0)) throw new Error('lock ttlMs must be positive');
    const deadline = Date.now() + (options.waitMs ?? 0);
    for (;;) {
      const lock = await this.tryAcquire(key, options.ttlMs);
      if (lock) return lock;
      if (Date.now() >= deadline) throw new LockBusyError(key);
      await sleep(POLL_MS);
    }
  }

  /** One attempt: the held lock, or null when another holder's lock is still valid. */
  async tryAcquire(key: string, ttlMs: number): Promise<HeldLock | null> {
    const token = ulid();
    // Twice: the holder may release between our failed insert and the expired-takeover check.
    for (let round = 0; round < 2; round++) {
      const now = this.clock.now();
      try {
        await this.locks.insertOne({ _id: key, token, until: now + ttlMs, acquired_at: now });
        return this.held(key, token);
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
      }
      const taken = await this.locks.findOneAndUpdate(
        { _id: key, until: { $lte: now } },
        { $set: { token, until: now + ttlMs, acquired_at: now } },
        { returnDocument: 'after' },
      );
      if (taken) return this.held(key, token);
      if (await this.locks.findOne({ _id: key })) return null;
    }
    return null;
  }

  /** Gives the lock up if it is still ours (a no-op when it expired and was taken). */
  async release(lock: HeldLock): Promise<void> {
    await this.locks.deleteOne({ _id: lock.key, token: lock.token });
  }

  /** Pushes the lock's expiry forward on a timer until the returned stop is called (see the header). */
  private renewWhileHeld(lock: HeldLock, ttlMs: number): () => void {
    const every = this.options.renewEveryMs ?? Math.max(1, Math.floor(ttlMs / 3));
    const deadline = Date.now() + MAX_HOLD_TTLS * ttlMs;
    const timer = setInterval(() => {
      if (Date.now() >= deadline) return clearInterval(timer);
      // Lost (taken after a stall) or the store failed: stop; the holder's assertHeld() reports it.
      lock.extend(ttlMs).catch(() => clearInterval(timer));
    }, every);
    // A held lock alone does not keep the process alive.
    timer.unref();
    return () => clearInterval(timer);
  }

  private held(key: string, token: string): HeldLock {
    return {
      key,
      token,
      extend: async (ttlMs) => {
        const now = this.clock.now();
        const r = await this.locks.updateOne({ _id: key, token, until: { $gt: now } }, { $set: { until: now + ttlMs } });
        if (r.matchedCount !== 1) throw new LockLostError(key);
      },
      assertHeld: async () => {
        const doc = await this.locks.findOne({ _id: key, token });
        if (!doc || doc.until <= this.clock.now()) throw new LockLostError(key);
      },
    };
  }
}
