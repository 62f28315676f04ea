import type { Checkpoint, SyncCollectionName } from '@crashpad/sync';

/** "User `userId` has changes in `collection` up to `checkpoint`": what a ws hint carries. */
export interface UserHint {
  userId: string;
  collection: SyncCollectionName;
  checkpoint: Checkpoint;
  /** The written documents in wire form, when the user may see them: sent ahead of the hint (`changes`). */
  documents?: HintDocument[];
}

/** A replicated document in wire form, as a pull would answer it. */
export type HintDocument = Record<string, unknown> & { id: string; serverSeq: number };

/**
 * Carries hints from the instance that made a write to every instance holding that user's
 * sockets. ARCHITECTURE §7 fans out across instances through MongoDB change streams; this
 * process-local bus is the single-instance implementation (the embedded store is one process
 * anyway). A change-stream bus implements the same two calls: `publish` inserts into a capped
 * hints collection, each instance's watcher calls the subscribers.
 */
export interface HintBus {
  publish(hint: UserHint): void;
  /** Returns an unsubscribe function. */
  subscribe(handler: (hint: UserHint) => void): () => void;
}

export function localHintBus(): HintBus {
  const handlers = new Set<(hint: UserHint) => void>();
  return {
    publish(hint) {
      for (const handler of handlers) handler(hint);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
