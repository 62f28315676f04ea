import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves in the task after the next animation frame, not before it', async () => {
    vi.useFakeTimers();
    let frame: (() => void) | null = null;
    const win = { requestAnimationFrame: (fn: () => void) => ((frame = fn), 1), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) } as unknown as Window;
    const done = vi.fn();
    void afterNextPaint(win).then(done);
    await vi.advanceTimersByTimeAsync(10);
    expect(done).not.toHaveBeenCalled();
    frame!();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledOnce();
  });

  it('does not wait forever in a tab that does not paint', async () => {
    vi.useFakeTimers();
    const win = { requestAnimationFrame: () => 1, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) } as unknown as Window;
    const done = vi.fn();
    void afterNextPaint(win).then(done);
    await vi.advanceTimersByTimeAsync(99);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toHaveBeenCalledOnce();
  });
});
