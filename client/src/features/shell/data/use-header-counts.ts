import type { Thread } from '@crashpad/sync';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../lib/api-client/api-client';
import { useApi } from '../../../lib/api-client/api-context';
import { useDatabase } from '../../../db/database-context';
import { useLiveQuery } from '../../../db/use-live-query';

const REFRESH_MS = 60_000;
/** The answer's schema loads with the first request (api-client.ts), not with the first page. */
const countOutput = () => import('./count-schema').then((m) => m.countOutputSchema);
const NO_COUNTS: HeaderCounts = { unreadMessages: 0, pendingInvites: 0 };

/** spec 1 §8: failures of the unread and pending-invite counts reset them to 0. */
export async function fetchCount(api: ApiClient, path: string): Promise<number> {
  try {
    const { count } = await api.get(path, { schema: countOutput, background: true });
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
 * Unread messages and pending rental invitations for the header, refreshed on login, after
 * every navigation, when the tab becomes visible and every minute (unread threads come from the
 * local database as soon as it is open). Counts belong to the user
 * they were loaded for, so a logout or an admin switch never shows the previous user's badges.
 */
export function useHeaderCounts(userId: string | null): HeaderCounts {
  const api = useApi();
  const router = useRouter();
  const [loaded, setLoaded] = useState<{ userId: string; counts: HeaderCounts } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const load = async () => {
      const [unreadMessages, pendingInvites] = await Promise.all([
        fetchCount(api, '/messages/unread'),
        fetchCount(api, '/user/get-count-pending-invite'),
      ]);
      if (!cancelled) setLoaded({ userId, counts: { unreadMessages, pendingInvites } });
    };
    void load();
    const timer = window.setInterval(() => document.visibilityState === 'visible' && void load(), REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = router.subscribe('onResolved', () => void load());
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, [api, router, userId]);

  // Once the user's local database is open, unread threads are counted there, live: a new
  // message (ws hint → pull) or opening a thread changes the badge at once, offline too.
  const db = useDatabase();
  const local = useLiveQuery<Thread>((database) => database.threads.find({ selector: { archived: false, thread_is_read: false } }), []);
  const counts = userId && loaded?.userId === userId ? loaded.counts : NO_COUNTS;
  if (userId && db && !local.loading) return { ...counts, unreadMessages: local.docs.length };
  return counts;
}
