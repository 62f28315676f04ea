import { useCallback } from 'react';
import { useDatabaseRegistry } from '../../db/database-context';
import { useSession } from './use-session';

/**
 * Admin switch-back (DECISIONS #8): ends the switched session, deletes what the switched user
 * left in this browser (their local database) and reloads the app as the admin.
 */
export function useSwitchBack(): () => Promise<void> {
  const { store, user } = useSession();
  const databases = useDatabaseRegistry();
  const switchedId = user?.id ?? null;
  return useCallback(async () => {
    await store.switchBack();
    if (databases && switchedId) await databases.remove(switchedId).catch((error: unknown) => console.error('could not delete local data', error));
    window.location.assign('/');
  }, [store, databases, switchedId]);
}
