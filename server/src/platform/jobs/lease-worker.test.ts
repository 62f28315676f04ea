import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../clock.js';
import { openEmbeddedStore } from '../store/embedded.js';
import { LeasedQueue, type WorkItem } from './leased-queue.js';
import { claimDue, lastAttemptLost, leaseOwnerName, PollLoop, settleFailedAttempt, type ClaimPass } from './lease-worker.js';

type Item = WorkItem & { kind: string };
const policy = { maxAttempts: 2, backoffBaseMs: 1_000, backoffMaxMs: 10_000 };

async function queueWith(ids: { id: string; kind?: string }[]) {
  const clock = new ManualClock(1_000_000);
  const store = await openEmbeddedStore(null);
  const queue = new LeasedQueue(store.collection<Item>('work'), clock);
  await queue.init();
  for (const { id, kind = 'a' } of ids) {
    const now = clock.now();
    await queue.collection.insertOne({ _id: id, kind, state: 'pending', attempts: 0, available_at: now, lease_owner: null, last_error: null, updated_at: now, finished_at: null });
  }
  return { clock, queue };
}

const pass = (owner: string, over: Partial<ClaimPass<Item>> = {}): ClaimPass<Item> => ({ owner, filter: {}, batch: () => 2, leaseMs: () => 60_000, finished: () => false, ...over });

async function collect(queue: LeasedQueue<Item>, p: ClaimPass<Item>): Promise<string[]> {
  const won: string[] = [];
  for await (const claimed of claimDue(queue, p)) won.push(claimed._id);
  return won;
}

/** Claims one due item (the pass ends after it). */
async function claimOne(queue: LeasedQueue<Item>, owner: string) {
  let won = 0;
  for await (const claimed of claimDue(queue, pass(owner, { finished: () => won > 0 }))) {
    won += 1;
    return claimed;
  }
  throw new Error('nothing to claim');
}

describe('lease worker (shared by jobs and the outbox)', () => {
  it('names every worker differently', () => {
    expect(leaseOwnerName()).not.toBe(leaseOwnerName());
  });

  it('claims every due item once, across batches, and leased items are not claimed by another worker', async () => {
    const { queue, clock } = await queueWith([{ id: 'w1' }, { id: 'w2' }, { id: 'w3' }]);
    expect(await collect(queue, pass('one'))).toEqual(['w1', 'w2', 'w3']);
    expect(await collect(queue, pass('two'))).toEqual([]);
    // A crashed worker's lease runs out: the item is claimable again, as a new attempt.
    clock.advance(60_001);
    const [again] = await queue.due(10);
    expect(again?.attempts).toBe(1);
    expect(await collect(queue, pass('two'))).toEqual(['w1', 'w2', 'w3']);
  });

  it('skips candidates without a lease and stops when the pass is finished', async () => {
    const { queue } = await queueWith([{ id: 'w1', kind: 'unknown' }, { id: 'w2' }, { id: 'w3' }]);
    let taken = 0;
    const won: string[] = [];
    const claims = claimDue(queue, pass('one', { leaseMs: (c) => (c.kind === 'unknown' ? null : 60_000), finished: () => taken >= 1 }));
    for await (const claimed of claims) {
      taken += 1;
      won.push(claimed._id);
    }
    expect(won).toEqual(['w2']);
    expect((await queue.collection.findOne({ _id: 'w1' }))?.state).toBe('pending');
    expect((await queue.collection.findOne({ _id: 'w3' }))?.state).toBe('pending');
  });

  it('retries a failed attempt with backoff, then fails it for good, logging both', async () => {
    const { queue, clock } = await queueWith([{ id: 'w1' }]);
    const logger = { warn: vi.fn(), error: vi.fn() };
    const log = { prefix: '[test]', id: 'w1', logger };
    let claimed = await claimOne(queue, 'one');
    expect(await settleFailedAttempt(queue, claimed, new Error('smtp down'), policy, log)).toBe('retry');
    expect(logger.warn).toHaveBeenCalledWith('[test] w1 attempt 1 failed, will retry: smtp down');
    expect(await collect(queue, pass('one'))).toEqual([]); // backing off
    clock.advance(1_000);
    claimed = await claimOne(queue, 'one');
    expect(await settleFailedAttempt(queue, claimed, new Error('still down'), policy, log)).toBe('failed');
    expect(logger.error).toHaveBeenCalledWith('[test] FAILED w1 after 2 attempts: still down');
    expect((await queue.collection.findOne({ _id: 'w1' }))?.state).toBe('failed');
  });

  it('a worker whose lease was taken over cannot settle the item', async () => {
    const { queue, clock } = await queueWith([{ id: 'w1' }]);
    const stale = await claimOne(queue, 'one');
    clock.advance(60_001);
    await claimOne(queue, 'two');
    const logger = { warn: vi.fn(), error: vi.fn() };
    expect(await settleFailedAttempt(queue, stale, new Error('late'), policy, { prefix: '[test]', id: 'w1', logger })).toBe('lost');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('treats a claim past the last permitted attempt as lost by a crash', () => {
    const item = { attempts: 2 } as WorkItem;
    expect(lastAttemptLost(item, policy, 'worker')).toBeNull();
    expect(lastAttemptLost({ ...item, attempts: 3 }, policy, 'worker')?.message).toBe('lease expired on the last attempt (worker crashed or stalled)');
  });
});

describe('poll loop', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a pass at once and again after each pause, goes on after a failed pass, and stops', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let passes = 0;
    const loop = new PollLoop(
      async () => {
        passes += 1;
        if (passes === 2) throw new Error('store down');
      },
      () => 1_000,
      (err) => errors.push(err),
    );
    loop.start();
    loop.start(); // a second start changes nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(3);
    loop.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(3);
    loop.start(); // stopped for good
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(3);
  });
});
