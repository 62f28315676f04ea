import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Online-only data for a payment screen: loads once per key and again on `reload`; the state is
 * kept with the request it answers so a stale answer never shows. While a reload of the same key
 * is in flight the last value stays (the screen keeps its form, an open error modal and a pending
 * redirect instead of flashing back to a placeholder).
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [state, setState] = useState<{ request: string; value: Loaded<T> }>({ request: '', value: { status: 'loading' } });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ request, value: { status: 'ready', value } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ request, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a new closure each render; `request` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const sameKey = state.request.slice(0, state.request.lastIndexOf('#')) === key;
  if (state.request === request || (sameKey && state.value.status === 'ready')) return { ...state.value, reload };
  return { status: 'loading', reload };
}
