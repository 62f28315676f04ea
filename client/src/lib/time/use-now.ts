import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, MINUTE);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The current time in ms, updated once a minute: enough for expiry checks and dates in the UI,
 * and pure for rendering (every component sees the same value within a tick).
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
