import type { RetryPolicy } from './leased-queue.js';
import type { Schedule } from './schedule.js';

/** What a job's `run` gets for one occurrence. */
export interface JobRun<P = unknown> {
  /** The occurrence key, e.g. `boost-end:2026-11`: use it as the idempotency key of what the run does. */
  readonly occurrence: string;
  /** The job's name. */
  readonly name: string;
  /** When the occurrence became due (ms). A late run (retry, takeover) still acts "as of" this or later. */
  readonly dueAt: number;
  /** 1 on the first attempt; a takeover after a crash counts as a new attempt. */
  readonly attempt: number;
  /** The payload given to `runAt` (undefined for scheduled occurrences). */
  readonly payload: P;
  /** The scheduler's clock. */
  now(): number;
  /**
   * Call between bounded batches: extends the lease, and throws `LeaseLostError` when another
   * instance has taken the occurrence over (stop at once: it is running there) or
   * `SchedulerStoppingError` when this instance shuts down (the occurrence is handed back
   * untried and runs again later, so the batches already done must be safe to repeat).
   */
  checkpoint(): Promise<void>;
}

/**
 * One job: a name, when it runs, and an idempotent `run` that processes bounded batches and
 * calls `checkpoint()` between them (the shape of Outline's CleanupDeletedDocumentsTask).
 * `schedule: null` means the job only runs when scheduled explicitly with `runAt`.
 */
export interface JobDefinition<P = unknown> {
  readonly name: string;
  readonly schedule: Schedule | null;
  /** Defaults: 5 attempts, backoff 30 s · 2^(n−1) capped at 1 h. */
  readonly retry?: Partial<RetryPolicy>;
  /** How long a claim holds before another instance may take over; default 5 minutes. Keep batches well under it. */
  readonly leaseMs?: number;
  run(job: JobRun<P>): Promise<void>;
}

/** The occurrence was taken over by another instance (our lease had expired). */
export class LeaseLostError extends Error {
  constructor(readonly occurrence: string) {
    super(`lease on ${occurrence} was lost to another instance`);
    this.name = 'LeaseLostError';
  }
}

/** The scheduler is stopping; the run is handed back and will run again. */
export class SchedulerStoppingError extends Error {
  constructor(readonly occurrence: string) {
    super(`scheduler stopping during ${occurrence}`);
    this.name = 'SchedulerStoppingError';
  }
}
