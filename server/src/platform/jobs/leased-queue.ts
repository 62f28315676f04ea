import type { Clock } from '../clock.js';
import type { Collection, Doc } from '../store/types.js';

/**
 * Store-backed work items with leases: the shared core of scheduled jobs and the durable
 * outbox. Every transition is one `findOneAndUpdate`/`updateOne` whose filter is the expected
 * state (compare-and-set), so it is atomic on both store adapters without transactions:
 *
 *   pending ──claim──▶ running ──succeed──▶ done
 *      ▲                 │  └──retryOrFail (attempts = max)──▶ failed
 *      └──retry/release──┘
 *
 * `available_at` is when a pending item may be tried, and for a running item when its lease
 * ends: a running item whose lease has run out is claimable again (its worker crashed or
 * stalled). A claim increments `attempts`; the claimer's fence is (lease_owner, attempts), so a
 * worker whose lease was taken over can no longer complete, retry or extend the item.
 */
export type WorkState = 'pending' | 'running' | 'done' | 'failed';

export type WorkItem = Doc & {
  state: WorkState;
  attempts: number;
  /** ms: pending → earliest next try; running → end of the lease. */
  available_at: number;
  lease_owner: string | null;
  last_error: string | null;
  /** ms of the last transition (for retention and for people reading the collection). */
  updated_at: number;
  finished_at: number | null;
};

export interface RetryPolicy {
  maxAttempts: number;
  /** Backoff before attempt n+1 is baseMs · 2^(n−1), capped at maxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, backoffBaseMs: 30_000, backoffMaxMs: 3_600_000 };

/** Delay after a failed attempt number `attempt` (1-based). */
export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
}

/** What a claimer holds: the item as claimed. Its fence is (lease_owner, attempts). */
export type Claimed<T extends WorkItem> = T & { state: 'running'; lease_owner: string };

const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

export class LeasedQueue<T extends WorkItem> {
  constructor(
    readonly collection: Collection<T>,
    private readonly clock: Clock,
  ) {}

  async init(): Promise<void> {
    await this.collection.createIndex({ state: 1, available_at: 1 });
  }

  /** Claimable items now (pending and due, or running with an expired lease), oldest first. */
  due(limit: number, extra: Record<string, unknown> = {}): Promise<T[]> {
    const now = this.clock.now();
    return this.collection.find(
      { ...extra, state: { $in: ['pending', 'running'] }, available_at: { $lte: now } },
      { sort: { available_at: 1, _id: 1 }, limit },
    );
  }

  /** Atomically takes the item for `leaseMs` if it is still claimable; null when someone else has it. */
  async claim(id: string, owner: string, leaseMs: number, extra: Record<string, unknown> = {}): Promise<Claimed<T> | null> {
    const now = this.clock.now();
    const got = await this.collection.findOneAndUpdate(
      { ...extra, _id: id, state: { $in: ['pending', 'running'] }, available_at: { $lte: now } },
      { $set: { state: 'running', lease_owner: owner, available_at: now + leaseMs, updated_at: now }, $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    );
    return got as Claimed<T> | null;
  }

  private fence(item: Claimed<T>): Record<string, unknown> {
    return { _id: item._id, state: 'running', lease_owner: item.lease_owner, attempts: item.attempts };
  }

  /** Extends the lease; false when it was lost (expired and taken over, or finished elsewhere). */
  async extend(item: Claimed<T>, leaseMs: number): Promise<boolean> {
    const now = this.clock.now();
    const r = await this.collection.updateOne(this.fence(item), { $set: { available_at: now + leaseMs, updated_at: now } });
    return r.matchedCount === 1;
  }

  /** Marks the item done (with extra fields); false when the lease was lost. */
  async succeed(item: Claimed<T>, fields: Record<string, unknown> = {}): Promise<boolean> {
    const now = this.clock.now();
    const r = await this.collection.updateOne(this.fence(item), {
      $set: { ...fields, state: 'done', lease_owner: null, last_error: null, updated_at: now, finished_at: now },
    });
    return r.matchedCount === 1;
  }

  /** Records extra progress fields under the lease (e.g. which outbox handlers are done). */
  async progress(item: Claimed<T>, update: Record<string, unknown>): Promise<boolean> {
    const r = await this.collection.updateOne(this.fence(item), update);
    return r.matchedCount === 1;
  }

  /**
   * After a failed attempt: back to pending with exponential backoff, or `failed` once the
   * attempts are used up. 'lost' when the lease was no longer ours (nothing is changed).
   */
  async retryOrFail(item: Claimed<T>, err: unknown, policy: RetryPolicy): Promise<'retry' | 'failed' | 'lost'> {
    const now = this.clock.now();
    const failed = item.attempts >= policy.maxAttempts;
    const r = await this.collection.updateOne(this.fence(item), {
      $set: failed
        ? { state: 'failed', lease_owner: null, last_error: errorText(err), updated_at: now, finished_at: now }
        : { state: 'pending', lease_owner: null, last_error: errorText(err), available_at: now + backoffDelay(policy, item.attempts), updated_at: now },
    });
    if (r.matchedCount !== 1) return 'lost';
    return failed ? 'failed' : 'retry';
  }

  /** Gives the item back untried (graceful shutdown): pending now, the attempt not counted. */
  async release(item: Claimed<T>): Promise<boolean> {
    const now = this.clock.now();
    const r = await this.collection.updateOne(this.fence(item), {
      $set: { state: 'pending', lease_owner: null, available_at: now, updated_at: now },
      $inc: { attempts: -1 },
    });
    return r.matchedCount === 1;
  }

  /** Puts a failed item back in the queue for a fresh set of attempts (an operator's retry). */
  async requeue(id: string): Promise<boolean> {
    const now = this.clock.now();
    const r = await this.collection.updateOne(
      { _id: id, state: 'failed' },
      { $set: { state: 'pending', attempts: 0, available_at: now, updated_at: now, finished_at: null } },
    );
    return r.matchedCount === 1;
  }

  /** Deletes finished (done) items older than `olderThanMs`, at most `limit` per call. */
  async prune(olderThanMs: number, limit: number): Promise<number> {
    const cutoff = this.clock.now() - olderThanMs;
    const old = await this.collection.find({ state: 'done', finished_at: { $lt: cutoff } }, { sort: { finished_at: 1, _id: 1 }, limit, projection: { _id: 1 } });
    if (old.length === 0) return 0;
    const r = await this.collection.deleteMany({ _id: { $in: old.map((d) => d._id) }, state: 'done' });
    return r.deletedCount;
  }
}

export { errorText };
