import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.js';
import { Outbox, type OutboxDoc, type OutboxEvent } from '../platform/events/outbox.js';
import { JobScheduler, type JobDefinition, type JobRunDoc } from '../platform/jobs/job-scheduler.js';
import { LockBusyError, LockLostError, MAX_HOLD_TTLS, StoreLocks } from '../platform/locks/store-locks.js';
import { DuplicateKeyError, type Store } from '../platform/store/types.js';
import { crashableStore, gate, until } from './crashable-store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const noop = async () => undefined;

function captureLog() {
  const lines: string[] = [];
  return { lines, logger: { warn: (m: string) => lines.push(`warn ${m}`), error: (m: string) => lines.push(`error ${m}`) } };
}

async function scheduler(s: Store, clock: ManualClock, owner: string, defs: JobDefinition<never>[], logger = captureLog().logger) {
  const jobs = new JobScheduler({ store: s, clock, owner, logger });
  for (const def of defs) jobs.register(def);
  await jobs.init();
  return jobs;
}

/** A job that marks 5 items in batches of 2 (idempotently) and checkpoints between batches. */
function batchJob(s: Store, afterFirstBatch?: () => Promise<void>): JobDefinition<never> {
  return {
    name: 'mark-items',
    schedule: null,
    leaseMs: MINUTE,
    async run(job) {
      const items = s.collection('items');
      for (let batch = 0; ; batch++) {
        const todo = await items.find({ done: false }, { sort: { _id: 1 }, limit: 2 });
        if (todo.length === 0) return;
        for (const item of todo) await items.updateOne({ _id: item._id, done: false }, { $set: { done: true, by: job.attempt }, $inc: { times: 1 } });
        if (batch === 0) await afterFirstBatch?.();
        await job.checkpoint();
      }
    },
  };
}

async function seedItems(s: Store) {
  for (let i = 1; i <= 5; i++) await s.collection('items').insertOne({ _id: `i${i}`, done: false, times: 0 });
}

/** An idempotent handler: its effect is a document keyed by the event id. */
function receiptHandler(s: Store, seen: string[], afterEffect?: () => void) {
  return async (event: OutboxEvent<'account.access_ended'>) => {
    try {
      await s.collection('receipts').insertOne({ _id: event.id, user: event.payload.userId });
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
    // Counted once the effect is stored, so a test that waits for a delivery can read the effect.
    seen.push(event.id);
    afterEffect?.();
  };
}

/**
 * Durable jobs, the outbox and store locks against one `Store` adapter: the same cases run on
 * the embedded engine and, with MONGODB_URI, on MongoDB (like the store conformance suite),
 * because everything here must hold on both with only the conformance-tested operations.
 */
export function runBackgroundSuite(label: string, openStore: () => Promise<Store>): void {
  describe(`durable jobs, outbox and locks: ${label}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await openStore();
    });
    afterAll(async () => {
      await store.dropDatabase();
      await store.close();
    });
    beforeEach(async () => {
      await store.dropDatabase();
    });

    const runDoc = (id: string) => store.collection<JobRunDoc>('job_runs').findOne({ _id: id });

    describe('schedules on a fake clock', () => {
      it('runs daily, monthly, month-end and every-N jobs once per period while the clock crosses two month ends', async () => {
        const clock = new ManualClock(Date.parse('2026-10-30T00:30:00Z'));
        const seen: { key: string; dueAt: number; at: number }[] = [];
        const record: JobDefinition['run'] = async (job) => {
          seen.push({ key: job.occurrence, dueAt: job.dueAt, at: job.now() });
        };
        const jobs = await scheduler(store, clock, 'solo', [
          { name: 'month-close', schedule: { kind: 'monthEnd' }, run: record },
          { name: 'daily-report', schedule: { kind: 'daily', at: '06:00' }, run: record },
          { name: 'month-day', schedule: { kind: 'monthly', day: 31, at: '12:00' }, run: record },
          { name: 'six-hourly', schedule: { kind: 'every', minutes: 360 }, run: record },
        ]);
        const end = Date.parse('2026-12-02T00:30:00Z');
        while (clock.now() <= end) {
          await jobs.tick();
          await jobs.tick(); // a second pass at the same time runs nothing new
          clock.advance(HOUR);
        }
        const keys = seen.map((s) => s.key);
        expect(new Set(keys).size).toBe(keys.length);
        const of = (name: string) => seen.filter((s) => s.key.startsWith(`${name}:`));

        // Start-up runs the latest past period, then each month end as it passes.
        expect(of('month-close').map((s) => s.key)).toEqual(['month-close:2026-09', 'month-close:2026-10', 'month-close:2026-11']);
        const [, october, november] = of('month-close');
        expect(october!.dueAt).toBe(Date.parse('2026-11-01T00:00:00Z'));
        expect(october!.at - october!.dueAt).toBeLessThan(HOUR);
        expect(november!.dueAt).toBe(Date.parse('2026-12-01T00:00:00Z'));
        expect(november!.at - november!.dueAt).toBeLessThan(HOUR);

        // Day 31 clamps to 30 November.
        expect(of('month-day').map((s) => [s.key, new Date(s.dueAt).toISOString()])).toEqual([
          ['month-day:2026-09', '2026-09-30T12:00:00.000Z'],
          ['month-day:2026-10', '2026-10-31T12:00:00.000Z'],
          ['month-day:2026-11', '2026-11-30T12:00:00.000Z'],
        ]);

        const daily = of('daily-report');
        expect(daily).toHaveLength(34); // 29 Oct (the period current at start) through 1 Dec
        expect(daily[0]!.key).toBe('daily-report:2026-10-29');
        expect(daily.at(-1)!.key).toBe('daily-report:2026-12-01');
        for (const run of daily.slice(1)) {
          expect(new Date(run.dueAt).toISOString().slice(11)).toBe('06:00:00.000Z');
          expect(run.at - run.dueAt).toBeLessThan(HOUR);
        }

        const sixHourly = of('six-hourly');
        expect(sixHourly).toHaveLength(33 * 4 + 1); // 30 Oct 00:00 through 2 Dec 00:00
        expect(sixHourly[1]!.key).toBe('six-hourly:2026-10-30T06:00');
        for (const run of seen) expect(run.at).toBeGreaterThanOrEqual(run.dueAt);
        expect(await store.collection('job_runs').countDocuments({ state: { $ne: 'done' } })).toBe(0);
      }, 60_000);

      it('refuses malformed schedules and duplicate names at registration', async () => {
        const jobs = new JobScheduler({ store, clock: new ManualClock() });
        expect(() => jobs.register({ name: 'a', schedule: { kind: 'daily', at: '24:00' }, run: noop })).toThrow(/HH:MM/);
        expect(() => jobs.register({ name: 'b', schedule: { kind: 'monthly', day: 0, at: '10:00' }, run: noop })).toThrow(/1–31/);
        expect(() => jobs.register({ name: 'c', schedule: { kind: 'every', minutes: 0 }, run: noop })).toThrow(/N minutes/);
        expect(() => jobs.register({ name: 'Bad Name', schedule: null, run: noop })).toThrow(/kebab-case/);
        jobs.register({ name: 'd', schedule: null, run: noop });
        expect(() => jobs.register({ name: 'd', schedule: null, run: noop })).toThrow(/twice/);
      });
    });

    describe('one-off runs', () => {
      it('runs at its time, once per key, and can be cancelled before it starts', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const ran: unknown[] = [];
        const jobs = await scheduler(store, clock, 'solo', [{ name: 'end-access', schedule: null, run: async (job) => void ran.push([job.occurrence, job.payload]) }]);
        expect(await jobs.runAt('end-access', 'u1', clock.now() + HOUR, { userId: 'u1' })).toBe(true);
        expect(await jobs.runAt('end-access', 'u1', clock.now(), { userId: 'other' })).toBe(false); // same key: stored once
        expect(await jobs.runAt('end-access', 'u2', clock.now() + HOUR, { userId: 'u2' })).toBe(true);
        await expect(jobs.runAt('nobody', 'x', clock.now(), null)).rejects.toThrow(/no job/);
        await expect(jobs.runAt('end-access', 'bad-date', Date.parse('not a date'), null)).rejects.toThrow(/needs a time/);
        await jobs.tick();
        expect(ran).toEqual([]);
        expect(await jobs.cancel('end-access', 'u2')).toBe(true);
        clock.advance(HOUR);
        await jobs.tick();
        expect(ran).toEqual([['end-access:u1', { userId: 'u1' }]]);
        expect(await jobs.cancel('end-access', 'u1')).toBe(false); // already ran
        await jobs.tick();
        expect(ran).toHaveLength(1);
      });
    });

    describe('two instances on one store', () => {
      it('never run the same occurrence: 300 one-offs and a per-minute job over an hour, ticking concurrently', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:30Z'));
        const executions: { key: string; owner: string }[] = [];
        const defs = (owner: string): JobDefinition<never>[] => {
          const run: JobDefinition<never>['run'] = async (job) => {
            executions.push({ key: job.occurrence, owner });
            await new Promise((r) => setImmediate(r)); // let the other instance interleave
            await job.checkpoint();
          };
          return [
            { name: 'one-off', schedule: null, run },
            { name: 'per-minute', schedule: { kind: 'every', minutes: 1 }, run },
          ];
        };
        const a = await scheduler(store, clock, 'instance-a', defs('instance-a'));
        const b = await scheduler(store, clock, 'instance-b', defs('instance-b'));
        const start = clock.now();
        // Both instances schedule every one-off (as two request handlers might): each is stored once.
        const created = await Promise.all(
          Array.from({ length: 300 }, (_, i) => [a, b].map((s) => s.runAt('one-off', `k${i}`, start + (i % 60) * MINUTE, null))).flat(),
        );
        expect(created.filter(Boolean)).toHaveLength(300);
        for (let minute = 0; minute <= 60; minute++) {
          await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
          clock.advance(MINUTE);
        }
        const keys = executions.map((e) => e.key);
        const counts = new Map<string, number>();
        for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        expect(keys.filter((k) => k.startsWith('one-off:'))).toHaveLength(300);
        expect(keys.filter((k) => k.startsWith('per-minute:'))).toHaveLength(61);
        // Both did real work (the race is genuine, not one instance doing everything).
        expect(executions.filter((e) => e.owner === 'instance-a').length).toBeGreaterThan(0);
        expect(executions.filter((e) => e.owner === 'instance-b').length).toBeGreaterThan(0);
        expect(await store.collection('job_runs').countDocuments({ state: 'done', attempts: 1 })).toBe(361);
      }, 60_000);
    });

    describe('leases', () => {

      it('a crashed instance’s lease expires and another instance takes the occurrence over', async () => {
        await seedItems(store);
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const storeA = crashableStore(store);
        const firstBatch = gate();
        const proceed = gate();
        const a = await scheduler(storeA, clock, 'instance-a', [
          batchJob(storeA, async () => {
            firstBatch.open();
            await proceed.wait;
          }),
        ]);
        const b = await scheduler(store, clock, 'instance-b', [batchJob(store)]);
        await a.runAt('mark-items', 'nightly', clock.now(), null);

        void a.tick(); // never settles: instance A dies mid-job
        await firstBatch.wait;
        storeA.crash();
        proceed.open();

        expect((await b.tick()).done).toEqual([]); // A's lease still holds
        clock.advance(MINUTE - 1);
        expect((await b.tick()).done).toEqual([]);
        clock.advance(1);
        expect((await b.tick()).done).toEqual(['mark-items:nightly']);

        const items = await store.collection('items').find({}, { sort: { _id: 1 } });
        expect(items.map((i) => [i._id, i.times, i.by])).toEqual([
          ['i1', 1, 1],
          ['i2', 1, 1],
          ['i3', 1, 2],
          ['i4', 1, 2],
          ['i5', 1, 2],
        ]);
        expect(await runDoc('mark-items:nightly')).toMatchObject({ state: 'done', attempts: 2, lease_owner: null });
      });

      it('a stalled instance that lost its lease stops at its next checkpoint and cannot finish the run', async () => {
        await seedItems(store);
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const firstBatch = gate();
        const proceed = gate();
        const a = await scheduler(store, clock, 'instance-a', [
          batchJob(store, async () => {
            firstBatch.open();
            await proceed.wait;
          }),
        ]);
        const b = await scheduler(store, clock, 'instance-b', [batchJob(store)]);
        await a.runAt('mark-items', 'nightly', clock.now(), null);
        const aTick = a.tick();
        await firstBatch.wait;
        clock.advance(MINUTE);
        expect((await b.tick()).done).toEqual(['mark-items:nightly']);
        proceed.open();
        expect(await aTick).toEqual({ done: [], retrying: [], failed: [] });
        expect(await runDoc('mark-items:nightly')).toMatchObject({ state: 'done', attempts: 2, lease_owner: null, last_error: null });
        expect(await store.collection('items').countDocuments({ times: 1 })).toBe(5);
      });

      it('a crash on the last permitted attempt marks the run failed instead of trying again', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const storeA = crashableStore(store);
        const started = gate();
        const logB = captureLog();
        let runsOnB = 0;
        const def = (s: Store, onRun: () => Promise<void>): JobDefinition<never> => ({
          name: 'fragile',
          schedule: null,
          leaseMs: MINUTE,
          retry: { maxAttempts: 1 },
          async run() {
            await s.collection('anything').countDocuments();
            await onRun();
          },
        });
        const a = await scheduler(storeA, clock, 'instance-a', [
          def(storeA, async () => {
            started.open();
            await new Promise(() => undefined);
          }),
        ]);
        const b = await scheduler(store, clock, 'instance-b', [def(store, async () => void (runsOnB += 1))], logB.logger);
        await a.runAt('fragile', 'once', clock.now(), null);
        void a.tick();
        await started.wait;
        storeA.crash();
        clock.advance(MINUTE);
        expect((await b.tick()).failed).toEqual(['fragile:once']);
        expect(runsOnB).toBe(0);
        expect(logB.lines.some((l) => l.startsWith('error [jobs] FAILED fragile:once'))).toBe(true);
        expect(await runDoc('fragile:once')).toMatchObject({ state: 'failed', last_error: expect.stringContaining('lease expired') });
      });

      it('stopping hands a running occurrence back untried at its next checkpoint; another instance runs it', async () => {
        await seedItems(store);
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const firstBatch = gate();
        const proceed = gate();
        const a = await scheduler(store, clock, 'instance-a', [
          batchJob(store, async () => {
            firstBatch.open();
            await proceed.wait;
          }),
        ]);
        await a.runAt('mark-items', 'nightly', clock.now(), null);
        const aTick = a.tick();
        await firstBatch.wait;
        const stopped = a.stop();
        proceed.open();
        await stopped;
        await aTick;
        expect(await runDoc('mark-items:nightly')).toMatchObject({ state: 'pending', attempts: 0, lease_owner: null });
        expect((await a.tick()).done).toEqual([]); // a stopped scheduler starts nothing
        const b = await scheduler(store, clock, 'instance-b', [batchJob(store)]);
        expect((await b.tick()).done).toEqual(['mark-items:nightly']);
        expect(await store.collection('items').countDocuments({ done: true, times: 1 })).toBe(5);
      });
    });

    describe('start and stop', () => {
      it('start() ticks at once and then on its own; stop() ends the loop', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const ran: string[] = [];
        const jobs = new JobScheduler({ store, clock, owner: 'solo', pollMs: 5, logger: captureLog().logger });
        jobs.register({ name: 'one-off', schedule: null, run: async (job) => void ran.push(job.occurrence) });
        await jobs.init();
        await jobs.runAt('one-off', 'first', clock.now(), null);
        jobs.start();
        await until(() => ran.length === 1, 'first tick');
        await jobs.runAt('one-off', 'second', clock.now(), null);
        await until(() => ran.length === 2, 'a later tick');
        await jobs.stop();
        await jobs.runAt('one-off', 'third', clock.now(), null);
        await new Promise((r) => setTimeout(r, 30));
        expect(ran).toEqual(['one-off:first', 'one-off:second']);
      });
    });

    describe('retries', () => {
      it('retries with exponential backoff, then marks the run failed, logs it and lists it; an operator retry runs it again', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const log = captureLog();
        let calls = 0;
        let failing = true;
        const jobs = await scheduler(
          store,
          clock,
          'solo',
          [
            {
              name: 'flaky',
              schedule: null,
              retry: { maxAttempts: 3, backoffBaseMs: 1_000, backoffMaxMs: 60_000 },
              async run() {
                calls += 1;
                if (failing) throw new Error('provider down');
              },
            },
          ],
          log.logger,
        );
        await jobs.runAt('flaky', 'x', clock.now(), null);
        expect((await jobs.tick()).retrying).toEqual(['flaky:x']);
        expect(calls).toBe(1);
        await jobs.tick();
        clock.advance(999);
        await jobs.tick();
        expect(calls).toBe(1); // 1 s backoff after attempt 1
        clock.advance(1);
        await jobs.tick();
        expect(calls).toBe(2);
        clock.advance(1_999);
        await jobs.tick();
        expect(calls).toBe(2); // 2 s after attempt 2
        clock.advance(1);
        expect((await jobs.tick()).failed).toEqual(['flaky:x']);
        expect(calls).toBe(3);
        expect(log.lines.filter((l) => l.startsWith('warn [jobs] flaky:x attempt'))).toHaveLength(2);
        expect(log.lines).toContain('error [jobs] FAILED flaky:x after 3 attempts: provider down');
        const failed = await jobs.runs({ state: 'failed' });
        expect(failed.map((r) => [r._id, r.attempts, r.last_error])).toEqual([['flaky:x', 3, 'Error: provider down']]);

        clock.advance(24 * HOUR);
        await jobs.tick();
        expect(calls).toBe(3); // failed stays failed

        failing = false;
        expect(await jobs.retry('flaky:x')).toBe(true);
        expect(await jobs.retry('flaky:x')).toBe(false); // no longer failed
        expect((await jobs.tick()).done).toEqual(['flaky:x']);
        expect(calls).toBe(4);
        expect(await jobs.runs({ state: 'failed' })).toEqual([]);
      });
    });

    describe('durable outbox', () => {
      type Payload = { userId: string; expireAt: string };
      const payload: Payload = { userId: 'u1', expireAt: '2027-05-24T10:00:00.000Z' };


      it('records an event once per key and delivers it once', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const outbox = new Outbox({ store, clock, owner: 'solo' });
        await outbox.init();
        const seen: string[] = [];
        outbox.on('account.access_ended', 'receipt', receiptHandler(store, seen));
        expect(await outbox.record('account.access_ended', payload, { key: 'u1:2027-05' })).toEqual({ id: 'account.access_ended:u1:2027-05', created: true });
        expect(await outbox.record('account.access_ended', payload, { key: 'u1:2027-05' })).toEqual({ id: 'account.access_ended:u1:2027-05', created: false });
        expect((await outbox.drain()).delivered).toEqual(['account.access_ended:u1:2027-05']);
        expect((await outbox.drain()).delivered).toEqual([]);
        expect(seen).toEqual(['account.access_ended:u1:2027-05']);
      });

      it('a crash between delivery and acknowledgement: the handler sees the event twice, its effect happens once', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const storeA = crashableStore(store);
        const a = new Outbox({ store: storeA, clock, owner: 'instance-a', leaseMs: 30_000 });
        const b = new Outbox({ store, clock, owner: 'instance-b', leaseMs: 30_000 });
        await b.init();
        const seen: string[] = [];
        a.on('account.access_ended', 'receipt', receiptHandler(storeA, seen, () => storeA.crash()));
        b.on('account.access_ended', 'receipt', receiptHandler(store, seen));
        const { id } = await b.record('account.access_ended', payload, { key: 'u1:2027-05' });

        void a.drain(); // A delivers, the effect is stored, and A dies before acknowledging
        await until(() => seen.length === 1, 'first delivery');
        expect(await store.collection('receipts').countDocuments()).toBe(1);

        expect((await b.drain()).delivered).toEqual([]); // A's lease still holds
        clock.advance(30_000);
        expect((await b.drain()).delivered).toEqual([id]);
        expect(seen).toEqual([id, id]);
        expect(await store.collection('receipts').countDocuments()).toBe(1);
        expect(await store.collection<OutboxDoc>('outbox_events').findOne({ _id: id })).toMatchObject({ state: 'done', attempts: 2, handlers_done: ['receipt'] });
        expect((await b.drain()).delivered).toEqual([]);
      });

      it('retries a failing handler with backoff without repeating the handlers that succeeded, then fails and logs', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const log = captureLog();
        const outbox = new Outbox({ store, clock, owner: 'solo', retry: { maxAttempts: 2, backoffBaseMs: 5_000 }, logger: log.logger });
        await outbox.init();
        const calls = { mail: 0, ledger: 0 };
        outbox.on('account.access_ended', 'ledger', async () => void (calls.ledger += 1));
        outbox.on('account.access_ended', 'mail', async () => {
          calls.mail += 1;
          throw new Error('smtp refused');
        });
        const { id } = await outbox.record('account.access_ended', payload, { key: 'k' });
        expect((await outbox.drain()).retrying).toEqual([id]);
        clock.advance(4_999);
        await outbox.drain();
        expect(calls).toEqual({ mail: 1, ledger: 1 });
        clock.advance(1);
        expect((await outbox.drain()).failed).toEqual([id]);
        expect(calls).toEqual({ mail: 2, ledger: 1 });
        expect(log.lines).toContain(`error [outbox] FAILED ${id} after 2 attempts: smtp refused`);
        expect((await outbox.list({ state: 'failed' })).map((e) => [e._id, e.handlers_done, e.last_error])).toEqual([[id, ['ledger'], 'Error: smtp refused']]);
      });

      it('once started, delivers a new event at once instead of at the next poll, and stops cleanly', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const outbox = new Outbox({ store, clock, owner: 'solo', pollMs: 3_600_000 });
        await outbox.init();
        const seen: string[] = [];
        outbox.on('account.access_ended', 'count', async (event) => void seen.push(event.id));
        outbox.start();
        await outbox.drain(); // the first pass (nothing yet)
        const { id } = await outbox.record('account.access_ended', payload, { key: 'now' });
        await until(() => seen.length === 1, 'prompt delivery');
        expect(seen).toEqual([id]);
        await outbox.stop();
        await outbox.record('account.access_ended', payload, { key: 'after-stop' });
        await new Promise((r) => setTimeout(r, 20));
        expect(seen).toEqual([id]); // a stopped dispatcher delivers nothing
      });

      it('two dispatchers on one store deliver each of 100 events exactly once', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const seen: string[] = [];
        const make = (owner: string) => {
          const o = new Outbox({ store, clock, owner });
          o.on('account.access_ended', 'count', async (event) => {
            seen.push(event.id);
            await new Promise((r) => setImmediate(r));
          });
          return o;
        };
        const a = make('instance-a');
        const b = make('instance-b');
        await a.init();
        await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).record('account.access_ended', payload, { key: `e${i}` })));
        const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
        expect(ra.delivered.length + rb.delivered.length).toBe(100);
        expect(seen).toHaveLength(100);
        expect(new Set(seen).size).toBe(100);
      });
    });

    describe('store locks', () => {
      it('lets exactly one of 20 parallel callers in while it holds the lock; the rest get LockBusyError', async () => {
        const locks = new StoreLocks(store, new ManualClock());
        let inside = 0;
        let busy = 0;
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, () =>
            locks
              .withLock('subscription:u1', { ttlMs: MINUTE }, async () => {
                inside += 1;
                await until(() => busy === 19, 'the other callers to be refused'); // hold it until everyone tried
              })
              .catch((err: unknown) => {
                if (err instanceof LockBusyError) busy += 1;
                throw err;
              }),
          ),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(busy).toBe(19);
        expect(inside).toBe(1);
        await locks.withLock('subscription:u1', { ttlMs: MINUTE }, async () => undefined); // released afterwards
      });

      it('serialises waiting callers: never two inside at once', async () => {
        const locks = new StoreLocks(store, new ManualClock());
        let inside = 0;
        let most = 0;
        let done = 0;
        await Promise.all(
          Array.from({ length: 8 }, () =>
            locks.withLock('k', { ttlMs: MINUTE, waitMs: 5_000 }, async () => {
              inside += 1;
              most = Math.max(most, inside);
              await new Promise((r) => setTimeout(r, 5));
              inside -= 1;
              done += 1;
            }),
          ),
        );
        expect(done).toBe(8);
        expect(most).toBe(1);
      });

      it('a holder’s lock is renewed while its work runs: work slower than the TTL never lets a second holder in', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const locks = new StoreLocks(store, clock, { renewEveryMs: 10 });
        await locks.withLock('slow', { ttlMs: MINUTE }, async () => {
          // The work takes two TTLs (a Stripe call with its retries), in four steps.
          for (let step = 0; step < 4; step++) {
            clock.advance(MINUTE / 2);
            await lockRenewedUntil(store, 'slow', clock.now() + MINUTE);
            expect(await locks.tryAcquire('slow', MINUTE)).toBeNull();
          }
        });
        expect(await locks.tryAcquire('slow', MINUTE)).not.toBeNull(); // released once the work settled
      });

      it('renewal stops after MAX_HOLD_TTLS TTLs, so work that never settles frees the lock', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const locks = new StoreLocks(store, clock, { renewEveryMs: 5 });
        const ttlMs = 30; // real time: renewal gives up after MAX_HOLD_TTLS × 30 ms
        const hang = gate();
        const held = locks.withLock('hung', { ttlMs }, () => hang.wait);
        await new Promise((r) => setTimeout(r, MAX_HOLD_TTLS * ttlMs + 100));
        // Were it still renewed, the expiry would follow the clock and the lock stay taken.
        clock.advance(ttlMs - 10);
        await new Promise((r) => setTimeout(r, 50));
        clock.advance(ttlMs - 10);
        expect(await locks.tryAcquire('hung', MINUTE)).not.toBeNull();
        hang.open();
        await held;
      });

      it('a crashed holder’s lock expires after its TTL; the stale holder can neither release nor extend it', async () => {
        const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
        const locks = new StoreLocks(store, clock);
        const stale = await locks.acquire('k', { ttlMs: MINUTE });
        expect(await locks.tryAcquire('k', MINUTE)).toBeNull();
        clock.advance(MINUTE);
        const fresh = await locks.tryAcquire('k', MINUTE);
        expect(fresh).not.toBeNull();
        await expect(stale.extend(MINUTE)).rejects.toBeInstanceOf(LockLostError);
        await expect(stale.assertHeld()).rejects.toBeInstanceOf(LockLostError);
        await locks.release(stale);
        expect(await locks.tryAcquire('k', MINUTE)).toBeNull(); // still the fresh holder's
        await fresh!.extend(2 * MINUTE);
        clock.advance(MINUTE + 1);
        await fresh!.assertHeld();
        await locks.release(fresh!);
        expect(await locks.tryAcquire('k', MINUTE)).not.toBeNull();
      });
    });
  });
}

/** Waits (up to 2 s of real time) until the renewal has pushed lock `key`'s expiry to `expiry`. */
async function lockRenewedUntil(store: Store, key: string, expiry: number): Promise<void> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const doc = await store.collection<{ _id: string; until: number }>('locks').findOne({ _id: key });
    if (doc && doc.until >= expiry) return;
    if (Date.now() > deadline) throw new Error(`lock ${key} was not renewed to ${expiry} (it is at ${doc?.until ?? 'none'})`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
