import { MongoClient, MongoServerError, type Collection as MongoCollection } from 'mongodb';
// The store speaks plain Mongo documents with string ids; the driver's ObjectId-based typing does not apply.
type Document = { _id?: string; [key: string]: any }; // oxlint-disable-line typescript/no-explicit-any
import { DuplicateKeyError, type Collection, type Doc, type Store } from './types.js';

/** The MongoDB adapter: the official driver, one database named by the URI (default "crashpad"). */
export async function openMongoStore(uri: string): Promise<Store> {
  const client = new MongoClient(uri, { ignoreUndefined: true });
  await client.connect();
  const db = client.db();
  const wrap = <T extends Doc>(name: string): Collection<T> => new MongoAdapterCollection<T>(name, db.collection(name));
  return {
    kind: 'mongodb',
    collection: wrap,
    mongoDb: db,
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

class MongoAdapterCollection<T extends Doc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly c: MongoCollection<Document>,
  ) {}

  async insertOne(doc: T) {
    await mapDuplicate(this.name, () => this.c.insertOne(doc));
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
    const r = await mapDuplicate(this.name, () => this.c.updateOne(filter, update, options));
    return { matchedCount: r.matchedCount, modifiedCount: r.modifiedCount, upsertedId: (r.upsertedId as string | null) ?? null };
  }
  async updateMany(filter: Document, update: Document) {
    const r = await mapDuplicate(this.name, () => this.c.updateMany(filter, update));
    return { matchedCount: r.matchedCount, modifiedCount: r.modifiedCount, upsertedId: null };
  }
  async findOneAndUpdate(
    filter: Document,
    update: Document,
    options: { upsert?: boolean; returnDocument?: 'before' | 'after'; sort?: Document } = {},
  ) {
    return (await mapDuplicate(this.name, () =>
      this.c.findOneAndUpdate(filter, update, { returnDocument: 'before', ...options, includeResultMetadata: false }),
    )) as T | null;
  }
  async deleteOne(filter: Document) {
    const r = await this.c.deleteOne(filter);
    return { deletedCount: r.deletedCount };
  }
  async deleteMany(filter: Document) {
    const r = await this.c.deleteMany(filter);
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
