import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield when there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    await yieldToMain(Object.assign(Object.create(window) as Window, { scheduler: { yield: schedulerYield } }));
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves after a zero timer, not in the same task', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const waiting = yieldToMain(window).then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
