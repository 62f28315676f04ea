import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openOutboxRelay } from './outbox-relay-store.js';
import { OUTBOX_RELAY_DB } from './outbox-relay-types.js';
import { queuedWire } from './outbox-test-rows.js';

const fresh = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

describe('outbox relay store', () => {
  it('keeps each user’s rows in queue order, and a re-queued row keeps its place', async () => {
    const env = fresh();
    const relay = await openOutboxRelay(env);
    // Ids in reverse alphabetical order: only the queue order may decide.
    for (const id of ['z1', 'm2', 'a3']) await relay.enqueue('alice', queuedWire(id), 1, 'tok-a');
    await relay.enqueue('bob', queuedWire('b1'), 1, 'tok-b');
    await relay.enqueue('alice', queuedWire('z1'), 1, null);
    expect((await relay.rows('alice')).map((r) => [r.id, r.order])).toEqual([['z1', 1], ['m2', 2], ['a3', 3]]);
    expect((await relay.rows('bob')).map((r) => r.id)).toEqual(['b1']);
    expect((await relay.rows('alice'))[0]).toMatchObject({ userId: 'alice', protocol: 1, doc: queuedWire('z1') });
    relay.close();

    // The database is the shared one the worker opens by name.
    const names = (await env.indexedDB.databases()).map((d) => d.name);
    expect(names).toContain(OUTBOX_RELAY_DB);
  });

  it('keeps the token only while rows wait: the last removed row takes it along', async () => {
    const relay = await openOutboxRelay(fresh());
    await relay.enqueue('alice', queuedWire('r1'), 1, 'tok-1');
    await relay.enqueue('alice', queuedWire('r2'), 1, null);
    expect(await relay.users()).toEqual([{ userId: 'alice', token: 'tok-1', pageUntil: 0 }]);
    await relay.remove('alice', ['r1']);
    expect((await relay.users())[0]?.token).toBe('tok-1');
    await relay.remove('alice', ['r2']);
    expect(await relay.users()).toEqual([]);
    // With nothing waiting a new token is not stored at all.
    await relay.updateToken('alice', 'tok-2');
    expect(await relay.users()).toEqual([]);
    relay.close();
  });

  it('replaces the token when the session changes and deletes it on logout, keeping the rows for the page', async () => {
    const relay = await openOutboxRelay(fresh());
    await relay.enqueue('alice', queuedWire('r1'), 1, 'tok-1');
    await relay.updateToken('alice', 'tok-2');
    expect((await relay.users())[0]?.token).toBe('tok-2');
    await relay.updateToken('alice', null);
    expect(await relay.users()).toEqual([]);
    expect((await relay.rows('alice')).map((r) => r.id)).toEqual(['r1']);
    relay.close();
  });

  it('clears one user completely and leaves the others alone', async () => {
    const relay = await openOutboxRelay(fresh());
    await relay.enqueue('alice', queuedWire('a1'), 1, 'tok-a');
    await relay.enqueue('alice', queuedWire('a2'), 1, null);
    await relay.setPageLease('alice', 5000);
    await relay.enqueue('bob', queuedWire('b1'), 1, 'tok-b');
    await relay.clearUser('alice');
    expect(await relay.rows('alice')).toEqual([]);
    expect(await relay.users()).toEqual([{ userId: 'bob', token: 'tok-b', pageUntil: 0 }]);
    expect((await relay.rows('bob')).map((r) => r.id)).toEqual(['b1']);
    relay.close();
  });

  it('records and ends a page lease without touching the token', async () => {
    const relay = await openOutboxRelay(fresh());
    await relay.setPageLease('alice', 1000);
    expect(await relay.users()).toEqual([{ userId: 'alice', token: null, pageUntil: 1000 }]);
    await relay.enqueue('alice', queuedWire('r1'), 1, 'tok');
    await relay.setPageLease('alice', 0);
    expect(await relay.users()).toEqual([{ userId: 'alice', token: 'tok', pageUntil: 0 }]);
    relay.close();
  });
});
