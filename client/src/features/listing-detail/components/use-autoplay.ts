import { CAROUSEL_AUTOPLAY_MS } from '@crashpad/sync';
import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the viewer asked the system for less motion (kept current while the page is open). */
export function usePrefersReducedMotion(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  const [reduced, setReduced] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query]);
  return reduced;
}

/**
 * Calls `advance(position)` CAROUSEL_AUTOPLAY_MS (spec 2 §9: 4000 ms) after each `position` while
 * `running`: the wait restarts whenever the position changes, so a photo the viewer chose also
 * stays a full period. A hidden tab does not advance.
 */
export function useAutoplay(running: boolean, position: number, advance: (from: number) => void): void {
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') advance(position);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, position, advance]);
}
