import { SYNC_PROTOCOL_VERSION } from '@crashpad/sync';
import { IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOutboxRelay } from '../../../service-worker/src/outbox-relay-store';
import { OUTBOX_SYNC_TAG, OUTBOX_WAKE, PAGE_LEASE_MS, type RelayStore } from '../../../service-worker/src/outbox-relay-types';
import { createApiClient } from '../lib/api-client/api-client';
import { createApiEvents } from '../lib/api-client/api-events';
import { createDatabaseRegistry } from './database-registry';
import { confirmLogout } from './logout-guard';
import { openDatabase, type StorageOptions } from './open-database';
import { discardOutboxRow, queueMessage } from './outbox-commands';
import { clearOutboxRelayUser, liveTokenOf, startOutboxRelay, type OutboxRelay, type SessionSource } from './outbox-relay';
import { createSyncStatusStore } from './sync-status-store';
import { fakeStorage } from './test-database';

const payload = (message: string) => ({ to: 'u-bob', message, listing_id: 'l-1' });

const until = async (check: () => Promise<boolean> | boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** A session whose user and token the test changes (`set(null)` is a logout). */
function fakeSession(userId: string, token: string) {
  let current: { userId: string; token: string } | null = { userId, token };
  const listeners = new Set<() => void>();
  const source: SessionSource = {
    getSnapshot: () => ({ user: current && { id: current.userId }, token: current?.token ?? null }),
    getToken: () => current?.token ?? null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { source, set: (next: { userId: string; token: string } | null) => ((current = next), listeners.forEach((l) => l())) };
}

/** The page's document (visibility) and the service worker container (sync registrations, messages). */
function fakePage(visibility: DocumentVisibilityState = 'visible') {
  const doc = Object.assign(new EventTarget(), { visibilityState: visibility });
  const registered: string[] = [];
  const container = Object.assign(new EventTarget(), {
    getRegistration: async () => ({ sync: { register: async (tag: string) => void registered.push(tag) } }) as unknown as ServiceWorkerRegistration,
  });
  return {
    doc,
    container,
    registered,
    hide: () => ((doc.visibilityState = 'hidden'), doc.dispatchEvent(new Event('visibilitychange'))),
    workerSays: (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data })),
  };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(userId = 'alice') {
  const storage = fakeStorage();
  const db = await openDatabase(userId, storage);
  const session = fakeSession(userId, 'tok-1');
  const page = fakePage();
  const onWake = vi.fn();
  const relay = startOutboxRelay(db, userId, {
    storage, session: session.source, onWake, now: () => 1000, document: page.doc, serviceWorker: page.container, hasBackgroundSync: true,
  });
  const view = await openOutboxRelay({ indexedDB: storage.indexedDB!, IDBKeyRange });
  cleanups.push(() => db.close(), () => relay.stop(), () => view.close());
  return { storage, db, session, page, onWake, relay, view };
}

/** A session store in a fixed state: snapshot user and token, and what getToken answers now. */
const sessionIn = (user: string | null, token: string | null, live: string | null): SessionSource => ({
  getSnapshot: () => ({ user: user === null ? null : { id: user }, token }),
  getToken: () => live,
  subscribe: () => () => undefined,
});

const rowIds = async (view: RelayStore, userId = 'alice') => (await view.rows(userId)).map((r) => r.id);
const tokenOf = async (view: RelayStore, userId = 'alice') => (await view.users()).find((u) => u.userId === userId)?.token ?? null;

describe('outbox relay (page side)', () => {
  it('mirrors each queued row as its wire document with the protocol and the token, and registers a Background Sync', async () => {
    const { db, view, page } = await setup();
    const first = await queueMessage(db, payload('one'));
    const second = await queueMessage(db, payload('two'));
    const rows = await view.rows('alice');
    expect(rows.map((r) => [r.id, r.order, r.protocol])).toEqual([[first.id, 1, SYNC_PROTOCOL_VERSION], [second.id, 2, SYNC_PROTOCOL_VERSION]]);
    // Exactly what replication would push: the stored fields and `_deleted`, no RxDB bookkeeping.
    expect(rows[0]!.doc).toEqual({ ...first, _deleted: false });
    expect(Object.keys(rows[0]!.doc).filter((k) => k.startsWith('_'))).toEqual(['_deleted']);
    expect(await tokenOf(view)).toBe('tok-1');
    await until(() => page.registered.length >= 2);
    expect(new Set(page.registered)).toEqual(new Set([OUTBOX_SYNC_TAG]));
  });

  it('drops a row once the page sees it sent, failed or discarded, and the token with the last one', async () => {
    const { db, view } = await setup();
    const sent = await queueMessage(db, payload('sent'));
    const failed = await queueMessage(db, payload('failed'));
    const discarded = await queueMessage(db, payload('discarded'));
    // What replication writes when the server's answer comes back.
    await (await db.outbox.findOne(sent.id).exec())!.incrementalPatch({ state: 'sent', serverSeq: 4 });
    await until(async () => !(await rowIds(view)).includes(sent.id));
    await (await db.outbox.findOne(failed.id).exec())!.incrementalPatch({ state: 'failed', serverSeq: 5 });
    await until(async () => !(await rowIds(view)).includes(failed.id));
    expect(await rowIds(view)).toEqual([discarded.id]);
    expect(await tokenOf(view)).toBe('tok-1');
    await discardOutboxRow(db, discarded.id);
    await until(async () => (await rowIds(view)).length === 0);
    expect(await view.users()).toEqual([{ userId: 'alice', token: null, pageUntil: 1000 + PAGE_LEASE_MS }]);
  });

  it('replaces the stored token when the session token changes and deletes it on logout or a switch to another user', async () => {
    const { db, view, session } = await setup();
    await queueMessage(db, payload('hello'));
    session.set({ userId: 'alice', token: 'tok-2' });
    await until(async () => (await tokenOf(view)) === 'tok-2');
    session.set({ userId: 'mallory', token: 'tok-m' });
    await until(async () => (await tokenOf(view)) === null);
    session.set({ userId: 'alice', token: 'tok-3' });
    await until(async () => (await tokenOf(view)) === 'tok-3');
    session.set(null);
    await until(async () => (await tokenOf(view)) === null);
    // The row stays for the page (the user may log in again); only the token had to go.
    expect(await rowIds(view)).toHaveLength(1);
  });

  it('takes the token only from the user’s own live session', () => {
    expect(liveTokenOf(sessionIn('alice', 'tok', 'tok'), 'alice')).toBe('tok');
    expect(liveTokenOf(sessionIn('alice', 'tok', null), 'alice')).toBeNull(); // expired
    expect(liveTokenOf(sessionIn('alice', 'tok', 'other'), 'alice')).toBeNull(); // another tab switched users
    expect(liveTokenOf(sessionIn('bob', 'tok', 'tok'), 'alice')).toBeNull();
    expect(liveTokenOf(undefined, 'alice')).toBeNull();
  });

  it('holds a page lease while visible, gives it up when hidden and registers a sync for what still waits', async () => {
    const { db, view, page } = await setup();
    await queueMessage(db, payload('wait'));
    expect((await view.users())[0]?.pageUntil).toBe(1000 + PAGE_LEASE_MS);
    page.registered.length = 0;
    page.hide();
    await until(async () => (await view.users())[0]?.pageUntil === 0);
    await until(() => page.registered.length === 1);
  });

  it('re-syncs the outbox when the worker wakes it, and ignores other messages', async () => {
    const { page, onWake } = await setup();
    page.workerSays({ type: 'CACHE_LOADED_ASSETS' });
    page.workerSays(null);
    expect(onWake).not.toHaveBeenCalled();
    page.workerSays({ type: OUTBOX_WAKE });
    expect(onWake).toHaveBeenCalledTimes(1);
  });

  it('does not mirror rows the server has already seen (pulled or re-queued after a failure)', async () => {
    const { db, view } = await setup();
    await db.outbox.insert({ ...(await queueMessageRow()), serverSeq: 9, state: 'queued' });
    await queueMessage(db, payload('fresh'));
    expect(await view.rows('alice')).toHaveLength(1);
  });

  it('clears a user’s rows and token on discard at logout and on removal, leaving other users alone', async () => {
    const { db, view, storage, relay } = await setup();
    await queueMessage(db, payload('one'));
    await view.enqueue('bob', { ...(await queueMessageRow()), _deleted: false }, 1, 'tok-bob');
    // Logout with undelivered rows: the user chose to discard them.
    const runtime = { db, awaitInSync: async () => true, clearOutboxRelay: () => relay.clear() };
    expect(await confirmLogout({ runtime, online: false, ask: async () => true })).toBe(true);
    expect(await view.rows('alice')).toEqual([]);
    expect(await tokenOf(view)).toBeNull();
    // Staying logged in keeps them.
    await queueMessage(db, payload('two'));
    expect(await confirmLogout({ runtime, online: false, ask: async () => false })).toBe(false);
    expect(await view.rows('alice')).toHaveLength(1);
    // Removal of the user's local data (logout, switch-back) clears the relay even without an open database.
    await clearOutboxRelayUser('alice', storage);
    expect(await view.rows('alice')).toEqual([]);
    expect(await tokenOf(view, 'bob')).toBe('tok-bob');
  });

  it('works without IndexedDB or a service worker: queueing still succeeds', async () => {
    const storage = fakeStorage();
    const db = await openDatabase('nobody', storage);
    cleanups.push(() => db.close());
    const relay: OutboxRelay = startOutboxRelay(db, 'nobody', { storage: { ...storage, indexedDB: undefined, IDBKeyRange: undefined } as StorageOptions, onWake: () => undefined, document: null, serviceWorker: null });
    cleanups.push(() => relay.stop());
    expect((await queueMessage(db, payload('still queued'))).state).toBe('queued');
  });
});

/** A queued row's fields with a fresh id (for inserts that bypass queueMessage). */
async function queueMessageRow() {
  return {
    id: crypto.randomUUID(), serverSeq: 0, updated_at: '', created_at: new Date().toISOString(), state: 'queued' as const,
    error: null, kind: 'send_message' as const, payload: payload('x'), result: null,
  };
}

describe('outbox relay with the database runtime', () => {
  it('is emptied by the page’s own replication delivering the rows, and removed with the user’s data', async () => {
    const storage: StorageOptions = fakeStorage();
    const pushed: string[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname.endsWith('/outbox/push')) {
        const rows = JSON.parse(String(init?.body)) as { newDocumentState: { id: string } }[];
        pushed.push(...rows.map((r) => r.newDocumentState.id));
        return Response.json([]);
      }
      return Response.json({ documents: [], checkpoint: null });
    }) as typeof globalThis.fetch;
    const api = createApiClient({ getToken: () => 'tok-1', getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch });
    const session = fakeSession('alice', 'tok-1');
    const registry = createDatabaseRegistry({ api, getToken: () => 'tok-1', status: createSyncStatusStore(), storage, createRealtime: null, session: session.source, backoff: { baseMs: 20, maxMs: 50 } });
    const runtime = await registry.open('alice');
    const view = await openOutboxRelay({ indexedDB: storage.indexedDB!, IDBKeyRange });
    cleanups.push(() => view.close());

    const row = await queueMessage(runtime.db, payload('online'));
    await until(() => pushed.includes(row.id));
    // The server's answer comes back with a pull; here the push itself is the proof of delivery.
    await (await runtime.db.outbox.findOne(row.id).exec())!.incrementalPatch({ state: 'sent', serverSeq: 1 });
    await until(async () => (await view.rows('alice')).length === 0);
    expect(await tokenOf(view)).toBeNull();

    await queueMessage(runtime.db, payload('kept for later'));
    await until(async () => (await view.rows('alice')).length === 1);
    await registry.remove('alice');
    expect(await view.rows('alice')).toEqual([]);
    expect(await view.users()).toEqual([]);
  });
});
