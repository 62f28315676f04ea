/**
 * The durable outbox: domain events that must not be lost on a crash (receipts, plan
 * activation mail, the seeker's access-ended notice). Public interface (`app.outbox`):
 *
 *   app.outbox.on('account.access_ended', 'access-ended-mail', async (event) => { … event.id … });
 *   const { id, created } = await app.outbox.record('account.access_ended', payload, { key });
 *   await app.outbox.drain();             // tests: deliver everything due now
 *   app.outbox.start(); await app.outbox.stop();   // main.ts only
 *   await app.outbox.list({ state: 'failed' }); await app.outbox.retry(id);   // operators
 *
 * Which bus to use:
 * - `app.events` (DomainEvents, in process, fire-and-forget): best-effort effects whose loss on
 *   a crash costs nothing lasting — ws hints, web push, snapshots that refresh later anyway,
 *   mails the user asks for again (verification, reset codes).
 * - `app.outbox` (this file, in the store, at least once): effects a user or the books rely on
 *   — receipts, plan activation and expiry notices, anything about money.
 *
 * Rules that make "exactly once in effect" out of "at least once":
 * 1. Record in the same logical step as the state change, with the business operation's
 *    idempotency key (`key`, e.g. `${userId}:${expireAt}` or a PaymentIntent id): the event id is
 *    `${type}:${key}` and recording it twice stores it once. Record it *before* the state write
 *    of a step that is retried until it completes (a job occurrence, a webhook redelivery), so
 *    a crash between the two cannot lose it; handlers then re-read the state and act only if it
 *    still says what the event reports.
 * 2. Handlers are idempotent by `event.id`: write their own effects under it (an `_id` derived
 *    from the event id, where a DuplicateKeyError means "already done"). The dispatcher marks
 *    each handler done on the event, but a crash between a handler's effect and that mark
 *    delivers the event to it again. External effects (SMTP) are at least once in that window.
 * 3. Delivery takes a lease on the event (claim by compare-and-set, as jobs do), so two
 *    instances do not deliver one event at the same time; a crashed instance's lease expires and
 *    another delivers. A failing handler is retried with exponential backoff; after
 *    `maxAttempts` the event is `failed`, logged with `[outbox] FAILED`, and kept for an operator.
 */
import type { Clock } from '../clock.js';
import { DEFAULT_RETRY, LeasedQueue, type Claimed, type RetryPolicy, type WorkItem, type WorkState } from '../jobs/leased-queue.js';
import { claimDue, lastAttemptLost, leaseOwnerName, PollLoop, settleFailedAttempt } from '../jobs/lease-worker.js';
import { DuplicateKeyError, type Store } from '../store/types.js';
import type { DurableEventMap, DurableEventName } from './durable-events.js';

export type { DurableEventMap, DurableEventName } from './durable-events.js';

/** One event as a handler sees it. */
export interface OutboxEvent<K extends DurableEventName = DurableEventName> {
  /** `${type}:${key}`: the idempotency key for the handler's effects. */
  id: string;
  type: K;
  payload: DurableEventMap[K];
  /** When it was recorded (ms, the store clock). */
  createdAt: number;
  /** 1 on the first delivery attempt. */
  attempt: number;
}

export type OutboxHandler<K extends DurableEventName> = (event: OutboxEvent<K>) => Promise<void>;

export type OutboxDoc = WorkItem & {
  type: DurableEventName;
  payload: unknown;
  created_at: number;
  /** Handlers (by name) that finished for this event: a redelivery skips them. */
  handlers_done: string[];
};

export interface OutboxOptions {
  store: Store;
  clock: Clock;
  owner?: string;
  /** Real-time pause between dispatch passes once started; default 5 s (records nudge it sooner). */
  pollMs?: number;
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Delivered events are deleted after this long; default 30 days. */
  retentionMs?: number;
  logger?: { warn(message: string): void; error(message: string): void };
}

export interface DrainReport {
  delivered: string[];
  retrying: string[];
  failed: string[];
}

export class Outbox {
  readonly owner: string;
  private readonly queue: LeasedQueue<OutboxDoc>;
  private readonly handlers = new Map<DurableEventName, { name: string; fn: OutboxHandler<never> }[]>();
  private readonly policy: RetryPolicy;
  private readonly leaseMs: number;
  private readonly logger: { warn(message: string): void; error(message: string): void };
  private readonly poller: PollLoop;
  private current: Promise<DrainReport> | null = null;
  private started = false;
  private stopping = false;
  private nudged = false;
  private lastPruneAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: OutboxOptions) {
    this.owner = options.owner ?? leaseOwnerName();
    this.queue = new LeasedQueue(options.store.collection<OutboxDoc>('outbox_events'), options.clock);
    this.policy = { ...DEFAULT_RETRY, backoffBaseMs: 10_000, ...options.retry };
    this.leaseMs = options.leaseMs ?? 60_000;
    this.logger = options.logger ?? { warn: (m) => console.warn(m), error: (m) => console.error(m) };
    this.poller = new PollLoop(() => this.drain(), () => options.pollMs ?? 5_000, (err) => this.logFailure('dispatch failed', err));
  }

  async init(): Promise<void> {
    await this.queue.init();
  }

  /** Registers handler `name` for `type`; names are unique per type (they are stored as done-marks). */
  on<K extends DurableEventName>(type: K, name: string, fn: OutboxHandler<K>): void {
    const list = this.handlers.get(type) ?? [];
    if (list.some((h) => h.name === name)) throw new Error(`outbox handler "${name}" for ${type} is registered twice`);
    list.push({ name, fn: fn as OutboxHandler<never> });
    this.handlers.set(type, list);
  }

  /**
   * Stores the event for delivery. Idempotent: the same (type, key) is stored once and
   * `created` is false the second time. Delivery starts at once when the dispatcher runs.
   */
  async record<K extends DurableEventName>(type: K, payload: DurableEventMap[K], options: { key: string }): Promise<{ id: string; created: boolean }> {
    const id = `${type}:${options.key}`;
    const now = this.options.clock.now();
    try {
      await this.queue.collection.insertOne({
        _id: id,
        type,
        payload,
        created_at: now,
        handlers_done: [],
        state: 'pending',
        attempts: 0,
        available_at: now,
        lease_owner: null,
        last_error: null,
        updated_at: now,
        finished_at: null,
      });
    } catch (err) {
      if (err instanceof DuplicateKeyError) return { id, created: false };
      throw err;
    }
    if (this.started && !this.stopping) this.nudge();
    return { id, created: true };
  }

  /** Delivers every event due now (claims, runs the handlers not yet done, acknowledges). */
  drain(): Promise<DrainReport> {
    this.current ??= this.pass().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  /** A new event: deliver it soon, after the pass in progress if there is one (it may have missed it). */
  private nudge(): void {
    if (this.current) {
      this.nudged = true;
      void this.current.finally(() => {
        if (!this.nudged || this.stopping) return;
        this.nudged = false;
        this.nudge();
      });
      return;
    }
    setImmediate(() => void this.drain().catch((e) => this.logFailure('dispatch failed', e)));
  }

  /** Events in the outbox, newest first (e.g. `{ state: 'failed' }`). */
  list(filter: { state?: WorkState; type?: DurableEventName } = {}, limit = 100): Promise<OutboxDoc[]> {
    const query: Record<string, unknown> = {};
    if (filter.state) query.state = filter.state;
    if (filter.type) query.type = filter.type;
    return this.queue.collection.find(query, { sort: { created_at: -1, _id: -1 }, limit });
  }

  /** Puts a failed event back for a fresh set of attempts. */
  retry(id: string): Promise<boolean> {
    return this.queue.requeue(id);
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.poller.start();
  }

  /** Graceful shutdown: finishes the event being delivered, starts no other. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.poller.stop();
    await this.current?.catch(() => undefined);
  }

  private logFailure(what: string, err: unknown): void {
    this.logger.error(`[outbox] ${what}: ${err instanceof Error ? err.message : String(err)}`);
  }

  private async pass(): Promise<DrainReport> {
    const report: DrainReport = { delivered: [], retrying: [], failed: [] };
    const types = { type: { $in: [...this.handlers.keys()] } };
    const claims = claimDue(this.queue, { owner: this.owner, filter: types, batch: () => 20, leaseMs: () => this.leaseMs, finished: () => this.stopping });
    for await (const claimed of claims) await this.deliver(claimed, report);
    const now = this.options.clock.now();
    if (now - this.lastPruneAt >= 3_600_000) {
      this.lastPruneAt = now;
      await this.queue.prune(this.options.retentionMs ?? 30 * 86_400_000, 500);
    }
    return report;
  }

  private async deliver(claimed: Claimed<OutboxDoc>, report: DrainReport): Promise<void> {
    const lost = lastAttemptLost(claimed, this.policy, 'dispatcher');
    if (lost) {
      await this.fail(claimed, lost, report);
      return;
    }
    const event: OutboxEvent = {
      id: claimed._id,
      type: claimed.type,
      payload: claimed.payload as DurableEventMap[DurableEventName],
      createdAt: claimed.created_at,
      attempt: claimed.attempts,
    };
    for (const handler of this.handlers.get(claimed.type) ?? []) {
      if (claimed.handlers_done.includes(handler.name)) continue;
      try {
        await handler.fn(event as never);
      } catch (err) {
        await this.fail(claimed, err, report);
        return;
      }
      // Acknowledge this handler; if the lease was lost, another dispatcher has the event now.
      if (!(await this.queue.progress(claimed, { $addToSet: { handlers_done: handler.name } }))) return;
    }
    if (await this.queue.succeed(claimed)) report.delivered.push(claimed._id);
  }

  private async fail(claimed: Claimed<OutboxDoc>, err: unknown, report: DrainReport): Promise<void> {
    const outcome = await settleFailedAttempt(this.queue, claimed, err, this.policy, { prefix: '[outbox]', id: claimed._id, logger: this.logger });
    if (outcome === 'failed') report.failed.push(claimed._id);
    else if (outcome === 'retry') report.retrying.push(claimed._id);
  }
}
