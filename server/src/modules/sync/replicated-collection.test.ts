import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '@crashpad/sync';
import { ManualClock } from '../../platform/clock.js';
import { openEmbeddedStore } from '../../platform/store/embedded.js';
import type { Collection, Doc, Store } from '../../platform/store/types.js';
import { replicatedCollection, type ReplicatedDoc, type SeqStrategy } from './replicated-collection.js';

type Note = ReplicatedDoc & { owner_id: string; text: string };

/** A store whose writes to `collection` wait for `hold(id)` first: the "slow commit" of a concurrent writer. */
function slowWrites(base: Store, collection: string, hold: (id: string) => Promise<unknown> | undefined): Store {
  const wrap = (c: Collection): Collection =>
    new Proxy(c, {
      get(target, prop, receiver) {
        if (prop === 'insertOne') return async (doc: Doc) => { await hold(doc._id); return target.insertOne(doc); };
        if (prop === 'updateOne') return async (filter: Record<string, unknown>, update: Record<string, unknown>, o?: object) => { await hold(String(filter._id)); return target.updateOne(filter, update, o); };
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return { ...base, kind: base.kind, collection: <T extends Doc>(name: string) => (name === collection ? wrap(base.collection(name)) : base.collection(name)) as unknown as Collection<T> };
}

const note = (id: string, text: string) => ({ id, owner_id: 'u', text, _deleted: false });
const scope = { owner_id: 'u' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const afterOf = (docs: Note[], fallback: Checkpoint | null): Checkpoint | null => {
  const last = docs.at(-1);
  return last ? { seq: last.serverSeq, id: last.id } : fallback;
};

describe.each<SeqStrategy>(['serial', 'watermark'])('replicated collection (%s)', (strategy) => {
  it('a pull never skips a document whose seq was taken before a newer one was stored', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const store = slowWrites(await openEmbeddedStore(null), 'threads', (id) => (id === 'a' ? gate : undefined));
    const feed = replicatedCollection<Note>(store, new ManualClock(), 'threads', strategy);
    await feed.init('owner_id');

    const writeA = feed.mutate('a', () => note('a', 'first')); // takes seq 1, its store write is held
    await sleep(10);
    const writeB = feed.mutate('b', () => note('b', 'second')); // takes seq 2
    await sleep(10);
    const first = await feed.pull(scope, null, 100);
    // Whatever the first pull answers, it must not move the checkpoint past a seq still being written.
    expect(first.map((d) => d.id)).not.toContain('b');
    release();
    await Promise.all([writeA, writeB]);
    const second = await feed.pull(scope, afterOf(first, null), 100);
    expect([...first, ...second].map((d) => [d.id, d.serverSeq])).toEqual([['a', 1], ['b', 2]]);
  });

  it('a client pulling while writers with random commit delays run ends with every latest version (seeded)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 4 })), { minLength: 5, maxLength: 25 }),
        fc.integer({ min: 1, max: 4 }),
        async (writes, limit) => {
          const delays = new Map<string, number[]>();
          writes.forEach(([key, delay]) => delays.set(`k${key}`, [...(delays.get(`k${key}`) ?? []), delay]));
          const base = await openEmbeddedStore(null);
          const store = slowWrites(base, 'messages', (id) => {
            const ms = delays.get(id)?.shift() ?? 0;
            return ms ? sleep(ms) : undefined;
          });
          const feed = replicatedCollection<Note>(store, new ManualClock(), 'messages', strategy);
          await feed.init('owner_id');
          let done = false;
          const writers = Promise.all(writes.map(([key], i) => feed.mutate(`k${key}`, (cur) => note(`k${key}`, `${cur?.text ?? ''}${i},`)))).then(() => {
            done = true;
          });
          const client = new Map<string, Note>();
          let checkpoint: Checkpoint | null = null;
          for (;;) {
            const wasDone = done;
            const page = await feed.pull(scope, checkpoint, limit);
            for (const d of page) client.set(d.id, d);
            checkpoint = afterOf(page, checkpoint);
            if (page.length === 0 && wasDone) break;
            if (page.length === 0) await sleep(1);
          }
          await writers;
          const stored = await base.collection<Note>('messages').find({});
          expect(stored.length).toBe(new Set(writes.map(([k]) => k)).size);
          for (const doc of stored) expect(client.get(doc.id)?.serverSeq, doc.id).toBe(doc.serverSeq);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('two writers of one document both land (serialised or retried by compare-and-set)', async () => {
    const feed = replicatedCollection<Note>(await openEmbeddedStore(null), new ManualClock(), 'outbox', strategy);
    await feed.init('owner_id');
    await Promise.all(Array.from({ length: 10 }, (_, i) => feed.mutate('x', (cur) => note('x', `${cur?.text ?? ''}${i}`))));
    const doc = await feed.get('x');
    expect([...doc!.text].sort().join('')).toBe('0123456789');
    expect(doc!.serverSeq).toBeGreaterThanOrEqual(10);
  });
});

describe('replicated collection (serial): numbers across restarts', () => {
  it('continues after the highest stored serverSeq or the stored counter, whichever is higher, and keeps the counter up to date', async () => {
    // A document whose counter write never landed (the process ended in between): its number is taken.
    const unraised = await openEmbeddedStore(null);
    await unraised.collection('threads').insertOne({ _id: 'old', id: 'old', owner_id: 'u', text: 'kept', _deleted: false, serverSeq: 7, updated_at: '' });
    const feed = replicatedCollection<Note>(unraised, new ManualClock(), 'threads', 'serial');
    await feed.init('owner_id');
    expect((await feed.mutate('new', () => note('new', 'after restart'))).after!.serverSeq).toBe(8);
    expect((await feed.mutate('old', (cur) => note('old', `${cur!.text}, changed`))).after!.serverSeq).toBe(9);
    expect((await unraised.collection('sync_counters').findOne({ _id: 'threads' }))?.seq).toBe(9);

    // Numbers handed out for documents that are gone: the counter is the floor.
    const raised = await openEmbeddedStore(null);
    await raised.collection('sync_counters').insertOne({ _id: 'messages', seq: 12 });
    await raised.collection('messages').insertOne({ _id: 'm', id: 'm', owner_id: 'u', text: 'x', _deleted: false, serverSeq: 5, updated_at: '' });
    const messages = replicatedCollection<Note>(raised, new ManualClock(), 'messages', 'serial');
    await messages.init('owner_id');
    const written = await Promise.all(['a', 'b', 'c'].map((id) => messages.mutate(id, () => note(id, id))));
    expect(written.map((w) => w.after!.serverSeq).sort()).toEqual([13, 14, 15]);
    expect((await raised.collection('sync_counters').findOne({ _id: 'messages' }))?.seq).toBe(15);
    expect((await messages.pull(scope, { seq: 12, id: '' }, 10)).map((d) => d.serverSeq)).toEqual([13, 14, 15]);
  });
});
