// The client's database layer alone in a page (production build: no schema validation, like
// the app), driven by scripts/bench-browser.mjs through `window.benchDb`.
import type { Message } from '@crashpad/sync';
import { normalizeMangoQuery, prepareQuery } from 'rxdb/plugins/core';
import { databaseNameFor } from '../../src/db/database-name';
import { readNewestFirst } from '../../src/db/newest-first';
import { openDatabase, removeDatabase } from '../../src/db/open-database';

const THREAD_INDEX = ['thread_id', 'created', 'id'] as const;

const sorted = (times: number[]) => [...times].sort((a, b) => a - b);

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () => reject(request.error));
  });
}

function syntheticThread(threadId: string, count: number): Message[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    id: `${threadId}-${String(i).padStart(6, '0')}`,
    serverSeq: i + 1,
    updated_at: new Date(start + i * 60_000).toISOString(),
    thread_id: threadId,
    from_user: i % 2 ? 'bench-a' : 'bench-b',
    to_user: i % 2 ? 'bench-b' : 'bench-a',
    listing_id: 'bench-listing',
    listing_title: 'Bench crashpad near DEN',
    message: `Bench message ${i}: is the bottom bunk still free next week?`,
    created: new Date(start + i * 60_000).toISOString(),
  }));
}

/** Raw IndexedDB: the `limit` newest rows of a thread with a reverse cursor (the reference). */
async function rawNewest(idb: IDBDatabase, threadId: string, limit: number): Promise<unknown[]> {
  const index = idb.transaction('docs', 'readonly').objectStore('docs').index('[_deleted+thread_id+created+id]');
  const request = index.openCursor(IDBKeyRange.bound(['0', threadId], ['0', threadId, []]), 'prev');
  const rows: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    request.addEventListener('error', () => reject(request.error));
    request.addEventListener('success', () => {
      const cursor = request.result;
      if (!cursor) return resolve();
      rows.push(cursor.value);
      if (rows.length >= limit) resolve();
      else cursor.continue();
    });
  });
  return rows;
}

async function time(samples: number, run: () => Promise<unknown>): Promise<number[]> {
  // Warm-up (JIT, IndexedDB caches) first, as a chat opened a second time would be.
  for (let i = 0; i < Math.min(10, samples); i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return sorted(times);
}

const benchDb = {
  /** Seeds a `count`-message thread (and a second thread) and times the newest page three ways. */
  async newestPage({ count, limit, samples, oldSamples }: { count: number; limit: number; samples: number; oldSamples: number }) {
    const userId = `bench-newest-${Date.now()}`;
    const db = await openDatabase(userId);
    try {
      for (const threadId of ['bench-thread', 'bench-other']) {
        const docs = syntheticThread(threadId, threadId === 'bench-thread' ? count : 500);
        for (let i = 0; i < docs.length; i += 1000) await db.messages.bulkInsert(docs.slice(i, i + 1000) as never);
      }
      const app = await time(samples, () => readNewestFirst(db.messages as never, THREAD_INDEX, ['bench-thread'], limit));
      // What the chat ran before: RxDB's descending query (index range, then read-all-and-sort).
      const storage = db.messages.storageInstance;
      const mango = normalizeMangoQuery(db.messages.schema.jsonSchema, { selector: { thread_id: 'bench-thread' }, sort: [{ created: 'desc' }, { id: 'desc' }], limit });
      const prepared = prepareQuery(db.messages.schema.jsonSchema, mango);
      const before = await time(oldSamples, () => storage.query(prepared));
      const prefix = `rxdb-dexie-${await databaseNameFor(userId)}--`;
      const name = (await indexedDB.databases()).find((d) => d.name?.startsWith(prefix) && d.name.endsWith('--messages'))?.name;
      if (!name) throw new Error('the messages IndexedDB database was not found');
      const idb = await settle(indexedDB.open(name));
      const raw = await time(samples, () => rawNewest(idb, 'bench-thread', limit));
      idb.close();
      const check = await readNewestFirst<Message>(db.messages as never, THREAD_INDEX, ['bench-thread'], limit);
      if (check.length !== limit || check[0]!.id !== `bench-thread-${String(count - 1).padStart(6, '0')}`) throw new Error('the newest page is wrong');
      return { app, before, raw };
    } finally {
      await db.close();
      await removeDatabase(userId);
    }
  },

  /** A bare `bulkInsert` of `docs` (wire documents) into a fresh database: ms. */
  async bareInsert(docs: (Record<string, unknown> & { _deleted?: boolean })[]) {
    const userId = `bench-insert-${Date.now()}`;
    const db = await openDatabase(userId);
    try {
      const plain = docs.map(({ _deleted, ...doc }) => doc);
      const t = performance.now();
      const result = await db.messages.bulkInsert(plain as never);
      const ms = performance.now() - t;
      if (result.error.length > 0) throw new Error(`bulkInsert refused ${result.error.length} documents`);
      return ms;
    } finally {
      await db.close();
      await removeDatabase(userId);
    }
  },
};

(window as unknown as { benchDb: typeof benchDb }).benchDb = benchDb;
document.title = 'ready';
