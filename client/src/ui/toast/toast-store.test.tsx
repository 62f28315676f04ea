import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts (spec 1 §9)', () => {
  it('shows at most three at once, dropping the oldest', () => {
    const store = createToastStore();
    for (const n of [1, 2, 3, 4]) store.show('info', `t${n}`);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['t2', 't3', 't4']);
  });

  it('closes itself after 5 s by default', () => {
    const store = createToastStore();
    store.show('success', 'saved');
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours the 4 s option and toasts that stay until dismissed', () => {
    const store = createToastStore();
    store.show('info', 'short', { duration: 4000 });
    const sticky = store.show('info', 'update', { duration: null });
    vi.advanceTimersByTime(4000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['update']);
    vi.advanceTimersByTime(60_000);
    store.dismiss(sticky);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('a pushed-out toast does not close a newer one when its timer would have fired', () => {
    const store = createToastStore({ max: 1 });
    store.show('info', 'first', { duration: 1000 });
    vi.advanceTimersByTime(500);
    store.show('info', 'second', { duration: 5000 });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['second']);
  });

  it('renders toasts in a live region with error toasts as alerts', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('error', 'Login failed. Please try again.');
      store.show('success', 'Saved');
    });
    expect(screen.getByRole('alert').textContent).toContain('Login failed');
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
