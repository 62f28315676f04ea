import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { OfflineError } from '../../../lib/api-client/api-error';
import { loadOptionLists, type OptionLists } from './listing-editor-api';

export type OptionListsState = { status: 'loading' } | { status: 'ready'; lists: OptionLists } | { status: 'failed'; offline: boolean };

/** The amenity, place and preference lists for the amenities step; `retry` loads them again. */
export function useOptionLists(): { state: OptionListsState; retry: () => void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: OptionListsState }>({ attempt: -1, state: { status: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    loadOptionLists(api, controller.signal).then(
      (lists) => setResult({ attempt, state: { status: 'ready', lists } }),
      (err: unknown) => {
        if (!controller.signal.aborted) setResult({ attempt, state: { status: 'failed', offline: err instanceof OfflineError } });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  return { state: result.attempt === attempt ? result.state : { status: 'loading' }, retry: () => setAttempt((n) => n + 1) };
}
