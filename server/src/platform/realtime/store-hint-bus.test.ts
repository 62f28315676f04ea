import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { openEmbeddedStore } from '../store/embedded.js';
import { seqCounter } from '../store/seq-counter.js';
import type { Store } from '../store/types.js';
import type { UserHint } from './hint-bus.js';
import { storeHintBus, type StoreHintBus } from './store-hint-bus.js';

const hint = (userId: string, seq: number): UserHint => ({ userId, collection: 'messages', checkpoint: { seq, id: `m${seq}` } });

async function until(check: () => boolean, ms = 2_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the store hint bus (hints across app instances)', () => {
  let store: Store;
  const buses: StoreHintBus[] = [];
  const bus = async (options = {}) => {
    const b = storeHintBus(store, systemClock, { pollMs: 20, ...options });
    await b.start();
    buses.push(b);
    return b;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.stop()));
    await store?.close();
  });

  it('delivers a hint published on one instance to the subscribers of every instance, once, in order', async () => {
    store = await openEmbeddedStore(null);
    const [a, b] = [await bus(), await bus()];
    const seenA: UserHint[] = [];
    const seenB: UserHint[] = [];
    a.subscribe((h) => seenA.push(h));
    b.subscribe((h) => seenB.push(h));
    for (let i = 1; i <= 5; i++) a.publish(hint('u1', i));
    await until(() => seenA.length === 5 && seenB.length === 5);
    await new Promise((r) => setTimeout(r, 100)); // more polls must not deliver again
    expect(seenB.map((h) => h.checkpoint.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(seenA).toEqual(seenB);
  });

  it('does not replay hints written before it started', async () => {
    store = await openEmbeddedStore(null);
    const early = await bus();
    early.publish(hint('u1', 1));
    await until(() => true);
    await new Promise((r) => setTimeout(r, 50));
    const late = await bus();
    const seen: UserHint[] = [];
    late.subscribe((h) => seen.push(h));
    early.publish(hint('u1', 2));
    await until(() => seen.length === 1);
    expect(seen[0]!.checkpoint.seq).toBe(2);
  });

  it('waits for a number taken by a slower writer instead of skipping its hint', async () => {
    store = await openEmbeddedStore(null);
    const reader = await bus({ holeWaitMs: 1_000 });
    const seen: number[] = [];
    reader.subscribe((h) => seen.push(h.checkpoint.seq));
    // A writer on another instance has taken number 1 but not inserted its hint yet …
    const slow = await seqCounter(store).next('realtime_hints');
    reader.publish(hint('u1', 2)); // … while number 2 is written and read at once.
    await until(() => seen.includes(2));
    await store.collection('realtime_hints').insertOne({ _id: `h${slow}`, seq: slow, at: Date.now(), ...hint('u1', 1) });
    await until(() => seen.includes(1));
    expect(seen.sort()).toEqual([1, 2]);
  });
});
