import type { Thread } from '@crashpad/sync';
import { useLiveQuery } from '../../../db/use-live-query';

/**
 * The threads of one inbox tab, live: a ws hint → pull → this query re-emits, so a new message
 * shows without reload. Only the open tab is queried (spec 3 §2: archived loads when its tab is
 * opened). Search and paging run on the result (model/thread-list).
 */
export function useInboxThreads(archived: boolean): { threads: Thread[]; loading: boolean } {
  const { docs, loading } = useLiveQuery<Thread>(
    (db) => db.threads.find({ selector: { archived }, sort: [{ date_last_updated: 'desc' }, { id: 'desc' }] }),
    [archived],
  );
  return { threads: docs, loading };
}
