import type * as v from 'valibot';
import type { Checkpoint, SyncCollectionName } from '@crashpad/sync';
import type { AuthState } from '../../http/auth.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { Filter } from '../../platform/store/types.js';
import type { ReplicatedCollection, ReplicatedDoc } from './replicated-collection.js';

/** A document on the wire: the collection's fields plus `_deleted`. */
export type WireDoc = Record<string, unknown> & { id: string; serverSeq: number; _deleted: boolean };

/** One RxDB push row after validation with the collection's wire schema. */
export interface PushRow<W extends WireDoc = WireDoc> {
  assumedMasterState?: W | null;
  newDocumentState: W;
}

/**
 * How the sync engine serves one replicated collection. The engine does transport, protocol
 * version, auth and validation of the envelope; the adapter decides what a user sees (`scope`),
 * turns stored documents into wire documents, and applies pushed rows through the owning
 * service (authorization, allowed fields and transitions, server-owned fields).
 */
export interface SyncAdapter<T extends ReplicatedDoc = ReplicatedDoc, W extends WireDoc = WireDoc> {
  name: SyncCollectionName;
  wireSchema: v.GenericSchema<unknown, W>;
  feed: ReplicatedCollection<T>;
  /** Store filter of the documents `userId` may pull. */
  scope(userId: string): Filter;
  toWire(doc: T): W;
  /** Applies the rows in order; answers the master states of the conflicting rows. */
  push(auth: AuthState, rows: PushRow<W>[]): Promise<W[]>;
}

/** Fields that are the server's bookkeeping rather than content: never compared, never taken from a client. */
const VERSION_FIELDS = new Set(['serverSeq', 'updated_at']);

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Same content (key order and version fields ignored): a retried row that is already applied. */
export function sameContent(a: WireDoc, b: WireDoc): boolean {
  const strip = (d: WireDoc) => Object.fromEntries(Object.entries(d).filter(([k]) => !VERSION_FIELDS.has(k)));
  return JSON.stringify(stable(strip(a))) === JSON.stringify(stable(strip(b)));
}

/** The compare part of compare-and-set: the client's assumed master is the current master's version. */
export function assumesMaster(row: PushRow, master: WireDoc | null): boolean {
  const assumed = row.assumedMasterState ?? null;
  if (!master) return assumed === null;
  return assumed !== null && assumed.serverSeq === master.serverSeq;
}

/**
 * Tells every user who can see a written document that the collection moved (after the write).
 * The document goes along, so the realtime hub can send it ahead of the hint to users whose
 * scope shows it (sync/hint-documents.ts).
 */
export function emitChanged(events: DomainEvents, collection: SyncCollectionName, userIds: Iterable<string>, doc: ReplicatedDoc): void {
  const checkpoint: Checkpoint = { seq: doc.serverSeq, id: doc.id };
  for (const userId of new Set(userIds)) events.emit('sync.changed', { collection, userId, checkpoint, document: doc });
}

/** The wire form of a stored document: exactly the collection's fields plus `_deleted` (no store keys or scope fields). */
export function wireOf<W extends WireDoc>(entries: Record<string, unknown>, doc: ReplicatedDoc): W {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(entries)) out[key] = doc[key];
  out._deleted = doc._deleted;
  return out as W;
}

/** A stored document without its key and version fields: the starting point of a change. */
export function draftOf<T extends ReplicatedDoc>(doc: T): Omit<T, '_id' | 'serverSeq' | 'updated_at'> {
  const { _id: _key, serverSeq: _seq, updated_at: _at, ...rest } = doc;
  return rest;
}
