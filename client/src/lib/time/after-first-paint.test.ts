import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, nextIdle } from './after-first-paint';

/** A window whose load state, paint entries and idle callbacks the test controls. */
function fakeWindow(readyState: DocumentReadyState, painted: boolean) {
  const listeners = new Map<string, () => void>();
  const win = {
    document: { readyState },
    performance: { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    requestIdleCallback: (fn: () => void) => {
      fn();
      return 1;
    },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  };
  return { win: win as unknown as Window, fire: (type: string) => listeners.get(type)?.() };
}

describe('afterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once (when idle) on a page that has loaded and painted', () => {
    const { win } = fakeWindow('complete', true);
    const task = vi.fn();
    afterFirstPaint(task, win);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the load event first', () => {
    const { win, fire } = fakeWindow('interactive', true);
    const task = vi.fn();
    afterFirstPaint(task, win);
    expect(task).not.toHaveBeenCalled();
    fire('load');
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs after a timeout when the page never paints (a background tab), once', () => {
    vi.useFakeTimers();
    const { win } = fakeWindow('complete', false);
    const task = vi.fn();
    afterFirstPaint(task, win);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('nextIdle', () => {
  it('resolves only when the browser reports an idle moment', async () => {
    let idle: (() => void) | undefined;
    const win = { requestIdleCallback: (fn: () => void) => ((idle = fn), 1) } as unknown as Window;
    const done = vi.fn();
    const waiting = nextIdle(win).then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    idle!();
    await waiting;
    expect(done).toHaveBeenCalledOnce();
  });

  it('falls back to a short timer without requestIdleCallback (Safari)', async () => {
    vi.useFakeTimers();
    const win = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) } as unknown as Window;
    const done = vi.fn();
    const waiting = nextIdle(win).then(done);
    await vi.advanceTimersByTimeAsync(49);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toHaveBeenCalledOnce();
  });
});
