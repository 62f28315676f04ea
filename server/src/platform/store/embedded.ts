import type NedbModule from '@seald-io/nedb';
import { createRequire } from 'node:module';
import { Aggregator, Query, update as applyUpdate } from 'mingo';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Mutex } from './mutex.js';

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
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './types.js';

/**
 * The embedded engine (ARCHITECTURE §3): nedb files for durability, mingo for MongoDB
 * query/update/aggregation semantics, one mutex per collection so that every
 * find-then-write is atomic. Documents live in a Map by `_id`; a write is persisted to nedb
 * first and only then applied in memory, so a failed write changes nothing.
 * Single process per data directory.
 */
export async function openEmbeddedStore(dataDir: string | null): Promise<Store> {
  if (dataDir) mkdirSync(join(dataDir, 'db'), { recursive: true });
  const collections = new Map<string, EmbeddedCollection>();
  const opening = new Map<string, Promise<void>>();

  const get = <T extends Doc>(name: string): Collection<T> => {
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(name)) throw new Error(`bad collection name ${name}`);
    let c = collections.get(name);
    if (!c) {
      c = new EmbeddedCollection(name, dataDir ? join(dataDir, 'db', `${name}.db`) : null);
      collections.set(name, c);
      opening.set(name, c.open());
    }
    return c as unknown as Collection<T>;
  };

  return {
    kind: 'embedded',
    collection: get,
    async dropDatabase() {
      for (const c of collections.values()) await c.drop();
    },
    async close() {
      await Promise.all(opening.values());
      for (const c of collections.values()) await c.flush();
    },
  };
}

interface UniqueIndex {
  fields: string[];
  sparse: boolean;
  entries: Map<string, string>;
}

function readPath(doc: Doc, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

const clone = <T>(value: T): T => structuredClone(value);

class EmbeddedCollection implements Collection<Doc> {
  private readonly docs = new Map<string, Doc>();
  private readonly mutex = new Mutex();
  private readonly unique: UniqueIndex[] = [];
  private readonly file: Datastore<Doc>;
  private ready: Promise<void> | null = null;

  constructor(
    readonly name: string,
    filename: string | null,
  ) {
    this.file = filename
      ? new Datastore<Doc>({ filename, corruptAlertThreshold: 0 })
      : new Datastore<Doc>({ inMemoryOnly: true });
  }

  open(): Promise<void> {
    this.ready ??= (async () => {
      try {
        await this.file.loadDatabaseAsync();
      } catch (err) {
        // nedb refuses files with a torn last line; say how to recover instead of a stack trace.
        throw new Error(
          `The embedded data file for "${this.name}" is damaged (${(err as Error).message}). ` +
            `Restore it from a backup, or remove its last incomplete line, then start again.`,
          { cause: err },
        );
      }
      for (const d of this.file.getAllData()) this.docs.set(d._id, clone(d));
      // Compact the append-only file now and then so restarts stay fast.
      this.file.setAutocompactionInterval(10 * 60 * 1000);
    })();
    return this.ready;
  }

  async flush(): Promise<void> {
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
      for (const idx of this.unique) idx.entries.clear();
    });
  }

  private async locked<T>(fn: () => Promise<T> | T): Promise<T> {
    await this.open();
    return this.mutex.run(fn);
  }

  private matching(filter: Filter, options: FindOptions = {}): Doc[] {
    // Fast path for the most common lookup.
    if (typeof filter._id === 'string' && Object.keys(filter).length === 1) {
      const d = this.docs.get(filter._id);
      return d ? [d] : [];
    }
    const query = new Query(filter);
    let cursor = query.find([...this.docs.values()]);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all() as Doc[];
  }

  private project(doc: Doc, projection?: Record<string, 0 | 1>): Doc {
    const copy = clone(doc);
    if (!projection || Object.keys(projection).length === 0) return copy;
    const include = Object.entries(projection).some(([k, v]) => v === 1 && k !== '_id');
    if (include) {
      const out: Doc = { _id: copy._id };
      for (const [k, v] of Object.entries(projection)) if (v === 1 && k in copy) out[k] = copy[k];
      if (projection._id === 0) delete (out as Partial<Doc>)._id;
      return out;
    }
    for (const [k, v] of Object.entries(projection)) if (v === 0) delete copy[k];
    return copy;
  }

  private indexKey(idx: UniqueIndex, doc: Doc): string | null {
    const values = idx.fields.map((f) => readPath(doc, f));
    if (idx.sparse && values.every((v) => v === undefined)) return null;
    return JSON.stringify(values.map((v) => (v === undefined ? null : v)));
  }

  private checkUnique(doc: Doc, replacing: string | null): void {
    for (const idx of this.unique) {
      const key = this.indexKey(idx, doc);
      if (key === null) continue;
      const owner = idx.entries.get(key);
      if (owner !== undefined && owner !== replacing) throw new DuplicateKeyError(this.name, idx.fields);
    }
  }

  private index(doc: Doc, add: boolean): void {
    for (const idx of this.unique) {
      const key = this.indexKey(idx, doc);
      if (key === null) continue;
      if (add) idx.entries.set(key, doc._id);
      else if (idx.entries.get(key) === doc._id) idx.entries.delete(key);
    }
  }

  private async write(before: Doc | null, after: Doc | null): Promise<void> {
    if (after) this.checkUnique(after, before?._id ?? null);
    if (before && after) await this.file.updateAsync({ _id: before._id }, clone(after), {});
    else if (after) await this.file.insertAsync(clone(after));
    else if (before) await this.file.removeAsync({ _id: before._id }, {});
    if (before) {
      this.index(before, false);
      this.docs.delete(before._id);
    }
    if (after) {
      this.index(after, true);
      this.docs.set(after._id, after);
    }
  }

  private updated(doc: Doc, update: Update): Doc {
    const next = clone(doc);
    const keys = Object.keys(update);
    if (keys.length === 0 || !keys.every((k) => k.startsWith('$'))) {
      throw new Error('update documents must use update operators');
    }
    const modifier = { ...update };
    delete modifier.$setOnInsert;
    applyUpdate(next, modifier);
    if (next._id !== doc._id) throw new Error('_id is immutable');
    return next;
  }

  private upserted(filter: Filter, update: Update): Doc {
    // Like MongoDB: equality fields of the filter seed the new document, then the update applies.
    const seed: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(filter)) {
      if (!k.startsWith('$') && (v === null || typeof v !== 'object' || Array.isArray(v))) seed[k] = v;
    }
    if (typeof seed._id !== 'string') throw new Error('embedded upserts need a string _id in the filter');
    const doc = this.updated(seed as Doc, update);
    const onInsert = update.$setOnInsert as Record<string, unknown> | undefined;
    if (onInsert) applyUpdate(doc, { $set: onInsert });
    return doc;
  }

  insertOne(doc: Doc): Promise<void> {
    return this.locked(async () => {
      if (typeof doc._id !== 'string') throw new Error('documents need a string _id');
      if (this.docs.has(doc._id)) throw new DuplicateKeyError(this.name, ['_id']);
      await this.write(null, clone(doc));
    });
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<Doc | null> {
    await this.open();
    const [doc] = this.matching(filter, { sort: options.sort, limit: 1 });
    return doc ? this.project(doc, options.projection) : null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Doc[]> {
    await this.open();
    return this.matching(filter, options).map((d) => this.project(d, options.projection));
  }

  updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.locked(async () => {
      const [doc] = this.matching(filter, { limit: 1 });
      if (!doc) {
        if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
        const created = this.upserted(filter, update);
        await this.write(null, created);
        return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
      }
      const next = this.updated(doc, update);
      const changed = JSON.stringify(next) !== JSON.stringify(doc);
      if (changed) await this.write(doc, next);
      return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null };
    });
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.locked(async () => {
      const docs = this.matching(filter);
      let modified = 0;
      for (const doc of docs) {
        const next = this.updated(doc, update);
        if (JSON.stringify(next) !== JSON.stringify(doc)) {
          await this.write(doc, next);
          modified += 1;
        }
      }
      return { matchedCount: docs.length, modifiedCount: modified, upsertedId: null };
    });
  }

  findOneAndUpdate(filter: Filter, update: Update, options: FindOneAndUpdateOptions = {}): Promise<Doc | null> {
    return this.locked(async () => {
      const [doc] = this.matching(filter, { sort: options.sort, limit: 1 });
      if (!doc) {
        if (!options.upsert) return null;
        const created = this.upserted(filter, update);
        await this.write(null, created);
        return options.returnDocument === 'after' ? clone(created) : null;
      }
      const next = this.updated(doc, update);
      if (JSON.stringify(next) !== JSON.stringify(doc)) await this.write(doc, next);
      return clone(options.returnDocument === 'after' ? next : doc);
    });
  }

  deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return this.locked(async () => {
      const [doc] = this.matching(filter, { limit: 1 });
      if (!doc) return { deletedCount: 0 };
      await this.write(doc, null);
      return { deletedCount: 1 };
    });
  }

  deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return this.locked(async () => {
      const docs = this.matching(filter);
      for (const doc of docs) await this.write(doc, null);
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
    return new Aggregator(pipeline).run([...this.docs.values()].map(clone)) as R[];
  }

  createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    return this.locked(() => {
      if (!options.unique) return; // non-unique indexes only speed MongoDB up; scans are in memory here
      const fields = Object.keys(keys);
      if (this.unique.some((i) => i.fields.join() === fields.join())) return;
      const idx: UniqueIndex = { fields, sparse: options.sparse ?? false, entries: new Map() };
      for (const doc of this.docs.values()) {
        const key = this.indexKey(idx, doc);
        if (key === null) continue;
        if (idx.entries.has(key)) throw new DuplicateKeyError(this.name, fields);
        idx.entries.set(key, doc._id);
      }
      this.unique.push(idx);
    });
  }
}
