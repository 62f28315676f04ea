import type { SyncCollectionName } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client/api-client';
import { createApiEvents } from '../lib/api-client/api-events';
import { createDatabaseRegistry } from './database-registry';
import { databaseNameFor } from './database-name';
import { openDatabase } from './open-database';
import { queueMessage } from './outbox-commands';
import { startReplication } from './replication';
import type { RealtimeChange, RealtimeClient } from './realtime-client';
import { createSyncStatusStore } from './sync-status-store';
import { fakeStorage } from './test-database';

type Doc = Record<string, unknown> & { id: string; serverSeq: number; _deleted: boolean };

/** An in-memory sync server for one user: (serverSeq, id) feeds, compare-and-set pushes. */
function fakeServer(options: { status?: number } = {}) {
  const feeds: Record<string, Doc[]> = { threads: [], messages: [], saved_listings: [], outbox: [] };
  const pushes: Record<string, unknown[]> = {};
  let seq = 0;
  const write = (collection: string, doc: Doc) => {
    const list = feeds[collection]!;
    const stored = { ...doc, serverSeq: ++seq, updated_at: new Date(seq * 1000).toISOString() };
    const i = list.findIndex((d) => d.id === doc.id);
    if (i >= 0) list[i] = stored;
    else list.push(stored);
  };
  const pulls: string[] = [];
  /** Where each pull started, per collection (null: from the beginning). */
  const pullStarts: Record<string, (number | null)[]> = {};
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (options.status) return Response.json({ code: 'update_required', message: 'update' }, { status: options.status });
    const url = new URL(String(input), 'http://x');
    const [, , , collection = '', action] = url.pathname.split('/');
    if (action === 'pull') {
      pulls.push(collection);
      (pullStarts[collection] ??= []).push(url.searchParams.has('seq') ? Number(url.searchParams.get('seq')) : null);
      const after = url.searchParams.has('seq') ? { seq: Number(url.searchParams.get('seq')), id: url.searchParams.get('id') ?? '' } : null;
      const limit = Number(url.searchParams.get('limit'));
      const docs = feeds[collection]!
        .filter((d) => !after || d.serverSeq > after.seq || (d.serverSeq === after.seq && d.id > after.id))
        .sort((a, b) => a.serverSeq - b.serverSeq || a.id.localeCompare(b.id))
        .slice(0, limit);
      const last = docs.at(-1);
      return Response.json({ documents: docs, checkpoint: last ? { seq: last.serverSeq, id: last.id } : after });
    }
    const rows = JSON.parse(String(init?.body)) as { newDocumentState: Doc }[];
    (pushes[collection] ??= []).push(...rows);
    for (const row of rows) {
      const doc = { ...row.newDocumentState };
      // What the real server does for these collections: it fills server-owned fields.
      if (collection === 'outbox') Object.assign(doc, { state: 'sent', result: { thread_id: 't1', message_id: doc.id } });
      write(collection, doc);
    }
    return Response.json([]);
  }) as typeof globalThis.fetch;
  return { feeds, pushes, pulls, pullStarts, write, fetch };
}

/**
 * Stands in for the ws: `hint(collection)` is what a server hint does (the client pulls),
 * `changes(change)` what a `changes` frame does (documents sent ahead of the hint).
 */
function fakeRealtime() {
  const listeners = new Set<(collection: SyncCollectionName) => void>();
  const changeListeners = new Set<(change: RealtimeChange) => void>();
  const client: RealtimeClient = {
    state: 'open',
    onResync: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onChanges: (listener) => {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    setViewing: () => undefined,
    close: () => undefined,
  };
  return {
    client,
    hint: (collection: SyncCollectionName) => listeners.forEach((l) => l(collection)),
    changes: (change: RealtimeChange) => changeListeners.forEach((l) => l(change)),
  };
}

function setup(server: ReturnType<typeof fakeServer>, storage = fakeStorage()) {
  const status = createSyncStatusStore();
  const realtime = fakeRealtime();
  const api = createApiClient({ getToken: () => 'tok_abcdefghijk', getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch: server.fetch });
  const registry = createDatabaseRegistry({ api, getToken: () => 'tok_abcdefghijk', status, storage, createRealtime: () => realtime.client, backoff: { baseMs: 20, maxMs: 100 } });
  return { registry, status, storage, realtime };
}

const until = async (check: () => Promise<boolean> | boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const savedDoc = (id: string) => ({
  id, listing_id: id, saved_at: '2026-01-01T00:00:00.000Z', snapshot: null, listing_state: 'current', listing_changed_at: null,
  serverSeq: 0, updated_at: '', _deleted: false,
});

const messageDoc = (i: number) => ({
  id: `m-${String(i).padStart(5, '0')}`, thread_id: 't1', from_user: 'a', to_user: 'b', listing_id: 'l1',
  listing_title: 'Crashpad near DEN', message: `Message ${i}`, created: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  serverSeq: 0, updated_at: '', _deleted: false,
});

describe('replication', () => {
  it('pulls the server documents, pushes local writes, and takes back the server state of the outbox', async () => {
    const server = fakeServer();
    server.write('saved_listings', savedDoc('from-server'));
    const { registry, status, realtime } = setup(server);
    const runtime = await registry.open('alice');
    await until(async () => (await runtime.db.saved_listings.findOne('from-server').exec()) !== null);

    const row = await queueMessage(runtime.db, { to: 'bob', message: 'hello', listing_id: 'l1' });
    await until(() => server.feeds.outbox!.length === 1);
    expect(status.getSnapshot().pendingOutbox).toBe(1);
    // The server's answer (sent) comes back with the next pull, which a ws hint triggers.
    realtime.hint('outbox');
    await until(async () => (await runtime.db.outbox.findOne(row.id).exec())?.state === 'sent');
    await until(() => status.getSnapshot().pendingOutbox === 0);
    expect(server.pushes.messages).toBeUndefined();
    await registry.close();
  });

  it('keeps two users on one device apart and deletes one user’s data on remove', async () => {
    const storage = fakeStorage();
    const aliceServer = fakeServer();
    aliceServer.write('saved_listings', savedDoc('alice-listing'));
    const alice = setup(aliceServer, storage);
    const runtime = await alice.registry.open('alice');
    await until(async () => (await runtime.db.saved_listings.count().exec()) === 1);
    await alice.registry.close();

    expect(await databaseNameFor('alice')).not.toBe(await databaseNameFor('bob'));
    expect(await databaseNameFor('alice')).not.toContain('alice');
    const bob = await openDatabase('bob', storage);
    expect(await bob.saved_listings.count().exec()).toBe(0);
    await bob.close();

    await alice.registry.remove('alice');
    const aliceAgain = await openDatabase('alice', storage);
    expect(await aliceAgain.saved_listings.count().exec()).toBe(0);
    await aliceAgain.close();
  });

  it('writes the documents a changes frame sends ahead of its hint without pulling, and the hint’s pull still catches up', async () => {
    const server = fakeServer();
    server.write('saved_listings', savedDoc('first'));
    const { registry, realtime } = setup(server);
    const runtime = await registry.open('dora');
    await until(async () => (await runtime.db.saved_listings.findOne('first').exec()) !== null);
    const savedPulls = () => server.pulls.filter((c) => c === 'saved_listings').length;
    const pullsBefore = savedPulls();

    // The server stores two documents; the socket carries only the second one.
    server.write('saved_listings', savedDoc('missed'));
    server.write('saved_listings', savedDoc('carried'));
    realtime.changes({ collection: 'saved_listings', documents: [server.feeds.saved_listings!.at(-1)!] });
    await until(async () => (await runtime.db.saved_listings.findOne('carried').exec()) !== null);
    expect(savedPulls()).toBe(pullsBefore);
    expect(await runtime.db.saved_listings.findOne('missed').exec()).toBeNull();

    // A frame that fails the wire schema writes nothing.
    realtime.changes({ collection: 'saved_listings', documents: [{ ...savedDoc('forged'), serverSeq: 99, admin: true }] });
    // The hint's pull starts no later than the frame's documents: what the socket missed arrives.
    realtime.hint('saved_listings');
    await until(async () => (await runtime.db.saved_listings.findOne('missed').exec()) !== null);
    expect(await runtime.db.saved_listings.findOne('forged').exec()).toBeNull();
    await registry.close();
  });

  it('syncs the first pages of a pull-only collection as inserts, and the replication goes on from the last one', async () => {
    const server = fakeServer();
    for (let i = 1; i <= 1100; i += 1) server.write('messages', messageDoc(i));
    const { registry, realtime } = setup(server);
    const runtime = await registry.open('erin');
    await until(async () => (await runtime.db.messages.count().exec()) === 1100, 10_000);
    const last = server.feeds.messages!.at(-1)!.serverSeq;
    // Three pages of inserts, then the replication starts where they ended: no page is pulled twice.
    await until(() => server.pullStarts.messages!.length === 4, 10_000);
    const [first, second, third, handover] = server.pullStarts.messages!;
    expect(first).toBeNull();
    expect(second! < third!).toBe(true);
    expect(handover).toBe(last);

    // What comes later arrives through the replication, from that checkpoint.
    server.write('messages', messageDoc(1101));
    realtime.hint('messages');
    await until(async () => (await runtime.db.messages.findOne('m-01101').exec()) !== null, 10_000);
    expect(server.pullStarts.messages!.at(-1)).toBe(last);
    expect(await runtime.db.messages.count().exec()).toBe(1101);
    await registry.close();
    // Over a thousand documents in the in-memory IndexedDB take seconds on a busy machine.
  }, 30_000);

  it('leaves collections the client writes to RxDB’s replication from their first pull', async () => {
    const server = fakeServer();
    for (let i = 1; i <= 30; i += 1) server.write('saved_listings', savedDoc(`s-${i}`));
    for (let i = 1; i <= 30; i += 1) server.write('messages', messageDoc(i));
    const api = createApiClient({ getToken: () => 'tok_abcdefghijk', getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch: server.fetch });
    const db = await openDatabase('frank', fakeStorage());
    const replication = startReplication(db, { api, onResync: () => () => undefined, onUpdateRequired: () => undefined, waitForLeadership: false });
    // RxDB reports each document its own pull path writes; the first sync's inserts are not among them.
    const received: Record<string, number> = { saved_listings: 0, messages: 0 };
    replication.states.saved_listings.received$.subscribe(() => (received.saved_listings! += 1));
    replication.states.messages.received$.subscribe(() => (received.messages! += 1));
    await until(async () => (await db.saved_listings.count().exec()) === 30 && (await db.messages.count().exec()) === 30);
    expect(received).toEqual({ saved_listings: 30, messages: 0 });
    await replication.cancel();
    await db.close();
  });

  it('starts the replications of the collections the client writes (the inbox’s threads) before any first sync begins', async () => {
    const server = fakeServer();
    for (let i = 1; i <= 30; i += 1) server.write('messages', messageDoc(i));
    const api = createApiClient({ getToken: () => 'tok_abcdefghijk', getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch: server.fetch });
    const db = await openDatabase('hana', fakeStorage());
    // Which replications had started (their metadata store open) when each first sync began.
    const startedAtFirstSync: Record<string, string[]> = {};
    let replication: ReturnType<typeof startReplication> | null = null;
    const progress = (collection: string) => ({
      load: async () => {
        startedAtFirstSync[collection] = Object.entries(replication!.states)
          .filter(([, state]) => state.internalReplicationState !== undefined)
          .map(([name]) => name)
          .sort();
        return null;
      },
      save: () => Promise.resolve(),
    });
    replication = startReplication(db, { api, onResync: () => () => undefined, onUpdateRequired: () => undefined, waitForLeadership: false, firstSyncProgress: progress });
    await until(async () => (await db.messages.count().exec()) === 30);
    for (const collection of ['messages', 'rentals', 'payment_requests']) {
      expect(startedAtFirstSync[collection]).toEqual(['outbox', 'saved_listings', 'threads']);
    }
    await replication.cancel();
    await db.close();
  });

  it('syncs a pull-only collection through RxDB when its first-sync progress cannot be read', async () => {
    const server = fakeServer();
    for (let i = 1; i <= 30; i += 1) server.write('messages', messageDoc(i));
    const api = createApiClient({ getToken: () => 'tok_abcdefghijk', getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch: server.fetch });
    const db = await openDatabase('gina', fakeStorage());
    const broken = { load: () => Promise.reject(new Error('storage error')), save: () => Promise.resolve() };
    const replication = startReplication(db, { api, onResync: () => () => undefined, onUpdateRequired: () => undefined, waitForLeadership: false, firstSyncProgress: () => broken });
    let received = 0;
    replication.states.messages.received$.subscribe(() => (received += 1));
    await until(async () => (await db.messages.count().exec()) === 30);
    expect(received).toBe(30);
    await replication.cancel();
    await db.close();
  });

  it('stops and reports updateRequired when the server answers 426', async () => {
    const { registry, status } = setup(fakeServer({ status: 426 }));
    await registry.open('carol');
    await until(() => status.getSnapshot().updateRequired);
    await registry.close();
  });

  it('holds hints that arrive during a collection’s first sync and sends them as one re-sync once it is done (no push-side re-check meanwhile)', async () => {
    const server = fakeServer();
    for (let i = 0; i < 3; i += 1) server.write('outbox', { id: `old-${i}`, serverSeq: 0, updated_at: '', created_at: '2026-01-01T00:00:00.000Z', state: 'sent', error: null, kind: 'send_message', payload: { to: 'bob', message: `m${i}`, listing_id: 'l1' }, result: { thread_id: 't1', message_id: `old-${i}` }, _deleted: false });
    // The first outbox pull is answered only when the test says so: the first sync is "running".
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let gated = true;
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (gated && String(input).includes('/sync/outbox/pull')) {
        gated = false;
        await gate;
      }
      return server.fetch(input, init);
    }) as typeof globalThis.fetch;
    const api = createApiClient({ getToken: () => 'tok_abcdefghijk', getLocale: () => 'en', events: createApiEvents(), isOnline: () => true, fetch });
    const db = await openDatabase('erin', fakeStorage());
    const resync = new Set<(collection: SyncCollectionName) => void>();
    const replication = startReplication(db, {
      api,
      waitForLeadership: false,
      backoff: { baseMs: 20, maxMs: 100 },
      onUpdateRequired: () => undefined,
      onResync: (listener) => {
        resync.add(listener);
        return () => resync.delete(listener);
      },
    });
    const outbox = replication.states.outbox;
    const upstreamChecks = () => outbox.internalReplicationState?.stats.up.upstreamInitialSync ?? 0;
    const outboxPulls = () => server.pulls.filter((c) => c === 'outbox').length;
    await until(() => outbox.internalReplicationState !== undefined && upstreamChecks() >= 1);
    const checksAtStart = upstreamChecks();

    // Hints (the socket's ready frame, a write elsewhere) while the first pull is under way.
    for (let i = 0; i < 3; i += 1) resync.forEach((listener) => listener('outbox'));
    await new Promise((r) => setTimeout(r, 50));
    expect(upstreamChecks()).toBe(checksAtStart);

    release();
    await outbox.awaitInitialReplication();
    expect(await db.outbox.count().exec()).toBe(3);
    const pullsAfterFirstSync = outboxPulls();
    // The held hints go as one re-sync: one more pull (and one push-side check), none of the rows pushed back.
    await until(() => outboxPulls() === pullsAfterFirstSync + 1);
    await until(() => upstreamChecks() === checksAtStart + 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(outboxPulls()).toBe(pullsAfterFirstSync + 1);
    expect(server.pushes.outbox).toBeUndefined();

    // After the first sync, a hint re-syncs at once.
    resync.forEach((listener) => listener('outbox'));
    await until(() => outboxPulls() === pullsAfterFirstSync + 2);
    await replication.cancel();
    await db.close();
  });
});
