import type NedbModule from '@seald-io/nedb';
import { createRequire } from 'node:module';
import { Aggregator, Query } from 'mingo';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyUpdate, project, projector, upsertDocument, withoutUndefined } from './mongo-semantics.js';
import { damagedFileAdvice } from './damaged-file-advice.js';
import { EqualityIndex, pinnedConditions } from './equality-index.js';
import { idBound, IdOrder } from './id-order.js';
import { escapeLooseLineBreaks, escapeRawLineBreaksInFile, readLineAsWritten } from './line-safe-file.js';
import { Mutex } from './mutex.js';
import { PointIndex } from './point-index.js';
import { indexedConditions, numericBounds, RangeIndex, withinBounds } from './range-index.js';
import { simpleMatcher } from './simple-filter.js';
import { UniqueIndex } from './unique-index.js';

// nedb is CommonJS whose typings declare a default export; require gives the class itself.
const Datastore = createRequire(import.meta.url)('@seald-io/nedb') as typeof NedbModule.default;
type Datastore<T> = NedbModule.default<T>;
import {
  DuplicateKeyError,
  type Collection,
  type Doc,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type IndexOptions,
  type Store,
  type Projection,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './types.js';

/**
 * The embedded engine (ARCHITECTURE §3): nedb files for durability, mingo for MongoDB
 * query/update/aggregation semantics, one mutex per collection so that every
 * find-then-write is atomic. Documents live in a Map by `_id`; a write is checked (unique
 * indexes, update rules), persisted to nedb, and only then applied in memory, so a failed write
 * changes nothing. Single process per data directory.
 */
export async function openEmbeddedStore(dataDir: string | null): Promise<Store> {
  if (dataDir) mkdirSync(join(dataDir, 'db'), { recursive: true });
  const collections = new Map<string, EmbeddedCollection>();

  const get = <T extends Doc>(name: string): Collection<T> => {
    // The name becomes a file name: nothing that could leave the data directory.
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(name)) throw new Error(`bad collection name ${name}`);
    let c = collections.get(name);
    if (!c) {
      c = new EmbeddedCollection(name, dataDir ? join(dataDir, 'db', `${name}.db`) : null);
      collections.set(name, c);
      // Start loading now; a damaged file is reported by the first operation that awaits it.
      c.open().catch(() => undefined);
    }
    return c as unknown as Collection<T>;
  };

  return {
    kind: 'embedded',
    collection: get,
    // One process per data directory: every write passes through this process, so the count of
    // its writes is the whole truth.
    async changeVersion(name: string) {
      const c = get(name) as unknown as EmbeddedCollection;
      return { current: () => c.changes };
    },
    async dropDatabase() {
      for (const c of collections.values()) await c.drop();
    },
    async close() {
      for (const c of collections.values()) await c.flush();
    },
  };
}

/** A field an index of the embedded engine can keep: top-level, not the id. */
const topLevel = (f: string | undefined): f is string => f !== undefined && !f.includes('.') && f !== '_id';

/** The empty filter: sorts, skips and limits documents already filtered. */
const ALL: Filter = {};

interface Change {
  before: Doc | null;
  after: Doc | null;
}

const NOT_CHANGED = (before: Doc, after: Doc) => JSON.stringify(before) === JSON.stringify(after);

/** Range conditions checked on a candidate: plain numbers only (arrays and NaN go to the query engine). */
function withinRanges(doc: Doc, conditions: ReturnType<typeof indexedConditions>): boolean {
  return conditions.every(({ index, bounds }) => {
    const v = doc[index.field];
    return typeof v === 'number' && !Number.isNaN(v) ? withinBounds(v, bounds) : Array.isArray(v) || Number.isNaN(v);
  });
}

class EmbeddedCollection implements Collection<Doc> {
  private readonly docs = new Map<string, Doc>();
  /** When each document was last written: candidates from a range index come back in the map's order. */
  private readonly written = new Map<string, number>();
  private writes = 0;
  /** Counts writes that changed something (and drops): the collection's change version. */
  changes = 0;
  private readonly mutex = new Mutex();
  private readonly unique: UniqueIndex[] = [];
  /** Sorted numeric indexes of single top-level fields (non-unique createIndex), by field. */
  private readonly ranges = new Map<string, RangeIndex>();
  /** Indexes of two numeric top-level fields together (a non-unique index of exactly two fields). */
  private readonly points: PointIndex[] = [];
  /** Value → ids of the leading top-level field of every declared index, by field. */
  private readonly equalities = new Map<string, EqualityIndex>();
  /** The ids in order, built the first time a find sorts on `_id` alone. */
  private order: IdOrder | null = null;
  private readonly file: Datastore<Doc>;
  private readonly filename: string | null;
  private ready: Promise<void> | null = null;
  private loaded = false;

  constructor(
    readonly name: string,
    filename: string | null,
  ) {
    this.filename = filename;
    // The hooks keep U+0085/2028/2029 escaped in the file: nedb's loader splits lines on them.
    this.file = filename
      ? new Datastore<Doc>({ filename, corruptAlertThreshold: 0, afterSerialization: escapeLooseLineBreaks, beforeDeserialization: readLineAsWritten })
      : new Datastore<Doc>({ inMemoryOnly: true });
  }

  open(): Promise<void> {
    this.ready ??= (async () => {
      try {
        // Files written before the escaping hold those characters raw: escape them first, losing nothing.
        if (this.filename) await escapeRawLineBreaksInFile(this.filename);
        await this.file.loadDatabaseAsync();
      } catch (err) {
        // Say how to recover (and whether cutting the last line is safe) instead of a stack trace.
        const advice = this.filename ? await damagedFileAdvice(this.name, this.filename, err as Error) : (err as Error).message;
        throw new Error(advice, { cause: err });
      }
      for (const d of this.file.getAllData()) this.remember(structuredClone(d));
      this.loaded = true;
      // Compact the append-only file now and then so restarts stay fast.
      this.file.setAutocompactionInterval(10 * 60 * 1000);
    })();
    return this.ready;
  }

  /** Compacts the file on close; never for a file that failed to load (that would erase it). */
  async flush(): Promise<void> {
    await this.ready?.catch(() => undefined);
    if (!this.loaded) return;
    await this.mutex.run(async () => {
      this.file.stopAutocompaction();
      await this.file.compactDatafileAsync();
    });
  }

  async drop(): Promise<void> {
    await this.open();
    await this.mutex.run(async () => {
      await this.file.removeAsync({}, { multi: true });
      this.docs.clear();
      this.written.clear();
      this.changes += 1;
      for (const idx of this.unique) idx.clear();
      for (const idx of this.ranges.values()) idx.clear();
      for (const idx of this.points) idx.clear();
      for (const idx of this.equalities.values()) idx.clear();
      this.order = null;
    });
  }

  private async locked<T>(fn: () => Promise<T> | T): Promise<T> {
    await this.open();
    return this.mutex.run(fn);
  }

  private remember(doc: Doc): void {
    this.docs.set(doc._id, doc);
    this.written.set(doc._id, (this.writes += 1));
  }

  private forget(id: string): void {
    this.docs.delete(id);
    this.written.delete(id);
  }

  /**
   * The documents a filter can match: narrowed by `_id` when the filter pins it (a string or
   * `$in` of strings), else by a point index whose two fields the filter bounds (the bounding box
   * of a radius search), else by the most selective index: a range index of a numeric condition
   * or the equality index of a pinned value (a payment operation's key, a rental's ledger rows,
   * the outbox's pending events), else every document. The map lookup replaces a scan of the
   * whole collection, which matters for the per-request session check and for every per-charge
   * lookup of a rent run. The full filter is still
   * applied to the candidates, so this only decides how many documents the query engine reads.
   * `undefined` when no index narrows the filter (the candidates would be every document).
   */
  private indexed(filter: Filter): Doc[] | undefined {
    const id = filter._id;
    const pick = (ids: unknown[]) => ids.flatMap((i) => (typeof i === 'string' && this.docs.has(i) ? [this.docs.get(i)!] : []));
    if (typeof id === 'string') return pick([id]);
    if (id && typeof id === 'object' && !Array.isArray(id)) {
      const ops = Object.keys(id);
      const $in = (id as { $in?: unknown }).$in;
      if (ops.length === 1 && Array.isArray($in) && $in.every((i) => typeof i === 'string')) return pick([...new Set($in)]);
    }
    const conditions = this.ranges.size > 0 ? indexedConditions(filter, this.ranges) : [];
    // A box on two fields indexed together: the point index finds it without reading a document
    // outside it; range conditions on other fields are then checked on what it found.
    for (const idx of this.points) {
      const bounds = idx.boundsIn(filter);
      if (!bounds) continue;
      const others = conditions.filter((c) => !idx.fields.includes(c.index.field));
      return this.inWrittenOrder(pick(idx.lookup(bounds)).filter((doc) => withinRanges(doc, others)));
    }
    const pinned = this.equalities.size > 0 ? pinnedConditions(filter, this.equalities) : [];
    if (conditions.length === 0 && pinned.length === 0) return undefined;
    const rangeCounts = conditions.map((c) => c.index.count(c.bounds));
    const pinnedCounts = pinned.map((p) => p.index.count(p.keys));
    const bestRange = rangeCounts.length > 0 ? Math.min(...rangeCounts) : Number.POSITIVE_INFINITY;
    const bestPinned = pinnedCounts.length > 0 ? Math.min(...pinnedCounts) : Number.POSITIVE_INFINITY;
    // An index that keeps most documents (`status: 'accepted'`) costs more than a scan: its
    // candidates must be put back in the collection's order.
    if (Math.min(bestRange, bestPinned) * 2 > this.docs.size) return undefined;
    if (bestPinned < bestRange) {
      const best = pinned[pinnedCounts.indexOf(bestPinned)]!;
      return this.inWrittenOrder(pick(best.index.lookup(best.keys)));
    }
    const best = conditions[rangeCounts.indexOf(bestRange)]!;
    const others = conditions.filter((c) => c !== best);
    return this.inWrittenOrder(pick(best.index.lookup(best.bounds)).filter((doc) => withinRanges(doc, others)));
  }

  /** In the order a scan of every document would give (when each was last written). */
  private inWrittenOrder(docs: Doc[]): Doc[] {
    return docs.sort((a, b) => this.written.get(a._id)! - this.written.get(b._id)!);
  }

  private candidates(filter: Filter): Doc[] {
    return this.indexed(filter) ?? [...this.docs.values()];
  }

  /** Whether a document matches: the plain matcher where it can decide, else the query engine (compiled once). */
  private predicate(filter: Filter): (doc: Doc) => boolean {
    const match = simpleMatcher(filter);
    let query: Query | null = null;
    return (doc) => {
      const verdict = match ? match(doc) : undefined;
      if (verdict !== undefined) return verdict;
      query ??= new Query(filter);
      return query.test(doc);
    };
  }

  /**
   * `find(filter, { sort: { _id: ±1 }, skip, limit })` without a selective index: reads the
   * documents in `_id` order from the filter's `_id` bound and stops once `skip + limit` match,
   * as MongoDB does on its `_id` index. A job's batches (`_id: { $gt: last }`, limit N) then cost
   * what they read, not a match and a sort of the whole collection each.
   */
  private walkById(filter: Filter, direction: 1 | -1, skip: number, limit: number | undefined): Doc[] {
    this.order ??= new IdOrder(this.docs.keys());
    const matches = this.predicate(filter);
    const wanted = limit ? skip + limit : Number.POSITIVE_INFINITY;
    const found: Doc[] = [];
    for (const id of this.order.walk(direction, idBound(filter, direction))) {
      const doc = this.docs.get(id)!;
      if (!matches(doc)) continue;
      found.push(doc);
      if (found.length >= wanted) break;
    }
    return found.slice(skip);
  }

  /**
   * The candidates that match the filter, in their order. Plain filters (the per-request session
   * lookup, the search's box) are decided without compiling a query; the query engine sees only
   * what they cannot decide (arrays, NaN) and every other filter.
   */
  private filtered(filter: Filter, candidates: Doc[]): Doc[] {
    const match = simpleMatcher(filter);
    if (!match) return new Query(filter).find(candidates).all() as Doc[];
    const verdicts = candidates.map(match);
    const unsure = candidates.filter((_, i) => verdicts[i] === undefined);
    const decided = unsure.length > 0 ? new Set(new Query(filter).find(unsure).all() as Doc[]) : null;
    return candidates.filter((doc, i) => verdicts[i] === true || (verdicts[i] === undefined && decided!.has(doc)));
  }

  /**
   * A sorted read with a limit whose first sort key is an ascending range-indexed field that the
   * filter bounds (so a document without a number there cannot match): walks the index in order
   * and stops once `skip + limit` documents match and the walk has passed the value of the last
   * of them (later ones cannot sort before it), instead of matching and sorting every candidate.
   * A sync pull reads its 500 documents this way, not the whole feed after its checkpoint. Null
   * when the read does not qualify (or the index holds arrays or NaN, whose order is not its own).
   */
  private sortedByIndex(filter: Filter, options: FindOptions): Doc[] | null {
    const sort = options.sort;
    if (!sort || !options.limit) return null;
    const [first, direction] = Object.entries(sort)[0] ?? [];
    const index = first === undefined ? undefined : this.ranges.get(first);
    const bounds = index ? numericBounds(filter[first!]) : undefined;
    if (direction !== 1 || !index || !bounds || index.looseCount > 0) return null;
    const wanted = (options.skip ?? 0) + options.limit;
    const { ids, values } = index.within(bounds);
    const step = Math.max(64, wanted);
    const found: Doc[] = [];
    let last: number | null = null;
    for (let at = 0; at < ids.length; at += step) {
      if (last !== null && values[at]! > last) break;
      const chunk = ids.slice(at, at + step).flatMap((id) => (this.docs.has(id) ? [this.docs.get(id)!] : []));
      found.push(...this.filtered(filter, chunk));
      if (last === null && found.length >= wanted) last = found[wanted - 1]![first!] as number;
    }
    // Ties on the sort keep the written order, as a read without the index gives them.
    found.sort((a, b) => this.written.get(a._id)! - this.written.get(b._id)!);
    let cursor = new Query(ALL).find(found).sort(sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    return cursor.limit(options.limit).all() as Doc[];
  }

  private matching(filter: Filter, options: FindOptions = {}): Doc[] {
    // `{ _id: '<id>' }` alone (the per-request user and session lookups): the map lookup is the
    // whole answer, no query to compile. Skip/limit still apply to the one candidate.
    const keys = Object.keys(filter);
    if (keys.length === 1 && typeof filter._id === 'string') return this.candidates(filter).slice(options.skip ?? 0, options.limit ? (options.skip ?? 0) + options.limit : undefined);
    const walked = this.sortedByIndex(filter, options);
    if (walked) return walked;
    const skip = options.skip ?? 0;
    const sortKeys = options.sort ? Object.keys(options.sort) : [];
    if (sortKeys.length === 1 && sortKeys[0] === '_id') {
      const direction = options.sort!._id === -1 ? -1 : 1;
      const narrowed = this.indexed(filter);
      // A selective index reads fewer documents than a walk; sorting those few is cheap.
      if (!narrowed || narrowed.length * 4 > this.docs.size) return this.walkById(filter, direction, skip, options.limit || undefined);
      const found = this.filtered(filter, narrowed).sort((a, b) => (a._id < b._id ? -direction : a._id > b._id ? direction : 0));
      return options.limit || skip ? found.slice(skip, options.limit ? skip + options.limit : undefined) : found;
    }
    const found = this.filtered(filter, this.candidates(filter));
    // One match (a payment operation's latest attempt by its key) needs no sort engine.
    if (!options.sort || found.length <= 1) return options.limit || skip ? found.slice(skip, options.limit ? skip + options.limit : undefined) : found;
    let cursor = new Query(ALL).find(found);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all() as Doc[];
  }

  /** Checks unique indexes for all changes, persists them, then applies them in memory. */
  private async write(changes: Change[]): Promise<void> {
    if (changes.length === 0) return;
    for (const idx of this.unique) {
      if (!idx.allows(changes)) throw new DuplicateKeyError(this.name, idx.fields);
    }
    for (const { before, after } of changes) {
      if (before && after) await this.file.updateAsync({ _id: before._id }, structuredClone(after), {});
      else if (after) await this.file.insertAsync(structuredClone(after));
      else if (before) await this.file.removeAsync({ _id: before._id }, {});
    }
    for (const { before, after } of changes) {
      if (!before) continue;
      for (const idx of this.unique) idx.remove(before);
      for (const idx of this.ranges.values()) idx.remove(before);
      for (const idx of this.points) idx.remove(before);
      for (const idx of this.equalities.values()) idx.remove(before);
      if (!after) this.order?.remove(before._id);
      this.forget(before._id);
    }
    for (const { before, after } of changes) {
      if (!after) continue;
      for (const idx of this.unique) idx.add(after);
      for (const idx of this.ranges.values()) idx.add(after);
      for (const idx of this.points) idx.add(after);
      for (const idx of this.equalities.values()) idx.add(after);
      if (!before) this.order?.add(after._id);
      this.remember(after);
    }
    // In the same synchronous step as the documents change in memory (what every read sees).
    this.changes += 1;
  }

  insertOne(doc: Doc): Promise<void> {
    return this.locked(async () => {
      if (typeof doc._id !== 'string') throw new Error('documents need a string _id');
      if (this.docs.has(doc._id)) throw new DuplicateKeyError(this.name, ['_id']);
      await this.write([{ before: null, after: withoutUndefined(structuredClone(doc)) }]);
    });
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<Doc | null> {
    await this.open();
    const [doc] = this.matching(filter, { sort: options.sort, limit: 1 });
    return doc ? project(doc, options.projection) : null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Doc[]> {
    await this.open();
    return this.matching(filter, options).map(projector(options.projection as Projection | undefined));
  }

  /** Inserts the upsert document (also checking its _id is free, as MongoDB's _id index does). */
  private async insertUpserted(filter: Filter, update: Update): Promise<Doc> {
    const created = upsertDocument(filter, update);
    if (this.docs.has(created._id)) throw new DuplicateKeyError(this.name, ['_id']);
    await this.write([{ before: null, after: created }]);
    return created;
  }

  updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.locked(async () => {
      const [doc] = this.matching(filter, { limit: 1 });
      if (!doc) {
        if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
        const created = await this.insertUpserted(filter, update);
        return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
      }
      const next = applyUpdate(doc, update, filter);
      const changed = !NOT_CHANGED(doc, next);
      if (changed) await this.write([{ before: doc, after: next }]);
      return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null };
    });
  }

  /** All or nothing here (MongoDB may stop half-way on an error; callers must not rely on either). */
  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.locked(async () => {
      const docs = this.matching(filter);
      const changes: Change[] = [];
      for (const doc of docs) {
        const next = applyUpdate(doc, update, filter);
        if (!NOT_CHANGED(doc, next)) changes.push({ before: doc, after: next });
      }
      await this.write(changes);
      return { matchedCount: docs.length, modifiedCount: changes.length, upsertedId: null };
    });
  }

  findOneAndUpdate(filter: Filter, update: Update, options: FindOneAndUpdateOptions = {}): Promise<Doc | null> {
    return this.locked(async () => {
      const [doc] = this.matching(filter, { sort: options.sort, limit: 1 });
      if (!doc) {
        if (!options.upsert) return null;
        const created = await this.insertUpserted(filter, update);
        return options.returnDocument === 'after' ? structuredClone(created) : null;
      }
      const next = applyUpdate(doc, update, filter);
      if (!NOT_CHANGED(doc, next)) await this.write([{ before: doc, after: next }]);
      return structuredClone(options.returnDocument === 'after' ? next : doc);
    });
  }

  deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return this.locked(async () => {
      const [doc] = this.matching(filter, { limit: 1 });
      if (!doc) return { deletedCount: 0 };
      await this.write([{ before: doc, after: null }]);
      return { deletedCount: 1 };
    });
  }

  deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return this.locked(async () => {
      const docs = this.matching(filter);
      await this.write(docs.map((doc) => ({ before: doc, after: null })));
      return { deletedCount: docs.length };
    });
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    await this.open();
    if (Object.keys(filter).length === 0) return this.docs.size;
    return this.matching(filter).length;
  }

  async aggregate<R>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    await this.open();
    return new Aggregator(pipeline).run([...this.docs.values()].map((d) => structuredClone(d))) as R[];
  }

  createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    return this.locked(() => {
      const fields = Object.keys(keys);
      // The leading top-level field of any index (unique or not, compound or not) serves
      // equality lookups, as the index does on MongoDB.
      const [leading] = fields;
      if (leading && !leading.includes('.') && leading !== '_id' && !this.equalities.has(leading)) {
        const idx = new EqualityIndex(leading);
        idx.build(this.docs.values());
        this.equalities.set(leading, idx);
      }
      if (!options.unique) {
        // A single top-level field gets a sorted index for numeric range queries; the other
        // non-unique indexes only speed MongoDB up (scans are in memory here).
        const [field, second] = fields;
        if (fields.length === 1 && field && !field.includes('.') && field !== '_id' && !this.ranges.has(field)) {
          const idx = new RangeIndex(field);
          idx.build(this.docs.values());
          this.ranges.set(field, idx);
        }
        if (fields.length === 2 && topLevel(field) && topLevel(second) && field !== second && !this.points.some((p) => p.fields.join() === fields.join())) {
          const idx = new PointIndex([field, second]);
          idx.build(this.docs.values());
          this.points.push(idx);
        }
        return;
      }
      if (this.unique.some((i) => i.fields.join() === fields.join())) return;
      const idx = new UniqueIndex(fields, options.sparse ?? false);
      if (!idx.build(this.docs.values())) throw new DuplicateKeyError(this.name, fields);
      this.unique.push(idx);
    });
  }
}
