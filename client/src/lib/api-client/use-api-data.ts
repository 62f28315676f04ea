import { useCallback, useEffect, useState } from 'react';

export type ApiData<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Online-only data for a screen: loads once per key and again on `reload`; the state is kept with
 * the request it answers so a stale answer never shows. (The billing feature keeps an identical
 * `useLoaded` of its own; this is the shared one for features that came later.)
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
  return { ...(state.request === request && request !== null ? state.value : { status: 'loading' }), reload };
}
