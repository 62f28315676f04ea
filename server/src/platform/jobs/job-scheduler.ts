/**
 * Durable scheduled jobs (issue 9 "Durable jobs", issue 7 §3: two instances never run one
 * occurrence). This is the platform's entry file; its public interface:
 *
 *   const jobs = new JobScheduler({ store, clock });   // built by buildApp → `app.jobs`
 *   jobs.register({ name: 'boost-end', schedule: { kind: 'monthEnd' }, run: async (job) => … });
 *   await jobs.init();                                   // indexes (buildApp does it)
 *   await jobs.runAt('seeker-access-end', `${userId}:${expireAt}`, at, { userId }); // one-off, idempotent by key
 *   await jobs.cancel('seeker-access-end', key);         // a pending one-off that is no longer wanted
 *   jobs.start(); await jobs.stop();                     // main.ts only (API tests never start it)
 *   await jobs.tick();                                   // tests: one pass at the (manual) clock's time
 *   await jobs.runs({ state: 'failed' }); await jobs.retry(occurrence);  // operators
 *
 * Schedules (UTC, see schedule.ts): `{kind:'daily', at:'HH:MM'}`, `{kind:'monthly', day, at}`,
 * `{kind:'monthEnd'}`, `{kind:'every', minutes}`, and one-off runs through `runAt` for jobs
 * registered with `schedule: null` (or any job).
 *
 * How it holds together:
 * - Every occurrence is a document in `job_runs` with `_id` = occurrence key
 *   (`<name>:<period>`, e.g. `boost-end:2026-11`, or `<name>:<key>` for one-offs) and a unique
 *   index on {name, occurrence}. Each tick inserts the latest due occurrence of every
 *   recurring job (a duplicate insert means another instance already did) and then claims due
 *   runs one by one with a compare-and-set `findOneAndUpdate` that sets the lease owner and
 *   `available_at` = lease end (see leased-queue.ts). Only one instance wins a claim.
 * - A crashed instance's lease runs out and the next tick anywhere takes the run over; the
 *   crashed attempt counts. The first worker, if it was only slow, learns at its next
 *   `checkpoint()` (LeaseLostError) and cannot mark the run done or failed any more.
 * - A run that throws goes back to pending with exponential backoff; after `maxAttempts` it is
 *   `failed`, logged with `[jobs] FAILED`, and stays in `job_runs` until an operator retries it.
 * - Missed periods are not replayed one by one: after downtime only the latest occurrence runs,
 *   so jobs process "everything due up to now", idempotently, in bounded batches.
 * - Only the store's conformance-tested operations are used (no transactions), so it runs the
 *   same on the embedded engine and on MongoDB.
 */
import type { Clock } from '../clock.js';
import { DuplicateKeyError, type Store } from '../store/types.js';
import { LeaseLostError, SchedulerStoppingError, type JobDefinition, type JobRun } from './job-definition.js';
import { DEFAULT_RETRY, LeasedQueue, type Claimed, type RetryPolicy, type WorkItem, type WorkState } from './leased-queue.js';
import { claimDue, lastAttemptLost, leaseOwnerName, PollLoop, settleFailedAttempt, type WorkLogger } from './lease-worker.js';
import { latestOccurrence, validateSchedule } from './schedule.js';

export type { JobDefinition, JobRun } from './job-definition.js';
export { LeaseLostError, SchedulerStoppingError } from './job-definition.js';
export type { Schedule } from './schedule.js';

/** One occurrence as stored in `job_runs`. */
export type JobRunDoc = WorkItem & {
  name: string;
  /** Same as `_id`: `<name>:<period or key>`. */
  occurrence: string;
  kind: 'scheduled' | 'once';
  due_at: number;
  payload: unknown;
  created_at: number;
};

export type JobLogger = WorkLogger;

export interface JobSchedulerOptions {
  store: Store;
  clock: Clock;
  /** Names this instance in leases; default host:pid:random. */
  owner?: string;
  /** Real-time pause between ticks once started; default 15 s. */
  pollMs?: number;
  /** At most this many runs per tick (then the next tick continues); default 50. */
  maxRunsPerTick?: number;
  /** Finished runs are deleted after this long; default 30 days. Failed runs are kept. */
  retentionMs?: number;
  logger?: JobLogger;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const leaseOf = (def: JobDefinition<never>) => def.leaseMs ?? DEFAULT_LEASE_MS;
const DAY_MS = 86_400_000;

export interface TickReport {
  /** Occurrences this instance ran to completion. */
  done: string[];
  /** Occurrences that failed an attempt and will be retried. */
  retrying: string[];
  /** Occurrences that used up their attempts. */
  failed: string[];
}

export class JobScheduler {
  readonly owner: string;
  private readonly defs = new Map<string, JobDefinition<never>>();
  private readonly queue: LeasedQueue<JobRunDoc>;
  private readonly lastEnsured = new Map<string, string>();
  private readonly pollMs: number;
  private readonly maxRunsPerTick: number;
  private readonly retentionMs: number;
  private readonly logger: JobLogger;
  private lastPruneAt = Number.NEGATIVE_INFINITY;
  private readonly poller: PollLoop;
  private current: Promise<TickReport> | null = null;
  private stopping = false;

  constructor(private readonly options: JobSchedulerOptions) {
    this.owner = options.owner ?? leaseOwnerName();
    this.queue = new LeasedQueue(options.store.collection<JobRunDoc>('job_runs'), options.clock);
    this.pollMs = options.pollMs ?? 15_000;
    this.maxRunsPerTick = options.maxRunsPerTick ?? 50;
    this.retentionMs = options.retentionMs ?? 30 * DAY_MS;
    this.logger = options.logger ?? { warn: (m) => console.warn(m), error: (m) => console.error(m) };
    this.poller = new PollLoop(
      () => this.tick(),
      () => this.pollMs,
      (err) => this.logger.error(`[jobs] tick failed: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  /** Adds a job; a second job with the same name or a malformed schedule throws. */
  register<P>(def: JobDefinition<P>): void {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(def.name)) throw new Error(`job name must be kebab-case, got "${def.name}"`);
    if (this.defs.has(def.name)) throw new Error(`job "${def.name}" is registered twice`);
    if (def.schedule) validateSchedule(def.schedule);
    this.defs.set(def.name, def as JobDefinition<never>);
  }

  async init(): Promise<void> {
    await this.queue.init();
    await this.queue.collection.createIndex({ name: 1, occurrence: 1 }, { unique: true });
  }

  /**
   * Schedules a one-off run of job `name` at `at` with `payload`. Idempotent by key: the same
   * (name, key) is stored once, and false is answered when it already existed (whatever its state).
   */
  async runAt<P>(name: string, key: string, at: number, payload: P): Promise<boolean> {
    if (!this.defs.has(name)) throw new Error(`runAt: no job named "${name}"`);
    if (!Number.isFinite(at)) throw new Error(`runAt: ${name}:${key} needs a time, got ${at}`);
    return this.insertRun(`${name}:${key}`, name, 'once', at, payload ?? null);
  }

  /** Removes a one-off that has not started; false when it ran, is running or never existed. */
  async cancel(name: string, key: string): Promise<boolean> {
    const r = await this.queue.collection.deleteOne({ _id: `${name}:${key}`, state: 'pending' });
    return r.deletedCount === 1;
  }

  /** Runs in `job_runs`, newest due first (e.g. `{ state: 'failed' }` for the failed ones). */
  runs(filter: { state?: WorkState; name?: string } = {}, limit = 100): Promise<JobRunDoc[]> {
    const query: Record<string, unknown> = {};
    if (filter.state) query.state = filter.state;
    if (filter.name) query.name = filter.name;
    return this.queue.collection.find(query, { sort: { due_at: -1, _id: -1 }, limit });
  }

  /** Puts a failed run back for a fresh set of attempts; false when it is not failed. */
  retry(occurrence: string): Promise<boolean> {
    return this.queue.requeue(occurrence);
  }

  /**
   * One pass: materialise the due occurrence of every recurring job, then claim and run due
   * runs until none is left or `maxRunsPerTick` ran. Ticks of one instance never overlap.
   */
  tick(): Promise<TickReport> {
    this.current ??= this.pass().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  /** Ticks now and then every `pollMs` of real time until `stop()`. */
  start(): void {
    if (this.stopping) return;
    this.poller.start();
  }

  /** Graceful shutdown: no new runs; a running job is handed back at its next checkpoint. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.poller.stop();
    await this.current?.catch(() => undefined);
  }

  private async insertRun(id: string, name: string, kind: JobRunDoc['kind'], dueAt: number, payload: unknown): Promise<boolean> {
    const now = this.options.clock.now();
    try {
      await this.queue.collection.insertOne({
        _id: id,
        name,
        occurrence: id,
        kind,
        due_at: dueAt,
        payload,
        state: 'pending',
        attempts: 0,
        available_at: dueAt,
        lease_owner: null,
        last_error: null,
        created_at: now,
        updated_at: now,
        finished_at: null,
      });
      return true;
    } catch (err) {
      if (err instanceof DuplicateKeyError) return false;
      throw err;
    }
  }

  private async ensureScheduled(now: number): Promise<void> {
    for (const def of this.defs.values()) {
      if (!def.schedule) continue;
      const occ = latestOccurrence(def.name, def.schedule, now);
      if (this.lastEnsured.get(def.name) === occ.key) continue;
      await this.insertRun(occ.key, def.name, 'scheduled', occ.dueAt, null);
      this.lastEnsured.set(def.name, occ.key);
    }
  }

  private async pass(): Promise<TickReport> {
    const report: TickReport = { done: [], retrying: [], failed: [] };
    if (this.stopping) return report;
    await this.ensureScheduled(this.options.clock.now());
    const names = { name: { $in: [...this.defs.keys()] } };
    let ran = 0;
    const claims = claimDue(this.queue, {
      owner: this.owner,
      filter: names,
      batch: () => Math.min(20, this.maxRunsPerTick - ran),
      leaseMs: (candidate) => {
        const def = this.defs.get(candidate.name);
        return def ? leaseOf(def) : null;
      },
      finished: () => this.stopping || ran >= this.maxRunsPerTick,
    });
    for await (const claimed of claims) {
      const def = this.defs.get(claimed.name)!;
      ran += 1;
      await this.runClaimed(def, claimed, leaseOf(def), report);
    }
    await this.pruneNowAndThen();
    return report;
  }

  private async runClaimed(def: JobDefinition<never>, claimed: Claimed<JobRunDoc>, leaseMs: number, report: TickReport): Promise<void> {
    const policy: RetryPolicy = { ...DEFAULT_RETRY, ...def.retry };
    const lost = lastAttemptLost(claimed, policy, 'worker');
    if (lost) {
      await this.finishFailed(claimed, lost, policy, report);
      return;
    }
    const clock = this.options.clock;
    const run: JobRun<never> = {
      occurrence: claimed.occurrence,
      name: claimed.name,
      dueAt: claimed.due_at,
      attempt: claimed.attempts,
      payload: (claimed.payload ?? undefined) as never,
      now: () => clock.now(),
      checkpoint: async () => {
        if (this.stopping) throw new SchedulerStoppingError(claimed.occurrence);
        if (!(await this.queue.extend(claimed, leaseMs))) throw new LeaseLostError(claimed.occurrence);
      },
    };
    try {
      await def.run(run);
    } catch (err) {
      if (err instanceof LeaseLostError) return; // it runs elsewhere now
      if (err instanceof SchedulerStoppingError) {
        await this.queue.release(claimed);
        return;
      }
      await this.finishFailed(claimed, err, policy, report);
      return;
    }
    if (await this.queue.succeed(claimed)) report.done.push(claimed.occurrence);
  }

  private async finishFailed(claimed: Claimed<JobRunDoc>, err: unknown, policy: RetryPolicy, report: TickReport): Promise<void> {
    const outcome = await settleFailedAttempt(this.queue, claimed, err, policy, { prefix: '[jobs]', id: claimed.occurrence, logger: this.logger });
    if (outcome === 'failed') report.failed.push(claimed.occurrence);
    else if (outcome === 'retry') report.retrying.push(claimed.occurrence);
  }

  /** Deletes finished runs past retention, in one bounded batch at most once an hour. */
  private async pruneNowAndThen(): Promise<void> {
    const now = this.options.clock.now();
    if (now - this.lastPruneAt < 3_600_000) return;
    this.lastPruneAt = now;
    await this.queue.prune(this.retentionMs, 500);
  }
}
