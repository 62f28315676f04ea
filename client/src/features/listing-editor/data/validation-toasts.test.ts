import { describe, expect, it } from 'vitest';
import { createToastStore } from '../../../ui/toast/toast-store';
import { createValidationToasts } from './validation-toasts';

function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      pending.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now && pending.has(id)) {
          pending.delete(id);
          t.fn();
        }
      }
    },
  };
}

describe('validation toasts', () => {
  it('shows three warnings of 15 s at once and the next ones as earlier ones close', () => {
    const timers = fakeTimers();
    const store = createToastStore({ max: 3, timers });
    const toasts = createValidationToasts(store);
    toasts.show(['one', 'two', 'three', 'four', 'five']);
    expect(store.getSnapshot().map((t) => [t.message, t.kind, t.duration])).toEqual([
      ['one', 'warning', 15_000],
      ['two', 'warning', 15_000],
      ['three', 'warning', 15_000],
    ]);
    timers.advance(5_000);
    store.dismiss(store.getSnapshot()[0]!.id);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['two', 'three', 'four']);
    timers.advance(10_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['four', 'five']);
    timers.advance(5_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['five']);
    timers.advance(10_000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('replaces the warnings of an earlier attempt', () => {
    const store = createToastStore({ max: 3, timers: fakeTimers() });
    const toasts = createValidationToasts(store);
    toasts.show(['a', 'b', 'c', 'd']);
    toasts.show(['x']);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['x']);
    toasts.clear();
    expect(store.getSnapshot()).toEqual([]);
  });
});
