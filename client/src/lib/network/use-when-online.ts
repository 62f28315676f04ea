import { useEffect, useRef } from 'react';

/**
 * Calls `onOnline` each time the browser reports the connection is back (the `online` event) —
 * never on mount, so a screen that fails while online cannot retry in a loop. Offline states use
 * it to recover by themselves.
 */
export function useWhenOnline(onOnline: () => void): void {
  const latest = useRef(onOnline);
  useEffect(() => {
    latest.current = onOnline;
  });
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }, []);
}
