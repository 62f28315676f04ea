import type { SyncCollectionName } from '@crashpad/sync';
import type { StoredDocument } from '../../platform/events/domain-events.js';
import type { HintDocument } from '../../platform/realtime/hint-bus.js';
import type { HintDocumentView } from '../../platform/realtime/realtime-listeners.js';
import type { ReplicatedDoc } from './replicated-collection.js';
import type { SyncAdapter } from './sync-adapter.js';

/** Bigger documents are left to the pull: a socket frame stays small on a phone's link. */
export const HINT_DOCUMENT_MAX_BYTES = 16_384;

/**
 * True when the user's pull scope (`adapter.scope`) holds the document. Scopes are equality
 * filters on a field that is the user's id or an array holding it; any other filter shape is
 * not judged here and answers false, so such a document only ever reaches the user by a pull.
 */
export function inScope(scope: Record<string, unknown>, document: StoredDocument): boolean {
  return Object.entries(scope).every(([field, wanted]) => {
    if (wanted === null || typeof wanted === 'object') return false;
    const value = document[field];
    return value === wanted || (Array.isArray(value) && value.includes(wanted));
  });
}

/**
 * The view the realtime hub sends ahead of a hint (`changes` frame): a written document in the
 * wire form its collection's pull answers, for a user whose pull would answer it. Documents out
 * of the user's scope (a participant who was just removed is still hinted) and oversize ones
 * give null: that user only gets the hint and pulls.
 */
export function hintDocumentView(adapters: readonly SyncAdapter[]): HintDocumentView {
  const byName = new Map<SyncCollectionName, SyncAdapter>(adapters.map((a) => [a.name, a]));
  return (collection, userId, document) => {
    const adapter = byName.get(collection);
    if (!adapter || !inScope(adapter.scope(userId) as Record<string, unknown>, document)) return null;
    const wire = adapter.toWire(document as unknown as ReplicatedDoc) as HintDocument;
    return JSON.stringify(wire).length <= HINT_DOCUMENT_MAX_BYTES ? wire : null;
  };
}
