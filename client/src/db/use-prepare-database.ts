import { useEffect } from 'react';
import { afterFirstPaint } from '../lib/time/after-first-paint';
import { useDatabaseRegistry } from './database-context';

/**
 * For screens that end in a login: loads the local database's code (RxDB, about 100 kB gzip and
 * the largest evaluation of a session) in idle time once the screen is painted, while the user
 * types; the app's registry loads the logged-in header's code with it (app/services.ts). Left to
 * the login itself, the download and evaluation stood between the answer and the first sync
 * (about 50 ms unthrottled, several times that on a phone; more where the worker has not cached
 * the chunk yet), delaying the inbox.
 */
export function usePrepareDatabase(win: Window = window): void {
  const registry = useDatabaseRegistry();
  useEffect(() => {
    if (registry) afterFirstPaint(() => registry.prepare(), win);
  }, [registry, win]);
}
