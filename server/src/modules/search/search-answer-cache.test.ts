import { describe, expect, it } from 'vitest';
import type { Store } from '../../platform/store/types.js';
import { SearchAnswerCache } from './search-answer-cache.js';

/** A store whose `listings` change version the test moves by hand (null: no change streams). */
function versionedStore(start: number | null) {
  const state = { version: start };
  const store = { changeVersion: async () => ({ current: () => state.version }) } as unknown as Store;
  return { store, state };
}

/** A compute function that counts its calls and answers with a fresh value each time. */
function counter(label: string) {
  let calls = 0;
  const compute = async () => ({ label, call: (calls += 1) });
  return { compute, calls: () => calls };
}
const body = (answer: { json: Buffer }) => JSON.parse(answer.json.toString('utf8')) as { label: string; call: number };

describe('search answer cache', () => {
  it('serves a kept answer until the listings change, then computes again', async () => {
    const { store, state } = versionedStore(1);
    const cache = new SearchAnswerCache();
    await cache.follow(store, 'listings');
    const den = counter('den');
    const first = await cache.answer('den', den.compute);
    const again = await cache.answer('den', den.compute);
    expect(again).toBe(first);
    expect(den.calls()).toBe(1);
    state.version = 2;
    const after = await cache.answer('den', den.compute);
    expect(body(after)).toEqual({ label: 'den', call: 2 });
    expect(den.calls()).toBe(2);
  });

  it('keeps different queries apart', async () => {
    const { store } = versionedStore(7);
    const cache = new SearchAnswerCache();
    await cache.follow(store, 'listings');
    expect(body(await cache.answer('den', counter('den').compute)).label).toBe('den');
    expect(body(await cache.answer('ord', counter('ord').compute)).label).toBe('ord');
    expect(body(await cache.answer('den', counter('other').compute)).label).toBe('den');
  });

  it('keeps nothing computed while the listings changed (the write may or may not be in it)', async () => {
    const { store, state } = versionedStore(1);
    const cache = new SearchAnswerCache();
    await cache.follow(store, 'listings');
    let calls = 0;
    const racing = async () => {
      calls += 1;
      if (calls === 1) state.version = 2; // a write lands while the first search runs
      return { calls };
    };
    await cache.answer('den', racing);
    await cache.answer('den', racing);
    expect(calls).toBe(2);
    await cache.answer('den', racing);
    expect(calls).toBe(2);
  });

  it('keeps nothing when the store cannot tell about changes (MongoDB without change streams, or no support)', async () => {
    const { store } = versionedStore(null);
    const noStreams = new SearchAnswerCache();
    await noStreams.follow(store, 'listings');
    const unsupported = new SearchAnswerCache();
    await unsupported.follow({} as Store, 'listings');
    for (const cache of [noStreams, unsupported]) {
      const den = counter('den');
      await cache.answer('den', den.compute);
      await cache.answer('den', den.compute);
      expect(den.calls()).toBe(2);
      expect(cache.size).toBe(0);
    }
  });

  it('forgets the least recently used answers beyond its entry and byte limits', async () => {
    const { store } = versionedStore(1);
    const cache = new SearchAnswerCache({ entries: 2, bytes: 1_000 });
    await cache.follow(store, 'listings');
    const a = counter('a');
    await cache.answer('a', a.compute);
    await cache.answer('b', counter('b').compute);
    await cache.answer('a', a.compute); // a is now the most recently used
    const c = counter('c');
    await cache.answer('c', c.compute); // evicts b
    expect(cache.size).toBe(2);
    expect(a.calls()).toBe(1);
    const b = counter('b');
    await cache.answer('b', b.compute);
    expect(b.calls()).toBe(1);
    // An answer larger than the byte limit is served but never kept.
    await cache.answer('big', async () => ({ text: 'x'.repeat(2_000) }));
    expect(cache.size).toBe(2);
    // Several answers over the byte limit together: the oldest go.
    const small = new SearchAnswerCache({ entries: 100, bytes: 700 });
    await small.follow(store, 'listings');
    for (const key of ['p', 'q', 'r']) await small.answer(key, async () => ({ text: key.repeat(300) }));
    expect(small.size).toBe(2);
  });
});
