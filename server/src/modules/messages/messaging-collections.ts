import type { Message, Thread } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { replicatedCollection, type ReplicatedDoc, type SeqStrategy } from '../sync/replicated-collection.js';

/** One participant's thread view; stored under `{owner_id}:{id}` because both views share the wire id. */
export type ThreadDoc = ReplicatedDoc & Thread & { owner_id: string };
/** A message, stored under its wire id (the outbox row id that created it), visible to both `participants`. */
export type MessageDoc = ReplicatedDoc & Message & { participants: string[] };

export const ownedKey = (ownerId: string, id: string): string => `${ownerId}:${id}`;

/** The replicated collections of messaging, with their pull indexes `(scope, serverSeq, id)`. */
export function messagingCollections(app: AppContext, strategy?: SeqStrategy) {
  const threads = replicatedCollection<ThreadDoc>(app.store, app.clock, 'threads', strategy);
  const messages = replicatedCollection<MessageDoc>(app.store, app.clock, 'messages', strategy);
  return {
    threads,
    messages,
    async init() {
      await threads.init('owner_id', [{ owner_id: 1, archived: 1, date_last_updated: -1 }]);
      await messages.init('participants', [{ thread_id: 1, created: -1 }]);
    },
  };
}
export type MessagingCollections = ReturnType<typeof messagingCollections>;
