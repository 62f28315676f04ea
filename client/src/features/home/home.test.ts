import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOptionalList } from './data/use-optional-list';
import { HOME_SECTION_MAX, sectionItems } from './model/home-sections';

describe('home sections', () => {
  it('show at most four items and nothing when there are none', () => {
    expect(sectionItems([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4]);
    expect(HOME_SECTION_MAX).toBe(4);
    expect(sectionItems([])).toBeNull();
    expect(sectionItems(null)).toBeNull();
  });

  it('load their list once and stay hidden when the call fails or is switched off', async () => {
    const ok = vi.fn(async () => ['a', 'b']);
    const loaded = renderHook(() => useOptionalList(ok, 'featured'));
    expect(loaded.result.current).toBeNull();
    await waitFor(() => expect(loaded.result.current).toEqual(['a', 'b']));
    expect(ok).toHaveBeenCalledOnce();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new Error('feature_disabled');
    });
    const failed = renderHook(() => useOptionalList(failing, 'events'));
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(failed.result.current).toBeNull();
    warn.mockRestore();

    const off = renderHook(() => useOptionalList<string>(null, 'special_offers'));
    expect(off.result.current).toBeNull();
  });
});
