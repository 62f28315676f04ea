import type { Checkpoint } from '@crashpad/sync';
import { getPrimaryKeyOfInternalDocument, getWrittenDocumentsFromBulkWriteResponse, type RxDocumentData } from 'rxdb/plugins/core';
import type { CrashpadDatabase } from './types';

/** Where a collection's first sync (first-sync.ts) stands. */
export interface FirstSyncRecord {
  /** The feed position up to which every page is written (null: none yet). */
  checkpoint: Checkpoint | null;
  /** The replication has taken over from the first sync and synced once: never again. */
  done: boolean;
}

export interface FirstSyncProgress {
  load(): Promise<FirstSyncRecord | null>;
  /** Writes are applied in call order; the returned promise settles once this record (or a newer one) is stored. */
  save(record: FirstSyncRecord): Promise<void>;
}

interface InternalDoc {
  id: string;
  key: string;
  context: string;
  data: FirstSyncRecord;
}

/** The internal store accepts these contexts only; ours is an "other" document of the database. */
const CONTEXT = 'OTHER';

const isCheckpoint = (value: unknown): value is Checkpoint =>
  typeof value === 'object' && value !== null && typeof (value as Checkpoint).seq === 'number' && typeof (value as Checkpoint).id === 'string';

/** A stored record as it was written, or null for anything else (then the first sync starts over or is skipped: both safe). */
function recordOf(data: unknown): FirstSyncRecord | null {
  if (typeof data !== 'object' || data === null) return null;
  const { checkpoint, done } = data as Partial<FirstSyncRecord>;
  if (typeof done !== 'boolean' || (checkpoint !== null && !isCheckpoint(checkpoint))) return null;
  return { checkpoint: checkpoint === null ? null : { seq: checkpoint.seq, id: checkpoint.id }, done };
}

/**
 * The progress of one collection's first sync, kept in the user's database itself (RxDB's
 * internal store, which holds the database's own bookkeeping): it goes when the database is
 * removed (logout) and never outlives the documents it describes.
 */
export function internalStoreProgress(db: CrashpadDatabase, collection: string): FirstSyncProgress {
  const store = db.internalStore;
  const key = `crashpad-first-sync-${collection}`;
  const id = getPrimaryKeyOfInternalDocument(key, CONTEXT);
  let stored: RxDocumentData<InternalDoc> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const read = async () => {
    const [doc] = (await store.findDocumentsById([id], false)) as RxDocumentData<InternalDoc>[];
    stored = doc;
    return doc;
  };
  const write = async (record: FirstSyncRecord) => {
    // One retry after a conflict: another instance of this database wrote in between.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const document = { id, key, context: CONTEXT, data: record, _deleted: false, _attachments: {}, _meta: { lwt: 0 }, _rev: '' };
      const rows = [{ previous: stored, document }] as never;
      const result = await store.bulkWrite(rows, 'crashpad-first-sync-progress');
      const error = result.error[0];
      if (!error) {
        // The written version (revision and time set by RxDB) is the `previous` of the next write.
        stored = getWrittenDocumentsFromBulkWriteResponse('id', rows, result)[0] as RxDocumentData<InternalDoc>;
        return;
      }
      if (error.status !== 409) throw new Error(`first sync progress of ${collection}: write failed (${error.status})`);
      stored = error.documentInDb as RxDocumentData<InternalDoc>;
    }
    throw new Error(`first sync progress of ${collection}: write conflict`);
  };

  // Saves run one at a time; those made while one runs are coalesced into the next (only the
  // newest record matters), so a fast first sync does not queue a write per page.
  let next: { record: FirstSyncRecord; stored: Promise<void> } | null = null;
  return {
    async load() {
      await queue;
      return recordOf((await read())?.data);
    },
    save(record) {
      if (next) {
        next.record = record;
        return next.stored;
      }
      const entry: { record: FirstSyncRecord; stored: Promise<void> } = { record, stored: Promise.resolve() };
      entry.stored = queue.then(() => {
        if (next === entry) next = null;
        return write(entry.record);
      });
      next = entry;
      queue = entry.stored.catch(() => undefined);
      return entry.stored;
    },
  };
}
