import type { SyncCollectionName } from '@crashpad/sync';
import type { ApiClient } from '../lib/api-client/api-client';
import { openDatabase, removeDatabase as removeRxDatabaseOf, type StorageOptions } from './open-database';
import { createEagerOutboxPush, setActiveEagerOutboxPush } from './outbox-eager-push';
import { clearOutboxRelayUser, startOutboxRelay, type SessionSource } from './outbox-relay';
import { setActiveRealtimeClient } from './active-realtime';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';
import { startReplication, type Replication } from './replication';
import { createPushHandler } from './sync-handlers';
import type { SyncStatusStore } from './sync-status-store';
import type { CrashpadDatabase } from './types';

/** Deletes one user's local data: the outbox relay's rows and token first, then the database. */
export async function removeDatabase(userId: string, storage?: StorageOptions): Promise<void> {
  await clearOutboxRelayUser(userId, storage);
  await removeRxDatabaseOf(userId, storage);
}

export interface RuntimeDeps {
  api: ApiClient;
  getToken: () => string | null;
  status: SyncStatusStore;
  storage?: StorageOptions;
  /** Tests replace the socket; null runs without realtime (replication still pulls on start and retry). */
  createRealtime?: ((deps: Parameters<typeof createRealtimeClient>[0]) => RealtimeClient) | null;
  backoff?: { baseMs: number; maxMs: number };
  /** The session, so the outbox relay keeps the current token for Background Sync (none: no token stored). */
  session?: SessionSource;
}

/** A logged-in user's open database with its replication and realtime socket. */
export interface DatabaseRuntime {
  userId: string;
  db: CrashpadDatabase;
  /** Waits (at most `timeoutMs`) until replication has delivered and pulled what it knows of. */
  awaitInSync(timeoutMs: number): Promise<boolean>;
  /** Stops replication and the socket and closes the database (data stays on the device). */
  close(): Promise<void>;
  /** Closes and deletes this user's local data. */
  remove(): Promise<void>;
  /** Deletes the copies of undelivered messages the service worker would send (logout with discard). */
  clearOutboxRelay(): Promise<void>;
}

/**
 * This module is the only one that loads RxDB at runtime: it is imported with `import()` when a
 * user is logged in, so RxDB, Dexie and the replication code stay out of the entry chunk.
 */
export async function startDatabaseRuntime(userId: string, deps: RuntimeDeps): Promise<DatabaseRuntime> {
  const db = await openDatabase(userId, deps.storage);
  const { status } = deps;
  const resyncListeners = new Set<(collection: SyncCollectionName) => void>();
  let replication: Replication | null = null;
  const onUpdateRequired = () => {
    status.update({ updateRequired: true });
    realtime?.close();
    void replication?.cancel();
  };
  const makeRealtime = deps.createRealtime === undefined ? createRealtimeClient : deps.createRealtime;
  const realtime = makeRealtime
    ? makeRealtime({ getToken: deps.getToken, onStateChange: (state) => status.update({ realtime: state }), onUpdateRequired })
    : null;
  const stopResync = realtime?.onResync((collection) => {
    for (const listener of resyncListeners) listener(collection);
  });
  if (realtime) {
    status.update({ realtime: realtime.state });
    setActiveRealtimeClient(realtime);
  }
  // A queued message is pushed at once, in parallel with its local write, while nothing older waits
  // (outbox-eager-push.ts); `queuedIds` are the rows held as queued, live (null until first known).
  let queuedIds: string[] | null = null;
  const eagerOutbox = createEagerOutboxPush({ push: createPushHandler(deps.api, 'outbox'), queuedIds: () => queuedIds });
  setActiveEagerOutboxPush(eagerOutbox);
  replication = startReplication(db, {
    api: deps.api,
    eagerOutbox,
    backoff: deps.backoff,
    waitForLeadership: deps.storage?.multiInstance ?? true,
    onUpdateRequired,
    onResync: (listener) => {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    onChanges: realtime ? (listener) => realtime.onChanges(listener) : undefined,
  });
  // Queued rows are also handed to the service worker, which delivers them on Background Sync
  // while this page is closed or frozen; its wake-up re-syncs the outbox here instead.
  const relay = startOutboxRelay(db, userId, {
    storage: deps.storage,
    session: deps.session,
    onWake: () => {
      for (const listener of resyncListeners) listener('outbox');
    },
  });
  // Undelivered outbox rows: the shell shows the count and logout asks before discarding them.
  const queued = db.outbox.find({ selector: { state: 'queued' } }).$.subscribe((rows) => {
    queuedIds = rows.map((row) => row.id);
    status.update({ pendingOutbox: rows.length });
  });

  let closed: Promise<void> | null = null;
  const close = () => {
    closed ??= (async () => {
      queued.unsubscribe();
      setActiveEagerOutboxPush(null);
      await relay.stop();
      stopResync?.();
      if (realtime) {
        realtime.close();
        setActiveRealtimeClient(null);
      }
      await replication?.cancel();
      await db.close();
      status.reset();
    })();
    return closed;
  };

  return {
    userId,
    db,
    async awaitInSync(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const synced = replication ? replication.awaitInSync().then(() => true) : Promise.resolve(true);
      try {
        return await Promise.race([synced, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close,
    clearOutboxRelay: () => relay.clear(),
    async remove() {
      await close();
      await removeDatabase(userId, deps.storage);
    },
  };
}
