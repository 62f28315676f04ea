import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { batchesOf, deliverOutbox, OUTBOX_PUSH_PATH, RetryLaterError, type DeliveryDeps } from './outbox-delivery.js';
import { openOutboxRelay } from './outbox-relay-store.js';
import { OUTBOX_WAKE, PAGE_LEASE_MS, type RelayStore } from './outbox-relay-types.js';
import { queuedWire } from './outbox-test-rows.js';

const ORIGIN = 'https://app.test';
const NOW = 1_700_000_000_000;

interface Call {
  url: string;
  headers: Record<string, string>;
  body: { newDocumentState: { id: string } }[];
}

/** A fetch that records each push and answers with `answer(call)` (a Response, or an Error to throw). */
function fakeFetch(answer: (call: Call, index: number) => Response | Error = () => Response.json([])) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = { url: String(input), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) };
    calls.push(call);
    const out = answer(call, calls.length - 1);
    if (out instanceof Error) throw out;
    return out;
  }) as typeof globalThis.fetch;
  return { calls, fetch, ids: () => calls.map((c) => c.body.map((row) => row.newDocumentState.id)) };
}

let relay: RelayStore | null = null;
afterEach(() => {
  relay?.close();
  relay = null;
});

async function relayWith(rows: Record<string, { ids: string[]; token: string | null; protocol?: number }>) {
  relay = await openOutboxRelay({ indexedDB: new IDBFactory(), IDBKeyRange });
  for (const [userId, { ids, token, protocol }] of Object.entries(rows)) {
    for (const id of ids) await relay.enqueue(userId, queuedWire(id), protocol ?? 1, token);
  }
  return relay;
}

function deps(store: RelayStore, fetch: typeof globalThis.fetch, clients: { postMessage(m: unknown, transfer: unknown[]): void }[] = []): DeliveryDeps {
  return { relay: store, fetch, origin: ORIGIN, now: () => NOW, windowClients: async () => clients };
}

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(n - i).padStart(3, '0')}`);
const json = (status: number, body: unknown = { code: 'x', message: 'x' }) => Response.json(body, { status });

describe('service worker outbox delivery', () => {
  it('pushes a user’s rows in queue order in batches of at most 50, exactly as queued, then forgets rows and token', async () => {
    // Ids sorted backwards, so only the queue order can produce the expected sequence.
    const queued = ids('r', 120);
    const store = await relayWith({ alice: { ids: queued, token: 'tok-alice' } });
    const server = fakeFetch();
    const report = await deliverOutbox(deps(store, server.fetch));

    expect(server.ids()).toEqual([queued.slice(0, 50), queued.slice(50, 100), queued.slice(100)]);
    for (const call of server.calls) {
      expect(call.url).toBe(`${ORIGIN}${OUTBOX_PUSH_PATH}`);
      expect(call.headers).toEqual({ Authorization: 'Bearer tok-alice', 'X-Sync-Protocol': '1', 'Content-Type': 'application/json' });
    }
    // `{ newDocumentState }` only (no assumed master state), with the wire document unchanged.
    expect(server.calls[0]!.body[0]).toEqual({ newDocumentState: queuedWire(queued[0]!) });
    expect(report).toEqual({ delivered: queued, woken: [], stopped: [] });
    expect(await store.rows('alice')).toEqual([]);
    expect(await store.users()).toEqual([]);
  });

  it('sends each batch with the protocol version its rows were written in', async () => {
    const store = await relayWith({ alice: { ids: ['a', 'b'], token: 't', protocol: 1 } });
    await store.enqueue('alice', queuedWire('c'), 2, null);
    const server = fakeFetch();
    await deliverOutbox(deps(store, server.fetch));
    expect(server.ids()).toEqual([['a', 'b'], ['c']]);
    expect(server.calls.map((c) => c.headers['X-Sync-Protocol'])).toEqual(['1', '2']);
    expect(batchesOf([])).toEqual([]);
  });

  it('treats conflict answers as delivered: the server already has those rows', async () => {
    const store = await relayWith({ alice: { ids: ['m1', 'm2'], token: 't' } });
    const server = fakeFetch(() => Response.json([{ ...queuedWire('m1'), serverSeq: 7, state: 'sent', result: { thread_id: 'th', message_id: 'm1' } }]));
    const report = await deliverOutbox(deps(store, server.fetch));
    expect(report.delivered).toEqual(['m1', 'm2']);
    expect(await store.rows('alice')).toEqual([]);
  });

  it.each([
    [401, 'unauthorized'],
    [426, 'update_required'],
  ] as const)('on %i stops that user, drops the token and keeps the rows for the page; other users still go', async (status, reason) => {
    const store = await relayWith({ alice: { ids: ids('a', 60), token: 'tok-a' }, bob: { ids: ['b1'], token: 'tok-b' } });
    const server = fakeFetch((call) => (call.headers.Authorization === 'Bearer tok-a' ? json(status) : Response.json([])));
    const report = await deliverOutbox(deps(store, server.fetch));
    // Alice's second batch is never sent after the first was refused.
    expect(server.calls.filter((c) => c.headers.Authorization === 'Bearer tok-a')).toHaveLength(1);
    expect(report.stopped).toEqual([{ userId: 'alice', reason, status }]);
    expect(report.delivered).toEqual(['b1']);
    expect(await store.rows('alice')).toHaveLength(60);
    expect(await store.users()).toEqual([]);
  });

  it('throws on a network failure so the browser retries, keeping what was not delivered', async () => {
    const queued = ids('n', 70);
    const store = await relayWith({ alice: { ids: queued, token: 't' } });
    const server = fakeFetch((_call, index) => (index === 0 ? Response.json([]) : new TypeError('Failed to fetch')));
    await expect(deliverOutbox(deps(store, server.fetch))).rejects.toBeInstanceOf(RetryLaterError);
    expect((await store.rows('alice')).map((r) => r.id)).toEqual(queued.slice(50));
    expect((await store.users())[0]?.token).toBe('t');

    // The retried sync delivers the rest, in order, once.
    const retry = fakeFetch();
    await deliverOutbox(deps(store, retry.fetch));
    expect(retry.ids()).toEqual([queued.slice(50)]);
    expect(await store.rows('alice')).toEqual([]);
  });

  it('asks for a retry on a server error after the other users are done; a refusal waits for the page', async () => {
    const store = await relayWith({ alice: { ids: ['a1'], token: 'tok-a' }, bob: { ids: ['b1'], token: 'tok-b' }, carol: { ids: ['c1'], token: 'tok-c' } });
    const answers: Record<string, Response> = { 'Bearer tok-a': json(503), 'Bearer tok-b': Response.json([]), 'Bearer tok-c': json(403) };
    const server = fakeFetch((call) => answers[call.headers.Authorization!]!);
    await expect(deliverOutbox(deps(store, server.fetch))).rejects.toThrow(/503/);
    expect(server.calls).toHaveLength(3);
    expect(await store.rows('alice')).toHaveLength(1);
    expect(await store.rows('bob')).toEqual([]);
    expect(await store.rows('carol')).toHaveLength(1);
    // A refusal keeps the token (the session is fine); only the page can show the problem.
    expect((await store.users()).map((u) => u.userId).sort()).toEqual(['alice', 'carol']);
  });

  it('skips users without a token (logged out or refused): their rows wait for the page', async () => {
    const store = await relayWith({ alice: { ids: ['a1'], token: null } });
    const server = fakeFetch();
    expect(await deliverOutbox(deps(store, server.fetch))).toEqual({ delivered: [], woken: [], stopped: [] });
    expect(server.calls).toEqual([]);
  });

  it('wakes the open page instead of pushing while it holds a live lease, and pushes when the page is gone or its lease ran out', async () => {
    const store = await relayWith({ alice: { ids: ['a1'], token: 't' } });
    await store.setPageLease('alice', NOW + PAGE_LEASE_MS);
    const messages: unknown[] = [];
    const windows = [{ postMessage: (m: unknown) => messages.push(m) }, { postMessage: (m: unknown) => messages.push(m) }];

    const first = fakeFetch();
    expect(await deliverOutbox(deps(store, first.fetch, windows))).toEqual({ delivered: [], woken: ['alice'], stopped: [] });
    expect(first.calls).toEqual([]);
    expect(messages).toEqual([{ type: OUTBOX_WAKE }, { type: OUTBOX_WAKE }]);

    // The lease is still live but no window is left (the page was closed before it could say so).
    const closed = fakeFetch();
    expect((await deliverOutbox(deps(store, closed.fetch, []))).delivered).toEqual(['a1']);

    // A frozen page stops renewing its lease.
    await store.enqueue('alice', queuedWire('a2'), 1, 't');
    await store.setPageLease('alice', NOW - 1);
    const frozen = fakeFetch();
    expect((await deliverOutbox(deps(store, frozen.fetch, windows))).delivered).toEqual(['a2']);
  });
});
