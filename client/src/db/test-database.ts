import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { StorageOptions } from './open-database';

/** A fresh in-memory IndexedDB per test: nothing leaks between tests. */
export function fakeStorage(): StorageOptions {
  return { indexedDB: new IDBFactory(), IDBKeyRange, multiInstance: false };
}
