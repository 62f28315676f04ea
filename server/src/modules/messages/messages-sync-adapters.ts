import {
  messageEntries,
  messageWireSchema,
  outboxWireSchema,
  threadWireSchema,
  type MessageWire,
  type OutboxWire,
  type ThreadWire,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { wireOf, type SyncAdapter } from '../sync/sync-adapter.js';
import type { MessageDoc, MessagingCollections, OutboxDoc, ThreadDoc } from './messaging-collections.js';
import { outboxWire, type OutboxService } from './outbox-service.js';
import { threadWire, type ThreadsService } from './threads-service.js';

/**
 * How messaging replicates (the rules of `SYNC_COLLECTIONS`): a thread view to its owner only,
 * a message to both participants and never written by a client, an outbox row to the user who
 * queued it.
 */
export function messagingSyncAdapters(col: MessagingCollections, threads: ThreadsService, outbox: OutboxService): SyncAdapter[] {
  const threadsAdapter: SyncAdapter<ThreadDoc, ThreadWire> = {
    name: 'threads',
    wireSchema: threadWireSchema,
    feed: col.threads,
    scope: (userId) => ({ owner_id: userId }),
    toWire: threadWire,
    push: threads.push,
  };
  const messagesAdapter: SyncAdapter<MessageDoc, MessageWire> = {
    name: 'messages',
    wireSchema: messageWireSchema,
    feed: col.messages,
    scope: (userId) => ({ participants: userId }),
    toWire: (doc) => wireOf<MessageWire>(messageEntries, doc),
    // Pull-only: a message is made by delivering an outbox row.
    push: () => Promise.reject(new AppError('forbidden')),
  };
  const outboxAdapter: SyncAdapter<OutboxDoc, OutboxWire> = {
    name: 'outbox',
    wireSchema: outboxWireSchema,
    feed: col.outbox,
    scope: (userId) => ({ owner_id: userId }),
    toWire: outboxWire,
    push: outbox.push,
  };
  return [threadsAdapter, messagesAdapter, outboxAdapter] as unknown as SyncAdapter[];
}
