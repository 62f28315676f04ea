import { SYNC_COLLECTION_NAMES } from '@crashpad/sync';
import { addRxPlugin, createRxDatabase, removeRxDatabase, type RxStorage } from 'rxdb/plugins/core';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { COLLECTION_MIGRATIONS, rxSchemaOf } from './collection-schemas';
import { databaseNameFor } from './database-name';
import type { CrashpadDatabase } from './types';

/** Test seam: fake-indexeddb in unit tests, the browser's IndexedDB otherwise. */
export interface StorageOptions {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Several tabs share the database (leader election); off in single-instance tests. */
  multiInstance?: boolean;
}

addRxPlugin(RxDBLeaderElectionPlugin);
// Collections whose schema version grew migrate the documents already on the device when opened.
addRxPlugin(RxDBMigrationSchemaPlugin);

async function storageFor(options: StorageOptions): Promise<RxStorage<unknown, unknown>> {
  const dexie = getRxStorageDexie(options.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange } : {});
  // Development validates every write against the schema with z-schema, which needs no
  // `unsafe-eval` (our CSP forbids it; ajv would need it). RxDB's dev-mode plugin is left out on
  // purpose: it injects a tracking iframe from rxdb.info into the page (DECISIONS #14: no
  // third-party trackers); the unit tests open every collection with this validator instead.
  if (!import.meta.env.DEV) return dexie as RxStorage<unknown, unknown>;
  const { wrappedValidateZSchemaStorage } = await import('rxdb/plugins/validate-z-schema');
  return wrappedValidateZSchemaStorage({ storage: dexie }) as RxStorage<unknown, unknown>;
}

/** Opens (creating on first use) the database of one user with the replicated collections. */
export async function openDatabase(userId: string, options: StorageOptions = {}): Promise<CrashpadDatabase> {
  const db = await createRxDatabase<CrashpadDatabase['collections']>({
    name: await databaseNameFor(userId),
    storage: await storageFor(options),
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    // The app closes before reopening; a hot-module reload or a StrictMode double mount may not.
    closeDuplicates: true,
  });
  const collections = Object.fromEntries(SYNC_COLLECTION_NAMES.map((name) => [name, { schema: rxSchemaOf(name), migrationStrategies: COLLECTION_MIGRATIONS[name] }]));
  await db.addCollections(collections as never);
  return db as CrashpadDatabase;
}

/**
 * Deletes every local document of one user (logout, admin switch-back), and the IndexedDB
 * databases that held them. The database must be closed.
 */
export async function removeDatabase(userId: string, options: StorageOptions = {}): Promise<void> {
  const name = await databaseNameFor(userId);
  await removeRxDatabase(name, getRxStorageDexie(options.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange } : {}), options.multiInstance ?? true);
  // RxDB's Dexie storage empties each collection's IndexedDB database but keeps it, and creates
  // empty ones for local documents while removing: without this a device kept a dozen or more
  // empty databases per user who ever logged in on it.
  await deleteIndexedDatabases(options.indexedDB ?? globalThis.indexedDB, `rxdb-dexie-${name}--`);
}

/**
 * Deletes every IndexedDB database whose name starts with `prefix`. A deletion that another tab's
 * open connection blocks is left to the browser, which finishes it once that tab closes the
 * database: waiting here could wait for as long as the other tab stays open.
 */
async function deleteIndexedDatabases(idb: IDBFactory | undefined, prefix: string): Promise<void> {
  // Without databases() (Firefox before 126) the emptied databases stay.
  if (!idb || typeof idb.databases !== 'function') return;
  const names = (await idb.databases()).flatMap(({ name }) => (name?.startsWith(prefix) ? [name] : []));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = idb.deleteDatabase(name);
          request.addEventListener('success', () => resolve());
          request.addEventListener('blocked', () => resolve());
          request.addEventListener('error', () => reject(request.error ?? new Error(`could not delete ${name}`)));
        }),
    ),
  );
}
