import type { OutboxWire } from '@crashpad/sync';
import {
  OUTBOX_RELAY_DB,
  OUTBOX_RELAY_VERSION,
  RELAY_ROWS,
  RELAY_ROWS_ORDER,
  RELAY_USERS,
  type RelayRow,
  type RelayStore,
  type RelayUser,
} from './outbox-relay-types.js';

/** Where the relay lives: the global IndexedDB in the page and the worker, fake-indexeddb in tests. */
export interface RelayEnvironment {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.addEventListener('success', () => resolve(req.result));
    req.addEventListener('error', () => reject(req.error));
  });

const committed = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.addEventListener('complete', () => resolve());
    tx.addEventListener('error', () => reject(tx.error));
    tx.addEventListener('abort', () => reject(tx.error ?? new Error('outbox relay transaction aborted')));
  });

/** Writes a user record, or deletes it when it holds nothing. */
const putUser = (users: IDBObjectStore, record: RelayUser) =>
  record.token === null && record.pageUntil === 0 ? users.delete(record.userId) : users.put(record);

const userOf = async (users: IDBObjectStore, userId: string): Promise<RelayUser> =>
  ((await request(users.get(userId))) as RelayUser | undefined) ?? { userId, token: null, pageUntil: 0 };

function openDatabase(env: RelayEnvironment): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = env.indexedDB.open(OUTBOX_RELAY_DB, OUTBOX_RELAY_VERSION);
    req.addEventListener('upgradeneeded', () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(RELAY_ROWS)) {
        db.createObjectStore(RELAY_ROWS, { keyPath: ['userId', 'id'] }).createIndex(RELAY_ROWS_ORDER, ['userId', 'order'], { unique: true });
      }
      if (!db.objectStoreNames.contains(RELAY_USERS)) db.createObjectStore(RELAY_USERS, { keyPath: 'userId' });
    });
    req.addEventListener('success', () => {
      const db = req.result;
      // A newer page or worker upgrading the relay must not be blocked by this connection.
      db.addEventListener('versionchange', () => db.close());
      resolve(db);
    });
    req.addEventListener('error', () => reject(req.error));
    req.addEventListener('blocked', () => reject(new Error('outbox relay blocked by an open connection')));
  });
}

/**
 * Opens the relay (creating it on first use). Reads and writes run in single transactions, so
 * the page and the worker never see half of a change: "remove the last row" and "drop the token"
 * happen together, as do "add a row" and "store the token".
 */
export async function openOutboxRelay(env: RelayEnvironment): Promise<RelayStore> {
  const db = await openDatabase(env);
  const userRange = (userId: string) => env.IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);

  const rowCount = (rows: IDBObjectStore, userId: string) => request(rows.index(RELAY_ROWS_ORDER).count(userRange(userId)));

  async function write(run: (rows: IDBObjectStore, users: IDBObjectStore) => Promise<void>): Promise<void> {
    const tx = db.transaction([RELAY_ROWS, RELAY_USERS], 'readwrite');
    const done = committed(tx);
    try {
      await run(tx.objectStore(RELAY_ROWS), tx.objectStore(RELAY_USERS));
    } catch (error) {
      try {
        tx.abort();
      } catch {
        // Already finished or aborted by the failed request.
      }
      await done.catch(() => undefined);
      throw error;
    }
    await done;
  }

  return {
    enqueue(userId, doc: OutboxWire, protocol, token) {
      return write(async (rows, users) => {
        const existing = await request(rows.get([userId, doc.id]));
        if (!existing) {
          const last = await request(rows.index(RELAY_ROWS_ORDER).openCursor(userRange(userId), 'prev'));
          const order = last ? (last.value as RelayRow).order + 1 : 1;
          rows.put({ userId, id: doc.id, order, protocol, doc } satisfies RelayRow);
        }
        if (token !== null) putUser(users, { ...(await userOf(users, userId)), token });
      });
    },
    async rows(userId) {
      const tx = db.transaction(RELAY_ROWS, 'readonly');
      return (await request(tx.objectStore(RELAY_ROWS).index(RELAY_ROWS_ORDER).getAll(userRange(userId)))) as RelayRow[];
    },
    async users() {
      const tx = db.transaction(RELAY_USERS, 'readonly');
      return (await request(tx.objectStore(RELAY_USERS).getAll())) as RelayUser[];
    },
    remove(userId, ids) {
      return write(async (rows, users) => {
        for (const id of ids) rows.delete([userId, id]);
        if ((await rowCount(rows, userId)) === 0) putUser(users, { ...(await userOf(users, userId)), token: null });
      });
    },
    updateToken(userId, token) {
      return write(async (rows, users) => {
        const keep = token !== null && (await rowCount(rows, userId)) > 0;
        putUser(users, { ...(await userOf(users, userId)), token: keep ? token : null });
      });
    },
    setPageLease(userId, until) {
      return write(async (_rows, users) => {
        putUser(users, { ...(await userOf(users, userId)), pageUntil: until });
      });
    },
    clearUser(userId) {
      return write(async (rows, users) => {
        rows.delete(env.IDBKeyRange.bound([userId, ''], [userId, []]));
        users.delete(userId);
      });
    },
    close: () => db.close(),
  };
}
