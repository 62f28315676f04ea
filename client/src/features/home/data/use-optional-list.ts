import { startTransition, useEffect, useState } from 'react';

/**
 * A list for an optional home section: null until it arrives, and null for good when the call
 * fails (the section is then simply not shown; spec 2 §8: feed failures are only logged).
 */
export function useOptionalList<T>(load: ((signal: AbortSignal) => Promise<T[]>) | null, key: string): T[] | null {
  const [result, setResult] = useState<{ key: string; items: T[] } | null>(null);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(controller.signal).then(
      // A section of cards is drawn in the background, in slices that yield to the browser every
      // few milliseconds, not as one long task when the answer lands (issue 11: blocking time on
      // a phone; the first card also builds the price formatter). Nothing shows until it is done.
      (items) => startTransition(() => setResult({ key, items })),
      (err: unknown) => {
        if (!controller.signal.aborted) console.warn(`[home] ${key} unavailable`, err);
      },
    );
    return () => controller.abort();
  }, [load, key]);
  return load && result?.key === key ? result.items : null;
}
