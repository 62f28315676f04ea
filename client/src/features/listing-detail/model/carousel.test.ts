import { describe, expect, it } from 'vitest';
import { stepPhoto, swipeDirection, thumbnailWindow, visiblePhotos } from './carousel';

describe('photo carousel (spec 2 §9)', () => {
  it('wraps previous and next at both ends', () => {
    expect(stepPhoto(0, -1, 5)).toBe(4);
    expect(stepPhoto(4, 1, 5)).toBe(0);
    expect(stepPhoto(2, 1, 5)).toBe(3);
    expect(stepPhoto(0, 1, 0)).toBe(0);
  });

  it('shows up to three photos from the current one, never the same photo twice', () => {
    expect(visiblePhotos(3, 5)).toEqual([3, 4, 0]);
    expect(visiblePhotos(1, 2)).toEqual([1, 0]);
    expect(visiblePhotos(0, 1)).toEqual([0]);
  });

  it('offers six thumbnails that always include the current photo', () => {
    expect(thumbnailWindow(0, 15)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(thumbnailWindow(7, 15)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(thumbnailWindow(14, 15)).toEqual([9, 10, 11, 12, 13, 14]);
    expect(thumbnailWindow(2, 4)).toEqual([0, 1, 2, 3]);
  });

  it('turns a horizontal swipe into next or previous and ignores taps and scrolls', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, 10)).toBe(-1);
    expect(swipeDirection(-20, 0)).toBe(0);
    expect(swipeDirection(-60, 120)).toBe(0);
  });
});
