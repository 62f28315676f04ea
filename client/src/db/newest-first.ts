import type { RxCollection } from 'rxdb';
import { filter, map, type Observable } from 'rxjs';

/**
 * Newest-first reads straight from an index of RxDB's Dexie storage. RxDB's query planner
 * cannot serve a descending sort from an index: a `sort: desc, limit: 25` query on a thread
 * reads and sorts the whole thread (242 ms on 10,000 messages on a mid-range phone). IndexedDB
 * walks an index backwards for free, so the newest page is read with a reverse cursor that stops
 * after `limit` rows. (Counts need no such help: RxDB counts an equality selector on the index's
 * key range without reading documents.)
 */

/** What RxDB's Dexie storage instance keeps in `internals` (rxdb/plugins/storage-dexie). */
interface DexieInternals {
  dexieDb: { _options: { IDBKeyRange?: KeyRangeFactory }; transaction(mode: 'r', table: unknown, run: (tx: { idbtrans: IDBTransaction }) => Promise<void>): Promise<void> };
  dexieTable: unknown;
  booleanIndexes: string[];
}

type KeyRangeFactory = Pick<typeof IDBKeyRange, 'bound'>;

/** The name RxDB's Dexie storage gives a compound index (it prefixes every index with `_deleted`). */
const indexName = (fields: readonly string[]) => `[${['_deleted', ...fields].join('+')}]`;

/** The key range of the non-deleted documents whose leading index fields equal `prefix`. */
function prefixRange(state: DexieInternals, prefix: readonly IDBValidKey[]): IDBKeyRange {
  // The storage's own IDBKeyRange (fake-indexeddb in unit tests), like RxDB's dexieQuery.
  const keyRange = state.dexieDb._options.IDBKeyRange ?? IDBKeyRange;
  // RxDB stores `_deleted` as '0'/'1' (IndexedDB cannot index booleans); `[]` sorts after every
  // string and number, so it closes the range over all values of the remaining fields.
  return keyRange.bound(['0', ...prefix], ['0', ...prefix, []]);
}

async function internalsOf(collection: RxCollection): Promise<DexieInternals> {
  const internals = (await collection.storageInstance.internals) as Partial<DexieInternals>;
  if (!internals.dexieDb || !internals.dexieTable || !internals.booleanIndexes) throw new Error(`${collection.name}: not on RxDB's Dexie storage`);
  return internals as DexieInternals;
}

const BOOKKEEPING = new Set(['_rev', '_meta', '_attachments', '_deleted']);

/**
 * A stored row as `RxDocument.toJSON()` gives it: indexed booleans back from '1'/'0' (what
 * RxDB's fromDexieToStorage does for top-level fields; imported here it would pull the Dexie
 * storage into every screen's chunk) and without RxDB's bookkeeping fields.
 */
function toPlain<T>(row: Record<string, unknown>, booleanIndexes: readonly string[]): T {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!BOOKKEEPING.has(key)) data[key] = value;
  for (const field of booleanIndexes) if (field in data) data[field] = data[field] === '1';
  return data as T;
}

/**
 * The `limit` newest non-deleted documents under `prefix` of the compound index `index` (which
 * must be one of the collection's schema indexes), newest first, as `toJSON()` would give them.
 */
export async function readNewestFirst<T>(collection: RxCollection, index: readonly string[], prefix: readonly IDBValidKey[], limit: number): Promise<T[]> {
  const state = await internalsOf(collection);
  const rows: T[] = [];
  if (limit <= 0) return rows;
  await state.dexieDb.transaction('r', state.dexieTable, async (tx) => {
    const cursorRequest = tx.idbtrans.objectStore('docs').index(indexName(index)).openCursor(prefixRange(state, prefix), 'prev');
    await new Promise<void>((resolve, reject) => {
      cursorRequest.addEventListener('error', () => reject(cursorRequest.error));
      cursorRequest.addEventListener('success', () => {
        const cursor = cursorRequest.result;
        if (!cursor) return resolve();
        rows.push(toPlain<T>(cursor.value as Record<string, unknown>, state.booleanIndexes));
        if (rows.length >= limit) resolve();
        else cursor.continue();
      });
    });
  });
  return rows;
}

/** One document a write batch changed, as the newest-first window sees it. */
export interface WindowChange<T> {
  /** The document after the write, without RxDB's bookkeeping fields. */
  doc: T;
  /** Deleted by the write, or moved out of the prefix the window shows. */
  gone: boolean;
}

/**
 * Emits once per write batch (a pull of 500 documents is one batch, not 500 events) that touches a
 * document matching `touches`, before or after the write; includes writes of other tabs. Emits
 * the touched documents, so a window can be updated without reading the index again
 * (mergeIntoNewest).
 */
export function changesOf<T>(collection: RxCollection, touches: (doc: T) => boolean): Observable<WindowChange<T>[]> {
  type Event = { operation: string; documentData?: T; previousDocumentData?: T | null };
  return (collection.eventBulks$ as Observable<{ events: Event[] }>).pipe(
    map((bulk) => {
      const changes: WindowChange<T>[] = [];
      for (const event of bulk.events) {
        const now = event.documentData !== undefined && touches(event.documentData);
        const before = event.previousDocumentData != null && touches(event.previousDocumentData);
        if (!now && !before) continue;
        const data = (event.documentData ?? event.previousDocumentData) as Record<string, unknown>;
        const gone = !now || event.operation === 'DELETE' || data._deleted === true;
        changes.push({ doc: toPlain<T>(data, []), gone });
      }
      return changes;
    }),
    filter((changes) => changes.length > 0),
  );
}

/**
 * The newest-first window of a prefix after a write batch, computed from the window before it and
 * the batch's changes (no index read): `window` holds the `limit` newest documents (all of them
 * when shorter), newest first by the index fields after the prefix (`order`). Null when the
 * answer needs the index: a full window lost a document, so the next older one must be read.
 */
export function mergeIntoNewest<T>(window: readonly T[], changes: readonly WindowChange<T>[], limit: number, order: readonly string[]): T[] | null {
  const field = (doc: T, name: string) => (doc as Record<string, unknown>)[name] as string | number;
  const newerFirst = (a: T, b: T) => {
    for (const name of order) {
      const x = field(a, name);
      const y = field(b, name);
      if (x !== y) return x > y ? -1 : 1;
    }
    return 0;
  };
  const full = window.length >= limit;
  const oldest = window.at(-1);
  const byId = new Map(window.map((doc) => [field(doc, 'id'), doc]));
  for (const { doc, gone } of changes) {
    const id = field(doc, 'id');
    byId.delete(id);
    // Older than everything a full window holds: it belongs to the part not shown.
    if (!gone && (!full || oldest === undefined || newerFirst(doc, oldest) <= 0)) byId.set(id, doc);
  }
  const next = [...byId.values()].sort(newerFirst).slice(0, limit);
  return full && next.length < limit ? null : next;
}
