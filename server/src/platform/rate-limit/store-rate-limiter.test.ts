import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { openEmbeddedStore } from '../store/embedded.js';
import type { Store } from '../store/types.js';
import { storeRateLimiter } from './store-rate-limiter.js';

describe('the store-backed rate limiter (limits shared by app instances)', () => {
  let store: Store;
  afterEach(() => store?.close());
  const setting = { max: 5, windowMs: 60_000 };

  it('lets exactly max hits through a window even when they race, then reopens after the window', async () => {
    store = await openEmbeddedStore(null);
    const clock = new ManualClock(1_000_000);
    // Two limiters on one store stand for two app instances.
    const [a, b] = [storeRateLimiter(store, clock), storeRateLimiter(store, clock)];
    await a.init();
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('login:ip:10.0.0.1', setting)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    const refused = verdicts.find((v) => !v.allowed)!;
    expect(refused.retryAfterMs).toBe(60_000);

    clock.advance(30_000);
    expect(await a.hit('login:ip:10.0.0.1', setting)).toEqual({ allowed: false, retryAfterMs: 30_000 });
    expect((await a.hit('login:ip:10.0.0.2', setting)).allowed).toBe(true); // other keys have their own window

    clock.advance(30_000);
    const reopened = await Promise.all(Array.from({ length: 8 }, () => b.hit('login:ip:10.0.0.1', setting)));
    expect(reopened.filter((v) => v.allowed)).toHaveLength(5);
  });
});
