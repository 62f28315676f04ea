import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TiledMap, TileState } from './leaflet-map';
import { tileRetryDelay, useTileRetry } from './use-tile-retry';

function fakeMap() {
  return { retryTiles: vi.fn() } as unknown as TiledMap & { retryTiles: ReturnType<typeof vi.fn> };
}

function renderRetry(tiled: TiledMap, tileState: TileState, online: boolean) {
  return renderHook((p: { tileState: TileState; online: boolean }) => useTileRetry(tiled, p.tileState, p.online), { initialProps: { tileState, online } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTileRetry', () => {
  it('does not ask again at once when tiles fail while online, and waits longer after each failure', () => {
    const map = fakeMap();
    const { rerender } = renderRetry(map, 'failed', true);
    expect(map.retryTiles).not.toHaveBeenCalled();
    vi.advanceTimersByTime(9_999);
    expect(map.retryTiles).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(map.retryTiles).toHaveBeenCalledTimes(1);
    // The retry loads, then fails again: the next one is 20 s away, not immediate.
    rerender({ tileState: 'loading', online: true });
    rerender({ tileState: 'failed', online: true });
    vi.advanceTimersByTime(19_999);
    expect(map.retryTiles).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(map.retryTiles).toHaveBeenCalledTimes(2);
  });

  it('asks again at once when the connection comes back', () => {
    const map = fakeMap();
    const { rerender } = renderRetry(map, 'failed', false);
    vi.advanceTimersByTime(600_000);
    expect(map.retryTiles).not.toHaveBeenCalled();
    rerender({ tileState: 'failed', online: true });
    expect(map.retryTiles).toHaveBeenCalledTimes(1);
  });

  it('starts from the shortest pause again once tiles have loaded', () => {
    const map = fakeMap();
    const { rerender } = renderRetry(map, 'failed', true);
    vi.advanceTimersByTime(10_000);
    rerender({ tileState: 'loading', online: true });
    rerender({ tileState: 'ok', online: true });
    rerender({ tileState: 'failed', online: true });
    vi.advanceTimersByTime(10_000);
    expect(map.retryTiles).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when the map goes away', () => {
    const map = fakeMap();
    const { unmount } = renderRetry(map, 'failed', true);
    unmount();
    vi.advanceTimersByTime(600_000);
    expect(map.retryTiles).not.toHaveBeenCalled();
  });

  it('caps the pause at five minutes', () => {
    expect([0, 1, 2, 5, 20].map(tileRetryDelay)).toEqual([10_000, 20_000, 40_000, 300_000, 300_000]);
  });
});
