import { hostname } from 'node:os';
import { ulid } from 'ulid';
import type { Claimed, LeasedQueue, RetryPolicy, WorkItem } from './leased-queue.js';

/**
 * The worker side of a LeasedQueue, shared by scheduled jobs and the durable outbox: who holds a
 * lease, how a pass claims due items one at a time, what a failed attempt does, and the polling
 * loop that runs passes once started. Each owner keeps only what differs (what an item is, how it
 * is run, what it reports).
 */

/** Names this instance in leases: host, process and a random part (two workers in one process differ). */
export function leaseOwnerName(): string {
  return `${hostname()}:${process.pid}:${ulid()}`;
}

export interface ClaimPass<T extends WorkItem> {
  owner: string;
  /** Extra filter every candidate and claim must match (e.g. the job names or event types handled). */
  filter: Record<string, unknown>;
  /** How many candidates to read per query. */
  batch: () => number;
  /** The lease to take on a candidate, or null to leave it alone (nothing here handles it). */
  leaseMs: (candidate: T) => number | null;
  /** Checked before every claim: true ends the pass (stopping, or the pass's quota is used). */
  finished: () => boolean;
}

/**
 * Claims due items one by one, each by compare-and-set, yielding every item this worker won; the
 * caller works it before the next claim. Ends when `finished()` or when a whole batch had nothing
 * left to win (other instances took it, or nothing is due).
 */
export async function* claimDue<T extends WorkItem>(queue: LeasedQueue<T>, pass: ClaimPass<T>): AsyncGenerator<Claimed<T>> {
  while (!pass.finished()) {
    const due = await queue.due(pass.batch(), pass.filter);
    let claimedAny = false;
    for (const candidate of due) {
      if (pass.finished()) break;
      const leaseMs = pass.leaseMs(candidate);
      if (leaseMs === null) continue;
      const claimed = await queue.claim(candidate._id, pass.owner, leaseMs, pass.filter);
      if (!claimed) continue; // another instance won it
      claimedAny = true;
      yield claimed;
    }
    if (!claimedAny) break;
  }
}

/**
 * A claim whose attempts exceed the policy: the last permitted attempt held the lease and never
 * finished (its worker crashed or stalled), so no further attempt is made. The error to fail it with, else null.
 */
export function lastAttemptLost(claimed: WorkItem, policy: RetryPolicy, worker: string): Error | null {
  return claimed.attempts > policy.maxAttempts ? new Error(`lease expired on the last attempt (${worker} crashed or stalled)`) : null;
}

export interface WorkLogger {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * After a failed attempt: back to pending with backoff, or `failed` once the attempts are used up
 * (logged `<prefix> FAILED …` for operators). 'lost' when the lease was no longer ours.
 */
export async function settleFailedAttempt<T extends WorkItem>(
  queue: LeasedQueue<T>,
  claimed: Claimed<T>,
  err: unknown,
  policy: RetryPolicy,
  log: { prefix: string; id: string; logger: WorkLogger },
): Promise<'retry' | 'failed' | 'lost'> {
  const outcome = await queue.retryOrFail(claimed, err, policy);
  const reason = err instanceof Error ? err.message : String(err);
  if (outcome === 'failed') log.logger.error(`${log.prefix} FAILED ${log.id} after ${claimed.attempts} attempts: ${reason}`);
  else if (outcome === 'retry') log.logger.warn(`${log.prefix} ${log.id} attempt ${claimed.attempts} failed, will retry: ${reason}`);
  return outcome;
}

/**
 * Runs `pass` now and then again `pollMs()` of real time after each one ends, until stopped. The
 * timer is unref'd so it never keeps the process alive; a failed pass is reported and the loop goes on.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly pollMs: () => number,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.schedule(0);
  }

  /** No further pass starts; one in progress is the owner's to wait for. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.pass()
        .catch((err) => this.onError(err))
        .finally(() => {
          if (!this.stopped) this.schedule(this.pollMs());
        });
    }, delay);
    this.timer.unref();
  }
}
