import type { AppConfig } from '@crashpad/sync';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, type ConfigStore } from '../config/config-store';
import { ConfigContext } from '../config/use-config';
import { usePublishableKey } from './publishable-key';

const withKey: AppConfig = { ...DEFAULT_CONFIG, stripe: { publishable_key: 'pk_test_123' } } as AppConfig;

/** A config store whose answers the test gives one by one (`answer`), as the server would. */
function fakeConfigStore(initial: AppConfig) {
  let config = initial;
  const listeners = new Set<() => void>();
  const waiting: Array<(next: AppConfig) => void> = [];
  const store: ConfigStore = {
    getSnapshot: () => config,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: vi.fn(
      () =>
        new Promise<AppConfig>((resolve) => {
          waiting.push((next) => {
            config = next;
            for (const listener of listeners) listener();
            resolve(next);
          });
        }),
    ),
  };
  const wrapper = ({ children }: { children: ReactNode }) => <ConfigContext.Provider value={store}>{children}</ConfigContext.Provider>;
  /** The oldest open load answers `next` (the store keeps its config when a load fails: `next` is then the same). */
  const answer = (next: AppConfig) => act(async () => waiting.shift()!(next));
  return { store, wrapper, answer };
}

describe('usePublishableKey (a card form before the config arrived)', () => {
  it('gives the key the app already has, without asking again', () => {
    const { store, wrapper } = fakeConfigStore(withKey);
    const { result } = renderHook(() => usePublishableKey(), { wrapper });
    expect(result.current).toEqual({ key: 'pk_test_123', settled: true });
    expect(store.load).not.toHaveBeenCalled();
  });

  it('asks for the config at once and is not settled until it arrives', async () => {
    const { store, wrapper, answer } = fakeConfigStore(DEFAULT_CONFIG);
    const { result } = renderHook(() => usePublishableKey(), { wrapper });
    expect(result.current.settled).toBe(false);
    expect(store.load).toHaveBeenCalledTimes(1);
    await answer(withKey);
    expect(result.current).toEqual({ key: 'pk_test_123', settled: true });
  });

  it('settles without a key when the server has no Stripe, and asks once', async () => {
    const { store, wrapper, answer } = fakeConfigStore(DEFAULT_CONFIG);
    const { result } = renderHook(() => usePublishableKey(), { wrapper });
    await answer(DEFAULT_CONFIG);
    expect(result.current).toEqual({ key: undefined, settled: true });
    expect(store.load).toHaveBeenCalledTimes(1);
  });

  it('asks again when the connection comes back after a failed ask', async () => {
    const { store, wrapper, answer } = fakeConfigStore(DEFAULT_CONFIG);
    const { result } = renderHook(() => usePublishableKey(), { wrapper });
    await answer(DEFAULT_CONFIG);
    expect(result.current.settled).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current.settled).toBe(false);
    expect(store.load).toHaveBeenCalledTimes(2);
    await answer(withKey);
    expect(result.current).toEqual({ key: 'pk_test_123', settled: true });
  });
});
