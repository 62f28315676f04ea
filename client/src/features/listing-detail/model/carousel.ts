import { CAROUSEL_MAX_VISIBLE, CAROUSEL_THUMBNAILS } from '@crashpad/sync';

/** The photo `delta` steps from `index`, wrapping at both ends (next after the last is the first). */
export function stepPhoto(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/**
 * The photos the main strip shows from `index`: up to CAROUSEL_MAX_VISIBLE (spec 2 §9: 1–3 by
 * width; CSS hides the second and third on narrow strips), wrapping, never the same photo twice.
 */
export function visiblePhotos(index: number, total: number): number[] {
  const count = Math.min(CAROUSEL_MAX_VISIBLE, total);
  return Array.from({ length: count }, (_, i) => stepPhoto(index, i, total));
}

/**
 * The window of CAROUSEL_THUMBNAILS thumbnails (spec 2 §9: 6) around the current photo, so the
 * current one is always among them: it sits third where it can, the window clamped to the ends.
 */
export function thumbnailWindow(index: number, total: number): number[] {
  const size = Math.min(CAROUSEL_THUMBNAILS, total);
  const start = Math.max(0, Math.min(index - 2, total - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** A horizontal swipe of at least this many CSS pixels turns the page; shorter moves are taps. */
export const SWIPE_MIN_PX = 40;

/** −1 (previous), +1 (next) or 0 for a pointer that moved `dx` × `dy` pixels. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
