import type { UnrentedOutput } from '@crashpad/sync';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { crewApi } from './crew-api';

const storageKey = (userId: string) => `crew.unrented.${userId}`;

function readCached(userId: string): UnrentedOutput | null {
  try {
    const text = localStorage.getItem(storageKey(userId));
    return text ? (JSON.parse(text) as UnrentedOutput) : null;
  } catch {
    return null;
  }
}

/**
 * The listings, rooms and beds an invitation can use, with the prerequisites. The last answer is
 * kept on the device, so a lister can still fill in and queue an invitation offline (the server
 * checks everything again when the outbox delivers it).
 */
export function useUnrented(userId: string, open: boolean): { data: UnrentedOutput | null; fresh: boolean; failed: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ data: UnrentedOutput | null; fresh: boolean; failed: boolean }>(() => ({ data: readCached(userId), fresh: false, failed: false }));
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    crewApi.unrented(api, controller.signal).then(
      (data) => {
        try {
          localStorage.setItem(storageKey(userId), JSON.stringify(data));
        } catch {
          // Storage full or disabled: the form still works online.
        }
        setState({ data, fresh: true, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, failed: true }));
      },
    );
    return () => controller.abort();
  }, [api, userId, open]);
  return state;
}
