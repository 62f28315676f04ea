import type { SyncCollectionName } from '@crashpad/sync';
import type { DomainEvents, StoredDocument } from '../events/domain-events.js';
import type { HintBus, HintDocument } from './hint-bus.js';
import type { RealtimeHub } from './realtime-hub.js';

/**
 * The wire form of a written document for one user, or null when that user's pull would not
 * answer it (out of scope) or it should not ride on the socket: the sync module answers, which
 * knows the collections (modules/sync/hint-documents.ts).
 */
export type HintDocumentView = (collection: SyncCollectionName, userId: string, document: StoredDocument) => HintDocument | null;

/** Filled in once the replicated collections exist (they are built after the realtime hub). */
export interface HintDocumentSlot {
  view: HintDocumentView | null;
}

/**
 * Domain events → realtime: every replicated write becomes a hint on the bus (with the written
 * document in the user's wire form when `documents` can give it) (the hub, here or
 * on another instance, sends it to the user's sockets); every event that can end sessions makes
 * the hub re-check that user's sockets so a logged-out or revoked session stops receiving at once.
 */
export function registerRealtimeListeners(events: DomainEvents, hub: RealtimeHub, bus: HintBus, documents: HintDocumentSlot = { view: null }): void {
  events.on('sync.changed', ({ userId, collection, checkpoint, document }) => {
    const wire = document && documents.view ? documents.view(collection, userId, document) : null;
    bus.publish(wire ? { userId, collection, checkpoint, documents: [wire] } : { userId, collection, checkpoint });
  });
  events.on('session.revoked', ({ userId }) => hub.recheckUser(userId));
  events.on('password.changed', ({ userId }) => hub.recheckUser(userId));
  events.on('account.deactivated', ({ userId }) => hub.recheckUser(userId));
  // Switching back revokes the switched session (DECISIONS #8).
  events.on('admin.switch', ({ userId, direction }) => (direction === 'out' ? hub.recheckUser(userId) : undefined));
}
