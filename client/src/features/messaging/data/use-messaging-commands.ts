import type { MessageOutboxRow, SendMessagePayload } from '@crashpad/sync';
import { useMemo } from 'react';
import { useDatabase } from '../../../db/database-context';
import { archiveThread, discardOutboxRow, markThreadRead, queueMessage, retryOutboxRow } from '../../../db/outbox-commands';

export interface MessagingCommands {
  /** False while the local database opens: the buttons wait. */
  ready: boolean;
  /** Queues a message in the outbox (works offline; replication delivers it). */
  send: (payload: SendMessagePayload) => Promise<MessageOutboxRow>;
  retry: (rowId: string) => Promise<boolean>;
  discard: (rowId: string) => Promise<boolean>;
  markRead: (threadId: string) => Promise<boolean>;
  archive: (threadId: string) => Promise<boolean>;
}

const notReady = () => Promise.reject(new Error('local database is not open'));

/** Local writes of messaging; each replicates to the server when online. */
export function useMessagingCommands(): MessagingCommands {
  const db = useDatabase();
  return useMemo(
    () =>
      db
        ? {
            ready: true,
            send: (payload) => queueMessage(db, payload),
            retry: (id) => retryOutboxRow(db, id),
            discard: (id) => discardOutboxRow(db, id),
            markRead: (id) => markThreadRead(db, id),
            archive: (id) => archiveThread(db, id),
          }
        : { ready: false, send: notReady, retry: notReady, discard: notReady, markRead: notReady, archive: notReady },
    [db],
  );
}
