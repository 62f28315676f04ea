import type { Checkpoint } from '@crashpad/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { PROGRESS_EVERY_PAGES, runFirstSync } from './first-sync';
import { internalStoreProgress, type FirstSyncProgress } from './first-sync-progress';
import { openDatabase } from './open-database';
import type { PullResult, WireDoc } from './sync-handlers';
import { fakeStorage } from './test-database';
import type { CrashpadDatabase } from './types';

const BATCH = 500;

const message = (i: number): WireDoc => ({
  id: `m-${String(i).padStart(5, '0')}`,
  serverSeq: i,
  updated_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  thread_id: 't1',
  from_user: 'a',
  to_user: 'b',
  listing_id: 'l1',
  listing_title: 'Crashpad near DEN',
  message: `Message ${i}`,
  created: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  _deleted: false,
});

/** The server's messages feed in (serverSeq, id) order; records where each pull started. */
function fakeFeed(count: number, options: { failOnPull?: number } = {}) {
  const docs = Array.from({ length: count }, (_, i) => message(i + 1));
  const starts: (number | null)[] = [];
  const pull = async (checkpoint: Checkpoint | null, limit: number): Promise<PullResult> => {
    starts.push(checkpoint?.seq ?? null);
    if (starts.length === options.failOnPull) throw new Error('offline');
    const page = docs.filter((d) => !checkpoint || Number(d.serverSeq) > checkpoint.seq).slice(0, limit);
    const last = page.at(-1);
    return { documents: page, checkpoint: last ? { seq: Number(last.serverSeq), id: last.id } : (checkpoint ?? undefined) };
  };
  return { docs, starts, pull };
}

const cp = (seq: number): Checkpoint => ({ seq, id: message(seq).id });

let opened: CrashpadDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

async function open(): Promise<{ db: CrashpadDatabase; progress: FirstSyncProgress }> {
  opened = await openDatabase('first-sync-user', fakeStorage());
  return { db: opened, progress: internalStoreProgress(opened, 'messages') };
}

/** A wire document as the app stores it (no tombstone flag). */
function storedFields(doc: WireDoc) {
  const { _deleted, ...fields } = doc;
  return fields;
}

const run = (d: CrashpadDatabase, progress: FirstSyncProgress, pull: ReturnType<typeof fakeFeed>['pull'], isStopped = () => false) =>
  runFirstSync({ collection: d.messages as never, pull, batchSize: BATCH, progress, isStopped });

// Pages of 500 documents in the in-memory IndexedDB take seconds on a busy machine.
describe('runFirstSync', { timeout: 30_000 }, () => {
  it('inserts every page into an empty collection and answers the feed position of the last written page', async () => {
    const { db, progress } = await open();
    const feed = fakeFeed(1203);
    const outcome = await run(db, progress, feed.pull);
    expect(outcome).toEqual({ ran: true, checkpoint: cp(1203) });
    expect(feed.starts).toEqual([null, 500, 1000]);
    expect(await db.messages.count().exec()).toBe(1203);
    const stored = await db.messages.findOne('m-00777').exec();
    expect(stored?.toJSON()).toMatchObject({ message: 'Message 777', serverSeq: 777 });
    expect(await progress.load()).toEqual({ checkpoint: cp(1203), done: false });
  });

  it('is not taken when the collection already holds documents and no first sync is recorded', async () => {
    const { db, progress } = await open();
    await db.messages.insert(message(1) as never);
    const feed = fakeFeed(10);
    expect(await run(db, progress, feed.pull)).toEqual({ ran: false });
    expect(feed.starts).toEqual([]);
    // Recorded as over: later sessions do not ask again.
    expect(await progress.load()).toEqual({ checkpoint: null, done: true });
    expect(await db.messages.count().exec()).toBe(1);
  });

  it('is not taken once recorded as done, even when the collection is empty', async () => {
    const { db, progress } = await open();
    await progress.save({ checkpoint: cp(3), done: true });
    const feed = fakeFeed(10);
    expect(await run(db, progress, feed.pull)).toEqual({ ran: false });
    expect(feed.starts).toEqual([]);
    expect(await db.messages.count().exec()).toBe(0);
  });

  it('stops before a page holding a document the device already has at another version, which keeps its local version', async () => {
    const { db, progress } = await open();
    const feed = fakeFeed(1203);
    // An earlier session wrote page one and recorded it; a later version of a document of page
    // two is here too (the replication wrote it: the server gave that change a later serverSeq).
    await db.messages.bulkInsert(feed.docs.slice(0, 500).map(storedFields) as never);
    await db.messages.insert({ ...storedFields(message(600)), serverSeq: 1300, message: 'local version' } as never);
    await progress.save({ checkpoint: cp(500), done: false });

    const outcome = await run(db, progress, feed.pull);
    // The replication pulls page two again (from 500) on its own path.
    expect(outcome).toEqual({ ran: true, checkpoint: cp(500) });
    expect((await db.messages.findOne('m-00600').exec())?.message).toBe('local version');
    expect(await db.messages.findOne('m-01100').exec()).toBeNull();
    expect(await progress.load()).toEqual({ checkpoint: cp(500), done: false });
  });

  it('resumes an interrupted first sync after its last recorded page', async () => {
    const { db, progress } = await open();
    const failing = fakeFeed(1203, { failOnPull: 3 });
    expect(await run(db, progress, failing.pull)).toEqual({ ran: true, checkpoint: cp(1000) });
    expect(await db.messages.count().exec()).toBe(1000);
    expect(await progress.load()).toEqual({ checkpoint: cp(1000), done: false });

    const feed = fakeFeed(1203);
    expect(await run(db, progress, feed.pull)).toEqual({ ran: true, checkpoint: cp(1203) });
    expect(feed.starts).toEqual([1000]);
    expect(await db.messages.count().exec()).toBe(1203);
  });

  it('resumes from a record older than the last written page: pages already stored at the same version are accepted', async () => {
    const { db, progress } = await open();
    const feed = fakeFeed(1203);
    // Cut off after writing two pages with only the first recorded (records come every few pages).
    await db.messages.bulkInsert(feed.docs.slice(0, 1000).map(storedFields) as never);
    await progress.save({ checkpoint: cp(500), done: false });

    expect(await run(db, progress, feed.pull)).toEqual({ ran: true, checkpoint: cp(1203) });
    expect(feed.starts).toEqual([500, 1000]);
    expect(await db.messages.count().exec()).toBe(1203);
    expect(await progress.load()).toEqual({ checkpoint: cp(1203), done: false });
  });

  it('records its progress every PROGRESS_EVERY_PAGES pages and where it ended, not after every page', async () => {
    const { db } = await open();
    const saved: (number | null)[] = [];
    const progress: FirstSyncProgress = { load: async () => null, save: async (record) => void saved.push(record.checkpoint?.seq ?? null) };
    const pageSize = 10;
    const pages = 2 * PROGRESS_EVERY_PAGES + 3;
    const feed = fakeFeed(pages * pageSize - 5);
    const outcome = await runFirstSync({ collection: db.messages as never, pull: feed.pull, batchSize: pageSize, progress, isStopped: () => false });
    expect(outcome).toEqual({ ran: true, checkpoint: cp(pages * pageSize - 5) });
    // The start, every PROGRESS_EVERY_PAGES pages, and the end.
    expect(saved).toEqual([null, PROGRESS_EVERY_PAGES * pageSize, 2 * PROGRESS_EVERY_PAGES * pageSize, pages * pageSize - 5]);
  });

  it('starts at the beginning in an empty collection whatever an unfinished record says', async () => {
    const { db, progress } = await open();
    await progress.save({ checkpoint: cp(1000), done: false });
    const feed = fakeFeed(20);
    expect(await run(db, progress, feed.pull)).toEqual({ ran: true, checkpoint: cp(20) });
    expect(feed.starts).toEqual([null]);
    expect(await db.messages.count().exec()).toBe(20);
  });

  it('writes nothing once the replication is cancelled', async () => {
    const { db, progress } = await open();
    const feed = fakeFeed(1203);
    let stopped = false;
    const pull = async (checkpoint: Checkpoint | null, limit: number) => {
      const page = await feed.pull(checkpoint, limit);
      stopped = true;
      return page;
    };
    expect(await run(db, progress, pull, () => stopped)).toEqual({ ran: true, checkpoint: null });
    expect(await db.messages.count().exec()).toBe(0);
  });

  it('answers no checkpoint when the server has nothing yet', async () => {
    const { db, progress } = await open();
    const feed = fakeFeed(0);
    expect(await run(db, progress, feed.pull)).toEqual({ ran: true, checkpoint: null });
    expect(feed.starts).toEqual([null]);
  });
});
