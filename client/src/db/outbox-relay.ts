import { outboxEntries, outboxWireSchema, SYNC_PROTOCOL_VERSION, type OutboxWire } from '@crashpad/sync';
import * as v from 'valibot';
// The relay's format and store are shared with the service worker, which reads what the page writes.
import { openOutboxRelay, type RelayEnvironment } from '../../../service-worker/src/outbox-relay-store';
import { OUTBOX_SYNC_TAG, OUTBOX_WAKE, PAGE_LEASE_MS, type RelayStore } from '../../../service-worker/src/outbox-relay-types';
import type { StorageOptions } from './open-database';
import type { CrashpadDatabase } from './types';

/** The page's session store as the relay needs it: who is logged in with which token, and when that changes. */
export interface SessionSource {
  getSnapshot(): { user: { id: string } | null; token: string | null };
  /** The live token (null once expired). */
  getToken(): string | null;
  subscribe(listener: () => void): () => void;
}

/** The token of `userId` when that user is the one logged in (user and token from one snapshot, still live). */
export function liveTokenOf(session: SessionSource | undefined, userId: string): string | null {
  if (!session) return null;
  const { user, token } = session.getSnapshot();
  return user?.id === userId && token !== null && session.getToken() === token ? token : null;
}

type WorkerContainer = Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener' | 'removeEventListener'>;
type PageDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface OutboxRelayDeps {
  storage?: StorageOptions;
  session?: SessionSource;
  /** The worker asks the page to push the outbox now (its replication, not the worker, delivers). */
  onWake: () => void;
  now?: () => number;
  /** Test seams; default to the browser's (null: none, e.g. no service worker support). */
  document?: PageDocument | null;
  serviceWorker?: WorkerContainer | null;
  hasBackgroundSync?: boolean;
}

export interface OutboxRelay {
  /** Deletes this user's relay rows and token (logout after discarding undelivered messages). */
  clear(): Promise<void>;
  /** Waits for pending relay writes, gives up the page lease and detaches (the relay data stays). */
  stop(): Promise<void>;
}

/** The IndexedDB the relay lives in: the one of the tests' storage, else the browser's (null when there is none). */
function environmentOf(storage?: StorageOptions): RelayEnvironment | null {
  const indexedDB = storage?.indexedDB ?? globalThis.indexedDB;
  const keyRange = storage?.IDBKeyRange ?? globalThis.IDBKeyRange;
  return indexedDB && keyRange ? { indexedDB, IDBKeyRange: keyRange } : null;
}

const wireKeys = [...Object.keys(outboxEntries), '_deleted'];

/** The inserted document as it goes on the wire (RxDB's bookkeeping fields left out), or null if it is not a wire row. */
function wireOf(data: Record<string, unknown>): OutboxWire | null {
  const parsed = v.safeParse(outboxWireSchema, Object.fromEntries(wireKeys.map((key) => [key, data[key]])));
  return parsed.success ? parsed.output : null;
}

/** Asks the browser for a Background Sync of the outbox (where it has one); the worker answers it. */
async function requestBackgroundSync(container: WorkerContainer | null, supported: boolean): Promise<void> {
  if (!container || !supported) return;
  const registration = (await container.getRegistration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG);
}

/**
 * Mirrors the user's newly queued outbox rows into the outbox relay, so the service worker can
 * deliver them on a Background Sync when this page is closed or frozen (issue 4). The page keeps
 * delivering through its own replication; the relay only covers the time it cannot:
 * - a row the user queues is copied with the wire document, the protocol version and the
 *   session token, and a sync is registered;
 * - a row the page sees delivered, failed or discarded leaves the relay (with the token once the
 *   last row is gone: a token is kept only while something waits for delivery);
 * - a changed session token replaces the stored one, a logout deletes it;
 * - while this page is visible it holds a lease, so the worker wakes it (OUTBOX_WAKE) instead of
 *   pushing the same rows at the same time; hiding the page gives the lease up and registers a
 *   sync if rows still wait.
 * Relay failures never fail the queueing itself: replication still delivers while the page is open.
 */
export function startOutboxRelay(db: CrashpadDatabase, userId: string, deps: OutboxRelayDeps): OutboxRelay {
  const env = environmentOf(deps.storage);
  if (!env) return { clear: async () => undefined, stop: async () => undefined };
  const now = deps.now ?? Date.now;
  const doc = deps.document === undefined ? (typeof document === 'undefined' ? null : document) : deps.document;
  const container = deps.serviceWorker === undefined ? (typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null) : deps.serviceWorker;
  const hasSync = deps.hasBackgroundSync ?? 'SyncManager' in globalThis;
  // No relay (a broken or blocked IndexedDB): the page's replication still delivers while it is open.
  const opened: Promise<RelayStore | null> = openOutboxRelay(env).catch((error: unknown) => {
    console.error('outbox relay unavailable', error);
    return null;
  });
  let stopped = false;

  // Relay writes run one after another, so the queue order and "last row removes the token" hold.
  let chain: Promise<unknown> = opened;
  const run = (task: (relay: RelayStore) => Promise<unknown>): Promise<void> => {
    const next = chain.then(() => opened).then((relay) => (relay ? task(relay) : undefined));
    chain = next.catch((error: unknown) => console.error('outbox relay', error));
    return chain.then(() => undefined);
  };
  const requestSync = () => void requestBackgroundSync(container, hasSync).catch(() => undefined);
  const tokenNow = () => liveTokenOf(deps.session, userId);

  db.outbox.postInsert((data) => {
    if (stopped) return Promise.resolve();
    const wire = wireOf(data as unknown as Record<string, unknown>);
    // Only rows this page creates: queued and never answered by the server.
    if (!wire || wire._deleted || wire.state !== 'queued' || wire.serverSeq !== 0) return Promise.resolve();
    return run((relay) => relay.enqueue(userId, wire, SYNC_PROTOCOL_VERSION, tokenNow())).then(requestSync);
  }, false);

  /** Drops relay rows that the local database shows delivered, failed or discarded. */
  const reconcile = (relay: RelayStore) => async () => {
    const ids = (await relay.rows(userId)).map((row) => row.id);
    if (ids.length === 0) return 0;
    const docs = await db.outbox.findByIds(ids).exec();
    const done = ids.filter((id) => docs.get(id)?.state !== 'queued');
    if (done.length > 0) await relay.remove(userId, done);
    return ids.length - done.length;
  };
  let reconcileScheduled = false;
  const scheduleReconcile = () => {
    if (reconcileScheduled || stopped) return;
    reconcileScheduled = true;
    void run(async (relay) => {
      reconcileScheduled = false;
      await reconcile(relay)();
    });
  };
  const queued = db.outbox.find({ selector: { state: 'queued' } }).$.subscribe(scheduleReconcile);

  let lastToken: string | null | undefined;
  const syncToken = () => {
    const token = tokenNow();
    if (token === lastToken) return;
    lastToken = token;
    void run((relay) => relay.updateToken(userId, token));
  };
  const unsubscribeSession = deps.session?.subscribe(syncToken);

  const visible = () => doc?.visibilityState === 'visible';
  const holdLease = () => void run((relay) => relay.setPageLease(userId, now() + PAGE_LEASE_MS));
  const releaseLease = () =>
    run(async (relay) => {
      await relay.setPageLease(userId, 0);
      // Rows still waiting when the page goes away: the worker delivers them once online.
      if ((await reconcile(relay)()) > 0) requestSync();
    });
  const onVisibility = () => {
    if (visible()) holdLease();
    else void releaseLease();
  };
  const onPageHide = () => void releaseLease();
  doc?.addEventListener('visibilitychange', onVisibility);
  globalThis.addEventListener?.('pagehide', onPageHide);
  const renew = setInterval(() => {
    if (visible()) holdLease();
  }, PAGE_LEASE_MS / 3);

  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_WAKE) deps.onWake();
  };
  container?.addEventListener('message', onMessage as EventListener);

  // Start: the lease if visible, the current token, then what is still waiting gets a sync
  // (a reload offline, or a sync the browser gave up on).
  if (visible()) holdLease();
  syncToken();
  void run(async (relay) => {
    if ((await reconcile(relay)()) > 0) requestSync();
  });

  return {
    clear: () => run((relay) => relay.clearUser(userId)),
    async stop() {
      if (stopped) return;
      stopped = true;
      queued.unsubscribe();
      unsubscribeSession?.();
      clearInterval(renew);
      doc?.removeEventListener('visibilitychange', onVisibility);
      globalThis.removeEventListener?.('pagehide', onPageHide);
      container?.removeEventListener('message', onMessage as EventListener);
      await run((relay) => relay.setPageLease(userId, 0));
      (await opened)?.close();
    },
  };
}

/** Deletes a user's relay rows and token (logout, switch-back), also when no database is open. */
export async function clearOutboxRelayUser(userId: string, storage?: StorageOptions): Promise<void> {
  const env = environmentOf(storage);
  if (!env) return;
  const relay = await openOutboxRelay(env);
  try {
    await relay.clearUser(userId);
  } finally {
    relay.close();
  }
}
