import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWhenOnline } from './use-when-online';

describe('useWhenOnline', () => {
  it('calls back on each online event, never on mount, with the latest callback, and stops on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ cb }) => useWhenOnline(cb), { initialProps: { cb: first } });
    expect(first).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ cb: second });
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
