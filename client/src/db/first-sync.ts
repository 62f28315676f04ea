import type { Checkpoint } from '@crashpad/sync';
import type { RxCollection } from 'rxdb';
import type { FirstSyncProgress } from './first-sync-progress';
import type { PullResult, WireDoc } from './sync-handlers';

/**
 * The first sync of a pull-only collection (messages, rentals, payment requests) as plain
 * inserts, before RxDB's replication takes over (issue 11). RxDB's pull path checks every pulled
 * document against the local copy and its replication metadata before writing — three IndexedDB
 * reads per document where an insert needs one. A collection the client never writes, holding
 * none of the documents yet, has nothing to check them against. Each page is one insert-only
 * bulkWrite: the storage checks, inside its write transaction, that no document exists; one that
 * exists at the same server version is that same document (a resumed first sync reads a few pages
 * again), and any other ends the first sync there and the replication pulls that page again on
 * its own path, so anything this path cannot prove safe is done as before.
 *
 * Taken only when the collection is empty, or to resume a first sync an earlier session
 * interrupted (its progress record says how far the written pages go). Push collections never
 * come here (replication.ts): their local writes need RxDB's conflict handling.
 */
export interface FirstSyncOptions {
  collection: RxCollection;
  pull: (checkpoint: Checkpoint | null, batchSize: number) => Promise<PullResult>;
  batchSize: number;
  progress: FirstSyncProgress;
  /** True once the replication is cancelled: no page is written after that. */
  isStopped: () => boolean;
}

/** What the replication starts from: `checkpoint` when the first sync ran, else its own stored one. */
export type FirstSyncOutcome = { ran: false } | { ran: true; checkpoint: Checkpoint | null };

/** The write context of these inserts (RxDB passes it to its change events). */
const FIRST_SYNC_WRITE_CONTEXT = 'crashpad-first-sync';

/** A pulled document as RxDB's replication stores a new one (the storage sets `_rev` and `_meta`). */
function insertRowOf(doc: WireDoc) {
  return { document: { ...doc, _deleted: doc._deleted === true, _attachments: {}, _meta: { lwt: 0 }, _rev: '' } };
}

/**
 * Progress is recorded every this many pages (and when the first sync ends), not after each: every
 * record is one more IndexedDB transaction queued among the page writes and the other collections'
 * replication (issue 11: about 5 % of a 10,000-message first sync, and the inbox's threads waited
 * behind them too). A first sync cut off in between resumes up to this many pages early; those
 * pages are already stored at the same server version, which insertPage accepts.
 */
export const PROGRESS_EVERY_PAGES = 8;

/** The storage's refusal of one insert: 409 with the stored document when the id exists. */
interface InsertRefusal {
  status: number;
  documentInDb?: { serverSeq?: unknown; _deleted?: boolean };
  writeRow: { document: { serverSeq?: unknown; _deleted?: boolean } };
}

/**
 * A document the device already holds at the same server version (the server gives every change
 * a new serverSeq) is the one this page carries: a resumed first sync reading pages again. Any
 * other version (a later one the replication wrote, a tombstone) is not this path's to settle.
 */
const alreadyStored = (refusal: InsertRefusal) =>
  refusal.status === 409 &&
  refusal.documentInDb !== undefined &&
  refusal.documentInDb.serverSeq === refusal.writeRow.document.serverSeq &&
  refusal.documentInDb._deleted === refusal.writeRow.document._deleted;

/**
 * Inserts every document of a page; false when the storage refused any that it does not already
 * hold at the same version, which ends the first sync before this page.
 */
async function insertPage(collection: RxCollection, documents: WireDoc[]): Promise<boolean> {
  const result = await collection.storageInstance.bulkWrite(documents.map(insertRowOf) as never, FIRST_SYNC_WRITE_CONTEXT);
  return (result.error as unknown as InsertRefusal[]).every(alreadyStored);
}

/** Where to start (null: the replication alone syncs this collection) and whether that is already recorded. */
async function startingPoint(options: FirstSyncOptions): Promise<{ from: { checkpoint: Checkpoint | null } | null; recordedDone: boolean }> {
  const [record, first] = await Promise.all([options.progress.load(), options.collection.findOne().exec()]);
  const recordedDone = record?.done === true;
  // An empty collection starts at the beginning whatever was recorded: nothing is written yet.
  if (first === null) return { from: recordedDone ? null : { checkpoint: null }, recordedDone };
  // Documents and an unfinished record: an earlier first sync stopped after its last recorded page.
  if (record && !record.done) return { from: { checkpoint: record.checkpoint }, recordedDone };
  return { from: null, recordedDone };
}

export async function runFirstSync(options: FirstSyncOptions): Promise<FirstSyncOutcome> {
  const { collection, pull, batchSize, progress, isStopped } = options;
  const { from, recordedDone } = await startingPoint(options);
  if (!from || isStopped()) {
    // Documents from before this path existed (no record): the replication has its own checkpoint.
    if (!from && !recordedDone) await progress.save({ checkpoint: null, done: true }).catch(() => undefined);
    return { ran: false };
  }
  let checkpoint = from.checkpoint;
  const started = progress.save({ checkpoint, done: false });
  // The next page is requested while the current one is written (as RxDB's pull loop does).
  // A page requested but not used (or failing while a page is written) must not surface as an
  // unhandled rejection; awaiting it still throws.
  const request = (position: Checkpoint | null) => {
    const answer = pull(position, batchSize);
    answer.catch(() => undefined);
    return answer;
  };
  let pending: Promise<PullResult> | null = request(checkpoint);
  let unrecorded = 0;
  try {
    await started;
    while (pending) {
      const page: PullResult = await pending;
      pending = null;
      if (isStopped() || page.documents.length === 0) break;
      const next = page.documents.length >= batchSize && page.checkpoint ? page.checkpoint : null;
      if (next) pending = request(next);
      if (!(await insertPage(collection, page.documents)) || isStopped()) break;
      if (!page.checkpoint) break;
      checkpoint = page.checkpoint;
      unrecorded += 1;
      if (unrecorded < PROGRESS_EVERY_PAGES) continue;
      unrecorded = 0;
      // Not awaited: pages go on; a lost record only means the next session resumes earlier.
      void progress.save({ checkpoint, done: false }).catch(() => undefined);
    }
  } catch {
    // A failed pull or write: the replication carries on from the last written page, with its retries.
  }
  if (unrecorded > 0) await progress.save({ checkpoint, done: false }).catch(() => undefined);
  return { ran: true, checkpoint };
}
