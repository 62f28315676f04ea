import { describe, expect, it, vi } from 'vitest';
import { scrollForLocation } from './scroll-on-navigate';

function fakeWindow(anchorTop: number | null, scrollY = 500) {
  const scrollTo = vi.fn();
  const el = anchorTop === null ? null : ({ getBoundingClientRect: () => ({ top: anchorTop }) } as HTMLElement);
  return { scrollTo, scrollY, document: { getElementById: vi.fn(() => el) } };
}

describe('scroll on navigation (spec 1 §2)', () => {
  it('scrolls to the top without a hash', () => {
    const win = fakeWindow(null);
    expect(scrollForLocation(win as never, '')).toBe(true);
    expect(win.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls smoothly to the anchor minus 80 px', () => {
    const win = fakeWindow(300, 500);
    expect(scrollForLocation(win as never, '#autopay')).toBe(true);
    expect(win.document.getElementById).toHaveBeenCalledWith('autopay');
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 720, left: 0, behavior: 'smooth' });
  });

  it('reports a missing anchor so the caller can retry', () => {
    const win = fakeWindow(null);
    expect(scrollForLocation(win as never, '#later')).toBe(false);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});
