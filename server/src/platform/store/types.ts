/**
 * The storage interface the whole server talks to: a subset of the MongoDB driver's collection
 * API (ARCHITECTURE §3). Two adapters implement it: MongoDB (when MONGODB_URI is set) and the
 * embedded engine (default). Documents use string `_id`s made by the app, never ObjectId.
 */
import type { Db as MongoDb } from 'mongodb';

export type Doc = { _id: string } & Record<string, unknown>;
// Filters and updates are MongoDB query documents; both adapters interpret them with Mongo semantics.
export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface FindOneAndUpdateOptions extends UpdateOptions {
  returnDocument?: 'before' | 'after';
  sort?: SortSpec;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface IndexOptions {
  unique?: boolean;
  /** Only documents where the indexed field exists take part (Mongo's sparse). */
  sparse?: boolean;
  name?: string;
}

export interface Collection<T extends Doc = Doc> {
  readonly name: string;
  insertOne(doc: T): Promise<void>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  findOneAndUpdate(filter: Filter, update: Update, options?: FindOneAndUpdateOptions): Promise<T | null>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
  countDocuments(filter?: Filter): Promise<number>;
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<void>;
}

/**
 * Tells a reader whether a collection changed since it last looked, so an answer derived from
 * the collection (the search's result cache) can be kept until then. `current()` changes after
 * every write to the collection made through this process (by the time the write resolves) and,
 * on MongoDB, after every write made by any other instance, as soon as the change stream reports
 * it. It is null whenever changes made elsewhere cannot be seen (the stream is not open yet or
 * ended): nothing derived may be kept or reused then.
 */
export interface ChangeVersion {
  current(): number | null;
}

export interface Store {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /**
   * The change version of a collection (see ChangeVersion). Optional: a store without it (a test
   * wrapper) simply gets nothing cached.
   */
  changeVersion?(collection: string): Promise<ChangeVersion>;
  /**
   * MongoDB only: calls `onInsert` whenever a document is inserted into `collection`, through a
   * change stream. Rejects where change streams are unavailable (a standalone server, the test
   * bridge); callers must then poll. Resolves to a function that stops watching.
   */
  watchInserts?(collection: string, onInsert: () => void): Promise<() => Promise<void>>;
  /** MongoDB only: the driver's database, for GridFS file storage. */
  readonly mongoDb?: MongoDb;
  /** Drops every collection: tests only. */
  dropDatabase(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by both adapters when a unique index would be violated (Mongo's E11000). */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    readonly collection: string,
    readonly keys: string[],
  ) {
    super(`duplicate key in ${collection} on ${keys.join(',')}`);
  }
}
