import { randomUUID } from 'node:crypto';
import type { Checkpoint, SyncCollectionName } from '@crashpad/sync';
import type { Clock } from '../../platform/clock.js';
import { Mutex } from '../../platform/store/mutex.js';
import { DuplicateKeyError, type Collection, type Doc, type Filter, type Store } from '../../platform/store/types.js';
import { seqCounter } from '../../platform/store/seq-counter.js';
import { isoAt } from '../../platform/clock.js';

/**
 * A replicated document as stored. `_id` is the store key (it may carry the owner, e.g.
 * `{userId}:{id}`, when the same wire id exists once per user); `id` is the wire id that
 * checkpoints order by. Tombstones stay stored with `_deleted: true` (never hard-deleted while
 * clients may still hold the document).
 */
export interface ReplicatedDoc extends Doc {
  id: string;
  serverSeq: number;
  updated_at: string;
  _deleted: boolean;
}

/** What a change produces: the whole next document; `serverSeq` and `updated_at` are stamped here. */
export type Draft<T extends ReplicatedDoc> = Omit<T, '_id' | 'serverSeq' | 'updated_at'>;

export interface MutateResult<T> {
  before: T | null;
  /** The stored document after the call (`before` when the change returned null). */
  after: T | null;
  written: boolean;
}

/**
 * How documents get their `serverSeq` so that a pull can never skip a write made concurrently
 * with it. The danger: writer A takes seq N, writer B takes N+1 and stores first, a pull returns
 * B and checkpoints at N+1, then A stores N — and every later pull starts after N+1, so A is lost
 * for that client.
 *
 * - `serial` (embedded store, single process by design): taking the number and storing the
 *   document happen inside one per-collection critical section, so documents become visible in
 *   seq order; whatever a pull reads is a prefix of the feed.
 * - `watermark` (MongoDB, several app instances, no multi-document transactions): before taking
 *   a number a writer registers an in-flight slot `{collection, floor}` where `floor` is the
 *   counter value it read plus one (its number will be ≥ floor); it removes the slot after its
 *   document is stored. A pull reads the counter C first, then the live slots, and returns only
 *   documents with `serverSeq ≤ stable = min(C, min(floor) − 1)`. Any writer whose number is ≤ C
 *   took it after registering its slot, so either the slot is seen (its number is held back) or
 *   it has already stored its document (which the pull then reads). Pulls may trail by the
 *   duration of a write, never skip. A slot older than SLOT_STALE_MS (a crashed writer) stops
 *   holding pulls back, so one dead instance cannot freeze replication.
 *   Re-stamping the seq at commit was the alternative; it still needs two writes that cannot be
 *   made atomic without transactions, so it only moves the race.
 */
export type SeqStrategy = 'serial' | 'watermark';

/** A slot older than this belongs to a writer that died; pulls stop waiting for it. */
export const SLOT_STALE_MS = 30_000;
/** Compare-and-set retries before a write gives up (only reached under extreme contention on one document). */
const CAS_ATTEMPTS = 50;

export interface ReplicatedCollection<T extends ReplicatedDoc> {
  readonly name: SyncCollectionName;
  readonly strategy: SeqStrategy;
  readonly collection: Collection<T>;
  /** Declares the pull index `(scope field, serverSeq, id)` plus any the module needs. */
  init(scopeField: string, extra?: Record<string, 1 | -1>[]): Promise<void>;
  get(key: string): Promise<T | null>;
  /**
   * Read-modify-write of one document with a fresh `serverSeq`: `change` gets the current
   * document (null if none) and returns the next one, or null for "no change". Concurrent writers
   * of the same document are serialised (serial) or retried by compare-and-set on `serverSeq`
   * (watermark), so `change` may run more than once and must be pure.
   */
  mutate(key: string, change: (current: T | null) => Draft<T> | null): Promise<MutateResult<T>>;
  /** Documents in `scope` after `after`, in `(serverSeq, id)` order, never past the stable seq. */
  pull(scope: Filter, after: Checkpoint | null, limit: number): Promise<T[]>;
}

interface SlotDoc extends Doc {
  collection: string;
  floor: number;
  started_at: number;
}

const registries = new WeakMap<Store, Map<string, ReplicatedCollection<ReplicatedDoc>>>();

/**
 * The replicated collection `name` of a store: one instance per store and name, so every module
 * that writes it shares the same critical section.
 */
export function replicatedCollection<T extends ReplicatedDoc>(
  store: Store,
  clock: Clock,
  name: SyncCollectionName,
  strategy: SeqStrategy = store.kind === 'embedded' ? 'serial' : 'watermark',
): ReplicatedCollection<T> {
  let byName = registries.get(store);
  if (!byName) {
    byName = new Map();
    registries.set(store, byName);
  }
  const existing = byName.get(name);
  if (existing) {
    if (existing.strategy !== strategy) throw new Error(`replicated collection ${name} already open with ${existing.strategy}`);
    return existing as unknown as ReplicatedCollection<T>;
  }
  const created = build<T>(store, clock, name, strategy);
  byName.set(name, created as unknown as ReplicatedCollection<ReplicatedDoc>);
  return created;
}

function build<T extends ReplicatedDoc>(store: Store, clock: Clock, name: SyncCollectionName, strategy: SeqStrategy): ReplicatedCollection<T> {
  const c = store.collection<T>(name);
  const counter = seqCounter(store);
  const slots = store.collection<SlotDoc>('sync_inflight');
  const mutex = new Mutex();
  const stamp = (key: string, draft: Draft<T>, seq: number) =>
    ({ ...draft, _id: key, serverSeq: seq, updated_at: isoAt(clock.now()) }) as unknown as T;

  async function store1(key: string, before: T | null, after: T): Promise<boolean> {
    const { _id, ...fields } = after;
    if (!before) {
      try {
        await c.insertOne(after);
        return true;
      } catch (err) {
        if (err instanceof DuplicateKeyError) return false;
        throw err;
      }
    }
    // Compare-and-set on the version the change was computed from.
    const res = await c.updateOne({ _id: key, serverSeq: before.serverSeq }, { $set: fields });
    return res.matchedCount === 1;
  }

  /**
   * Serial strategy: the last number handed out, kept here inside the critical section, so the
   * counter write and the document write go to the store together instead of one after the other
   * (two file writes in a row in front of every change the sync hints announce, issue 11). It
   * starts from the stored counter or the highest stored `serverSeq`, whichever is higher: a
   * document whose counter write did not land before the process ended still holds its number,
   * so no number is handed out twice.
   */
  let lastSeq: number | null = null;
  async function nextSerialSeq(): Promise<number> {
    if (lastSeq === null) {
      const [newest] = await c.find({ serverSeq: { $gte: 0 } }, { sort: { serverSeq: -1 }, limit: 1 });
      lastSeq = Math.max(await counter.current(name), newest?.serverSeq ?? 0);
    }
    return (lastSeq += 1);
  }

  const serial = (key: string, change: (current: T | null) => Draft<T> | null) =>
    mutex.run(async (): Promise<MutateResult<T>> => {
      const before = await c.findOne({ _id: key });
      const draft = change(before);
      if (!draft) return { before, after: before, written: false };
      const seq = await nextSerialSeq();
      const after = stamp(key, draft, seq);
      // A counter write that fails does not undo the document, which holds its number (see above).
      const raised = counter.raise(name, seq).catch((err: unknown) => console.error(`[sync] ${name}: raising the seq counter to ${seq} failed`, err));
      const [stored] = await Promise.all([store1(key, before, after), raised]);
      if (!stored) throw new Error(`${name}/${key} changed outside its critical section`);
      return { before, after, written: true };
    });

  async function openSlot(): Promise<string> {
    const slotId = randomUUID();
    const floor = (await counter.current(name)) + 1;
    await slots.insertOne({ _id: slotId, collection: name, floor, started_at: clock.now() });
    return slotId;
  }

  async function watermarked(key: string, change: (current: T | null) => Draft<T> | null): Promise<MutateResult<T>> {
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const before = await c.findOne({ _id: key });
      const draft = change(before);
      if (!draft) return { before, after: before, written: false };
      const slotId = await openSlot();
      try {
        const after = stamp(key, draft, await counter.next(name));
        if (await store1(key, before, after)) return { before, after, written: true };
      } finally {
        await slots.deleteOne({ _id: slotId });
      }
    }
    throw new Error(`${name}/${key}: too much contention`);
  }

  /** Highest seq a pull may return (watermark strategy only). */
  async function stableSeq(): Promise<number> {
    const issued = await counter.current(name);
    const live = await slots.find({ collection: name, started_at: { $gt: clock.now() - SLOT_STALE_MS } }, { sort: { floor: 1 }, limit: 1 });
    return live[0] ? Math.min(issued, live[0].floor - 1) : issued;
  }

  return {
    name,
    strategy,
    collection: c,
    async init(scopeField, extra = []) {
      await c.createIndex({ [scopeField]: 1, serverSeq: 1, id: 1 });
      // The embedded engine narrows by single-field numeric indexes only: with this one a pull
      // reads the documents after its checkpoint instead of the whole collection (a first sync of
      // 10,000 messages is 20 pulls). MongoDB serves pulls from the compound index above.
      if (store.kind === 'embedded') await c.createIndex({ serverSeq: 1 });
      for (const keys of extra) await c.createIndex(keys);
      if (strategy === 'watermark') await slots.createIndex({ collection: 1, floor: 1 });
    },
    get: (key) => c.findOne({ _id: key }),
    mutate: (key, change) => (strategy === 'serial' ? serial(key, change) : watermarked(key, change)),
    async pull(scope, after, limit) {
      // The seq bounds stay top-level (the `$gte` is implied by the `$or`): the embedded engine
      // narrows its read by them through the serverSeq index.
      // Every stored document has a serverSeq of 1 or more, so `$gte: 0` from the start changes
      // nothing but lets the embedded engine walk its index in seq order (sortedByIndex).
      const seq: Record<string, number> = { $gte: after ? after.seq : 0 };
      if (strategy === 'watermark') seq.$lte = await stableSeq();
      const filter: Filter = { $and: [scope], serverSeq: seq };
      if (after) filter.$or = [{ serverSeq: { $gt: after.seq } }, { serverSeq: after.seq, id: { $gt: after.id } }];
      return c.find(filter, { sort: { serverSeq: 1, id: 1 }, limit });
    },
  };
}
