import {
  messageEntries,
  messageWireSchema,
  threadWireSchema,
  type MessageWire,
  type ThreadWire,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { wireOf, type SyncAdapter } from '../sync/sync-adapter.js';
import type { MessageDoc, MessagingCollections, ThreadDoc } from './messaging-collections.js';
import { threadWire, type ThreadsService } from './threads-service.js';

/**
 * How messaging replicates (the rules of `SYNC_COLLECTIONS`): a thread view to its owner only,
 * a message to both participants and never written by a client. (Outbox rows of kind
 * `send_message` replicate with the generic outbox; the handler is registered in module.ts.)
 */
export function messagingSyncAdapters(col: MessagingCollections, threads: ThreadsService): SyncAdapter[] {
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
  return [threadsAdapter, messagesAdapter] as unknown as SyncAdapter[];
}
