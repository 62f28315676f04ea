import type { Collection, Doc, Store } from '../platform/store/types.js';

/** A store seen through a process that can die: after `crash()` no call ever answers. */
export interface CrashableStore extends Store {
  crash(): void;
}

const never = <T>() => new Promise<T>(() => undefined);

/**
 * Wraps a store so a test can kill "the process" that uses it: after `crash()` every call
 * hangs forever, and a call already in flight may reach the store but its answer never comes
 * back (as when a process dies right after its write). Other workers keep using the inner store.
 */
export function crashableStore(inner: Store): CrashableStore {
  let crashed = false;
  const guard = <T>(run: () => Promise<T>): Promise<T> => (crashed ? never<T>() : run().then((r) => (crashed ? never<T>() : r)));
  const wrap = <T extends Doc>(c: Collection<T>): Collection<T> => ({
    name: c.name,
    insertOne: (doc) => guard(() => c.insertOne(doc)),
    findOne: (filter, options) => guard(() => c.findOne(filter, options)),
    find: (filter, options) => guard(() => c.find(filter, options)),
    updateOne: (filter, update, options) => guard(() => c.updateOne(filter, update, options)),
    updateMany: (filter, update) => guard(() => c.updateMany(filter, update)),
    findOneAndUpdate: (filter, update, options) => guard(() => c.findOneAndUpdate(filter, update, options)),
    deleteOne: (filter) => guard(() => c.deleteOne(filter)),
    deleteMany: (filter) => guard(() => c.deleteMany(filter)),
    countDocuments: (filter) => guard(() => c.countDocuments(filter)),
    aggregate: <R>(pipeline: Record<string, unknown>[]) => guard(() => c.aggregate<R>(pipeline)),
    createIndex: (keys, options) => guard(() => c.createIndex(keys, options)),
  });
  return {
    kind: inner.kind,
    collection: <T extends Doc>(name: string) => wrap(inner.collection<T>(name)),
    dropDatabase: () => guard(() => inner.dropDatabase()),
    close: async () => undefined,
    crash: () => {
      crashed = true;
    },
  };
}

/** Resolves once `condition` holds, yielding to the event loop in between (fails after ~5 s). */
export async function until(condition: () => boolean, what = 'condition'): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** A promise and the function that resolves it (a gate a test opens). */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
