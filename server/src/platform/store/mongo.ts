import { MongoClient, MongoServerError, type Collection as MongoCollection, type Db as MongoDb } from 'mongodb';
// The store speaks plain Mongo documents with string ids; the driver's ObjectId-based typing does not apply.
type Document = { _id?: string; [key: string]: any }; // oxlint-disable-line typescript/no-explicit-any
import { DuplicateKeyError, type ChangeVersion, type Collection, type Doc, type Store } from './types.js';

/** The MongoDB adapter: the official driver, one database named by the URI (default "crashpad"). */
export async function openMongoStore(uri: string): Promise<Store> {
  const client = new MongoClient(uri, { ignoreUndefined: true });
  await client.connect();
  const db = client.db();
  const versions = new ChangeVersions(db);
  const wrap = <T extends Doc>(name: string): Collection<T> => new MongoAdapterCollection<T>(name, db.collection(name), () => versions.wroteLocally(name));
  return {
    kind: 'mongodb',
    collection: wrap,
    mongoDb: db,
    changeVersion: (name) => versions.of(name),
    async watchInserts(name, onInsert) {
      // Change streams need a replica set or a sharded cluster (mongos answers msg "isdbgrid").
      const hello = await db.admin().command({ hello: 1 });
      if (!hello.setName && hello.msg !== 'isdbgrid') throw new Error('change streams need a replica set');
      const stream = db.collection(name).watch([{ $match: { operationType: 'insert' } }]);
      stream.on('change', () => onInsert());
      stream.on('error', (err) => console.warn(`[store] change stream on ${name} ended`, err.message));
      return async () => {
        await stream.close();
      };
    },
    async dropDatabase() {
      await db.dropDatabase();
    },
    async close() {
      await versions.close();
      await client.close();
    },
  };
}

async function mapDuplicate<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof MongoServerError && err.code === 11000) {
      throw new DuplicateKeyError(name, Object.keys((err.keyPattern as Record<string, unknown>) ?? {}));
    }
    throw err;
  }
}

interface Watched {
  /** Writes through this process, counted as each resolves: read-your-writes without waiting for the stream. */
  local: number;
  /** Changes the stream reported (from every instance, this one included). */
  seen: number;
  /** Open and healthy: only then do changes elsewhere become visible. */
  open: boolean;
  opening: Promise<void> | null;
  stop: (() => Promise<void>) | null;
}

/**
 * Change versions on MongoDB (Store.changeVersion): a count of this process's writes plus the
 * changes a change stream on the collection reports. Change streams need a replica set or a
 * sharded cluster; without one (a standalone server, the test bridge) the version stays null and
 * nothing derived from the collection is cached. A stream that errors or closes turns it null for
 * good (a resumable error is resumed by the driver and never reaches us).
 */
class ChangeVersions {
  private readonly watched = new Map<string, Watched>();
  constructor(private readonly db: MongoDb) {}

  private entry(name: string): Watched {
    let w = this.watched.get(name);
    if (!w) {
      w = { local: 0, seen: 0, open: false, opening: null, stop: null };
      this.watched.set(name, w);
    }
    return w;
  }

  wroteLocally(name: string): void {
    this.entry(name).local += 1;
  }

  async of(name: string): Promise<ChangeVersion> {
    const w = this.entry(name);
    w.opening ??= this.open(name, w).catch((err: Error) => {
      console.warn(`[store] no change stream on ${name} (${err.message}): answers derived from it are not cached`);
    });
    await w.opening;
    return { current: () => (w.open ? w.local + w.seen : null) };
  }

  private async open(name: string, w: Watched): Promise<void> {
    const hello = await this.db.admin().command({ hello: 1 });
    if (!hello.setName && hello.msg !== 'isdbgrid') throw new Error('change streams need a replica set');
    // The stream reports every change after this moment, however long its cursor takes to open,
    // so the version is good from now on.
    if (!hello.operationTime) throw new Error('the server gave no operation time');
    const stream = this.db.collection(name).watch([], { batchSize: 1000, startAtOperationTime: hello.operationTime });
    w.stop = () => stream.close();
    stream.on('change', () => {
      w.seen += 1;
    });
    const end = (why: string) => {
      if (w.open) console.warn(`[store] change stream on ${name} ended (${why}): answers derived from it are no longer cached`);
      w.open = false;
      w.seen += 1;
    };
    stream.on('error', (err: Error) => end(err.message));
    stream.on('close', () => end('closed'));
    w.open = true;
  }

  async close(): Promise<void> {
    for (const w of this.watched.values()) {
      w.open = false;
      await w.stop?.().catch(() => undefined);
    }
  }
}

class MongoAdapterCollection<T extends Doc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly c: MongoCollection<Document>,
    private readonly wrote: () => void,
  ) {}

  /** Runs a write and counts it for the change version, also when it failed (it may have applied). */
  private async writing<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } finally {
      this.wrote();
    }
  }

  async insertOne(doc: T) {
    await this.writing(() => mapDuplicate(this.name, () => this.c.insertOne(doc)));
  }
  async findOne(filter: Document, options: { projection?: Document; sort?: Document } = {}) {
    return (await this.c.findOne(filter, options)) as T | null;
  }
  async find(filter: Document, options: { sort?: Document; skip?: number; limit?: number; projection?: Document } = {}) {
    let cursor = this.c.find(filter, options.projection ? { projection: options.projection } : {});
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as T[];
  }
  async updateOne(filter: Document, update: Document, options: { upsert?: boolean } = {}) {
    const r = await this.writing(() => mapDuplicate(this.name, () => this.c.updateOne(filter, update, options)));
    return { matchedCount: r.matchedCount, modifiedCount: r.modifiedCount, upsertedId: (r.upsertedId as string | null) ?? null };
  }
  async updateMany(filter: Document, update: Document) {
    const r = await this.writing(() => mapDuplicate(this.name, () => this.c.updateMany(filter, update)));
    return { matchedCount: r.matchedCount, modifiedCount: r.modifiedCount, upsertedId: null };
  }
  async findOneAndUpdate(
    filter: Document,
    update: Document,
    options: { upsert?: boolean; returnDocument?: 'before' | 'after'; sort?: Document } = {},
  ) {
    return (await this.writing(() =>
      mapDuplicate(this.name, () => this.c.findOneAndUpdate(filter, update, { returnDocument: 'before', ...options, includeResultMetadata: false })),
    )) as T | null;
  }
  async deleteOne(filter: Document) {
    const r = await this.writing(() => this.c.deleteOne(filter));
    return { deletedCount: r.deletedCount };
  }
  async deleteMany(filter: Document) {
    const r = await this.writing(() => this.c.deleteMany(filter));
    return { deletedCount: r.deletedCount };
  }
  countDocuments(filter: Document = {}) {
    return this.c.countDocuments(filter);
  }
  async aggregate<R>(pipeline: Document[]) {
    return (await this.c.aggregate(pipeline).toArray()) as R[];
  }
  async createIndex(keys: Record<string, 1 | -1>, options: { unique?: boolean; sparse?: boolean; name?: string } = {}) {
    // Building a unique index over existing duplicates fails with E11000 like a write does.
    await mapDuplicate(this.name, () => this.c.createIndex(keys, options));
  }
}
