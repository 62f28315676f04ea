import { useCallback, useEffect, useState } from 'react';

export type ApiData<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Online-only data for a screen: loads once per key (none while the key is null) and again on
 * `reload`; the state is kept with the request it answers so a stale answer never shows. While a
 * reload of the same key is in flight the last value stays, so a screen keeps its form, an open
 * error modal or a pending redirect instead of flashing back to a placeholder.
 */
export function useApiData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiData<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = key === null ? null : `${key}#${attempt}`;
  const [state, setState] = useState<{ request: string | null; value: ApiData<T> }>({ request: null, value: { status: 'loading' } });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ request, value: { status: 'ready', value } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ request, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is a new closure each render; `request` names what it loads.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  if (request === null) return { status: 'loading', reload };
  const sameKey = state.request !== null && state.request.slice(0, state.request.lastIndexOf('#')) === key;
  if (state.request === request || (sameKey && state.value.status === 'ready')) return { ...state.value, reload };
  return { status: 'loading', reload };
}
