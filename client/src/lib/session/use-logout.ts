import { useNavigate } from '@tanstack/react-router';
import { useCallback, useContext } from 'react';
import { useDatabaseRegistry } from '../../db/database-context';
import { confirmDiscardOutbox } from '../../db/discard-outbox-dialog';
import { confirmLogout } from '../../db/logout-guard';
import { SessionContext } from './data/session-context';

/**
 * spec 1 §4: logout calls the server, clears the local session, then goes to the home page (or
 * to `href`: the invitation page logs a wrong account out and stays, to log the invited one in).
 * It also deletes the user's local database — but never silently while messages written
 * offline still wait in the outbox (ARCHITECTURE §4): the user stays or discards them.
 */
export function useLogout(): (href?: string) => Promise<void> {
  const store = useContext(SessionContext);
  const databases = useDatabaseRegistry();
  const navigate = useNavigate();
  return useCallback(async (href = '/') => {
    const userId = store?.getSnapshot().user?.id ?? null;
    if (databases && userId) {
      const proceed = await confirmLogout({ runtime: await databases.current(userId), online: navigator.onLine, ask: confirmDiscardOutbox });
      if (!proceed) return;
    }
    await store?.logout();
    // The removal is queued before the navigation (a later open of the same user waits for it) but
    // not awaited first: deleting a big database takes a moment, and the invitation page's login
    // link shows as soon as the session ends; a late navigation would pull the user back from it.
    const removal = databases && userId ? databases.remove(userId).catch((error: unknown) => console.error('could not delete local data', error)) : undefined;
    await navigate({ href });
    await removal;
  }, [store, databases, navigate]);
}
