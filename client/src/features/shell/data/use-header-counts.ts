import { countOutputSchema } from '@crashpad/sync';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../lib/api-client/api-client';
import { useApi } from '../../../lib/api-client/api-context';

const REFRESH_MS = 60_000;

/** spec 1 §8: failures of the unread and pending-invite counts reset them to 0. */
export async function fetchCount(api: ApiClient, path: string): Promise<number> {
  try {
    const { count } = await api.get(path, { schema: countOutputSchema, background: true });
    return count;
  } catch {
    return 0;
  }
}

export interface HeaderCounts {
  unreadMessages: number;
  pendingInvites: number;
}

/**
 * Unread messages and pending rental invitations for the header, refreshed on login, on
 * navigation (`refreshKey`), when the tab becomes visible and every minute.
 */
export function useHeaderCounts(userId: string | null, refreshKey: string): HeaderCounts {
  const api = useApi();
  const [counts, setCounts] = useState<HeaderCounts>({ unreadMessages: 0, pendingInvites: 0 });

  useEffect(() => {
    if (!userId) {
      setCounts({ unreadMessages: 0, pendingInvites: 0 });
      return;
    }
    let cancelled = false;
    const load = async () => {
      const [unreadMessages, pendingInvites] = await Promise.all([
        fetchCount(api, '/messages/unread'),
        fetchCount(api, '/user/get-count-pending-invite'),
      ]);
      if (!cancelled) setCounts({ unreadMessages, pendingInvites });
    };
    void load();
    const timer = window.setInterval(() => document.visibilityState === 'visible' && void load(), REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, userId, refreshKey]);

  return counts;
}
