import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@crashpad/sync';
import { firstValueFrom, take, toArray } from 'rxjs';
import { message } from '../features/messaging/model/test-docs';
import { changesOf, mergeIntoNewest, readNewestFirst, type WindowChange } from './newest-first';
import { openDatabase } from './open-database';
import { fakeStorage } from './test-database';
import type { CrashpadDatabase } from './types';

let opened: CrashpadDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const INDEX = ['thread_id', 'created', 'id'] as const;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

async function seeded() {
  opened = await openDatabase('user-1', fakeStorage());
  // Inserted out of order, two threads interleaved, two messages sharing a timestamp (id breaks the tie).
  const docs = [
    message({ id: 'm3', thread_id: 'a', created: at(3), message: 'third' }),
    message({ id: 'm1', thread_id: 'a', created: at(1), message: 'first' }),
    message({ id: 'x1', thread_id: 'b', created: at(9), message: 'other thread' }),
    message({ id: 'm5', thread_id: 'a', created: at(4), message: 'fifth' }),
    message({ id: 'm4', thread_id: 'a', created: at(4), message: 'fourth' }),
    message({ id: 'm2', thread_id: 'a', created: at(2), message: 'second' }),
  ];
  await opened.messages.bulkInsert(docs as never);
  return opened;
}

describe('newest-first reads from an index', () => {
  it('returns the newest `limit` documents of one prefix, newest first by (created, id), as plain documents', async () => {
    const db = await seeded();
    const page = await readNewestFirst<Message>(db.messages as never, INDEX, ['a'], 3);
    expect(page.map((m) => m.id)).toEqual(['m5', 'm4', 'm3']);
    const asRxdbGivesIt = (await db.messages.findOne('m5').exec())!.toJSON();
    expect(page[0]).toEqual(asRxdbGivesIt);
    expect(Object.keys(page[0]!).some((k) => k.startsWith('_'))).toBe(false);
  });

  it('returns the whole prefix when it holds fewer than `limit`, and nothing for an unknown prefix', async () => {
    const db = await seeded();
    expect((await readNewestFirst<Message>(db.messages as never, INDEX, ['a'], 50)).map((m) => m.id)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect(await readNewestFirst(db.messages as never, INDEX, ['nope'], 10)).toEqual([]);
    expect(await readNewestFirst(db.messages as never, INDEX, ['a'], 0)).toEqual([]);
  });

  it('leaves deleted documents out of pages', async () => {
    const db = await seeded();
    await (await db.messages.findOne('m5').exec())!.remove();
    expect((await readNewestFirst<Message>(db.messages as never, INDEX, ['a'], 2)).map((m) => m.id)).toEqual(['m4', 'm3']);
  });

  it('signals one change per write batch that touches the prefix, and none for other threads', async () => {
    const db = await seeded();
    const signals = firstValueFrom(changesOf<Message>(db.messages as never, (m) => m.thread_id === 'a').pipe(take(2), toArray()));
    await db.messages.bulkInsert([message({ id: 'y1', thread_id: 'b', created: at(10) })] as never);
    await db.messages.bulkInsert([message({ id: 'm6', thread_id: 'a', created: at(5) }), message({ id: 'm7', thread_id: 'a', created: at(6) })] as never);
    await (await db.messages.findOne('m1').exec())!.remove();
    expect(await signals).toHaveLength(2);
    expect((await readNewestFirst<Message>(db.messages as never, INDEX, ['a'], 1)).map((m) => m.id)).toEqual(['m7']);
  });

  it('signals the touched documents of a batch, marking deleted ones gone', async () => {
    const db = await seeded();
    const batches = firstValueFrom(changesOf<Message>(db.messages as never, (m) => m.thread_id === 'a').pipe(take(2), toArray()));
    await db.messages.insert(message({ id: 'm6', thread_id: 'a', created: at(6) }) as never);
    await (await db.messages.findOne('m1').exec())!.remove();
    const [inserted, removed] = await batches;
    expect(inserted!.map((c) => [c.doc.id, c.gone])).toEqual([['m6', false]]);
    expect(Object.keys(inserted![0]!.doc).some((k) => k.startsWith('_'))).toBe(false);
    expect(removed!.map((c) => [c.doc.id, c.gone])).toEqual([['m1', true]]);
  });
});

describe('merging a write batch into a newest-first window', () => {
  type Row = { id: string; created: string };
  const ORDER = ['created', 'id'];
  const newestOf = (all: Map<string, Row>, limit: number) =>
    [...all.values()].sort((a, b) => (a.created === b.created ? (a.id < b.id ? 1 : -1) : a.created < b.created ? 1 : -1)).slice(0, limit);

  it('gives what a fresh read would, or null when a full window lost a document', () => {
    // Seeded pseudo-random batches of inserts, updates and deletes against a model of the thread.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    let merged = 0;
    let reread = 0;
    for (let run = 0; run < 200; run += 1) {
      const limit = 1 + random(6);
      const all = new Map<string, Row>();
      for (let i = 0; i < random(10); i += 1) all.set(`m${i}`, { id: `m${i}`, created: at(random(8)) });
      let window = newestOf(all, limit);
      for (let step = 0; step < 6; step += 1) {
        const changes: WindowChange<Row>[] = [];
        for (let k = 0; k <= random(3); k += 1) {
          const id = `m${random(14)}`;
          if (random(3) === 0 && all.has(id)) {
            changes.push({ doc: all.get(id)!, gone: true });
            all.delete(id);
          } else {
            const doc = { id, created: at(random(8)) };
            all.set(id, doc);
            changes.push({ doc, gone: false });
          }
        }
        const next = mergeIntoNewest(window, changes, limit, ORDER);
        const fresh = newestOf(all, limit);
        if (next === null) {
          reread += 1;
          expect(window.length).toBe(limit);
        } else {
          merged += 1;
          expect(next).toEqual(fresh);
        }
        window = fresh;
      }
    }
    // Both paths ran: most batches merge, some need the index.
    expect(merged).toBeGreaterThan(reread);
    expect(reread).toBeGreaterThan(0);
  });
});
