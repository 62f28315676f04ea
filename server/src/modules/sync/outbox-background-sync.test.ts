import { randomUUID } from 'node:crypto';
import { SYNC_PROTOCOL_VERSION, type OutboxWire } from '@crashpad/sync';

type MessageRow = Extract<OutboxWire, { kind: 'send_message' }>;
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The service worker's own delivery code (it has no IndexedDB or worker globals of its own), run
// here against the real server: the contract between the worker and the server is what is tested.
import { deliverOutbox } from '../../../../service-worker/src/outbox-delivery.js';
import type { RelayRow, RelayStore, RelayUser } from '../../../../service-worker/src/outbox-relay-types.js';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember, pullAll, push, queuedRow, type Wire } from '../../test-support/sync-test-kit.js';

/** The outbox relay as the page leaves it for the worker, in memory (the IndexedDB store is tested in the worker's tests). */
function memoryRelay(userId: string, token: string, docs: OutboxWire[]): RelayStore {
  let rows: RelayRow[] = docs.map((doc, i) => ({ userId, id: doc.id, order: i + 1, protocol: SYNC_PROTOCOL_VERSION, doc }));
  let user: RelayUser | null = { userId, token, pageUntil: 0 };
  return {
    enqueue: () => Promise.reject(new Error('not used')),
    rows: async (id) => rows.filter((r) => r.userId === id),
    users: async () => (user ? [user] : []),
    async remove(id, ids) {
      rows = rows.filter((r) => r.userId !== id || !ids.includes(r.id));
      if (rows.length === 0 && user) user = { ...user, token: null };
    },
    async updateToken(_id, next) {
      if (user) user = { ...user, token: next };
    },
    async setPageLease() {},
    async clearUser() {
      rows = [];
      user = null;
    },
    close() {},
  };
}

let server: TestServer;
let lister: SignedUp;
let listingId: string;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  listingId = (await createListing(server, lister.token)).id;
});
afterAll(() => server.close());

/** Rows as the page queues them; ids in no particular order, so only queue order can keep the sequence. */
function queued(tag: string, n: number): MessageRow[] {
  return Array.from({ length: n }, (_, i) => queuedRow(randomUUID(), { to: lister.user.id, message: `${tag} ${i + 1}`, listing_id: listingId }) as MessageRow);
}

/** One Background Sync run of the worker for `sender` over the given rows. */
async function workerDelivers(sender: SignedUp, rows: OutboxWire[]) {
  const relay = memoryRelay(sender.user.id, sender.token, rows);
  const report = await deliverOutbox({ relay, fetch, origin: server.url, now: Date.now, windowClients: async () => [] });
  await server.context.events.idle();
  return { report, left: await relay.rows(sender.user.id) };
}

/** What RxDB's replication pushes for rows it created and never pulled: `{ newDocumentState }` only. */
async function replicationPushes(sender: SignedUp, rows: OutboxWire[]) {
  const res = await push(server, sender.token, 'outbox', rows.map((newDocumentState) => ({ newDocumentState })));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Wire[];
}

/** The recipient's messages from `sender`, in the server's order, and the sender's outbox states. */
async function outcome(sender: SignedUp) {
  const received = [...(await pullAll(server, lister.token, 'messages', null, 500)).docs.values()]
    .filter((m) => m.from_user === sender.user.id)
    .sort((a, b) => String(a.created).localeCompare(String(b.created)) || a.id.localeCompare(b.id));
  const outbox = [...(await pullAll(server, sender.token, 'outbox')).docs.values()];
  return { received, outbox };
}

describe('outbox delivered by the service worker and by the page', () => {
  it('the worker delivers first, then replication pushes the same rows: each message exists once, in order', async () => {
    const sender = await activeMember(server);
    const rows = queued('worker first', 5);
    const { report, left } = await workerDelivers(sender, rows.slice(0, 3));
    expect(report.delivered).toEqual(rows.slice(0, 3).map((r) => r.id));
    expect(left).toEqual([]);

    // The page comes back and replication pushes everything it still holds as queued.
    const conflicts = await replicationPushes(sender, rows);
    // The worker's rows are answered with their master state (sent): RxDB takes that state.
    expect(conflicts.map((c) => [c.id, c.state])).toEqual(rows.slice(0, 3).map((r) => [r.id, 'sent']));

    const { received, outbox } = await outcome(sender);
    expect(received.map((m) => m.message)).toEqual(rows.map((r) => r.payload.message));
    expect(received.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(outbox.map((r) => r.state)).toEqual(Array(5).fill('sent'));
  });

  it('replication delivers first (its answer lost), then the worker pushes the same rows: once, and the relay is emptied', async () => {
    const sender = await activeMember(server);
    const rows = queued('page first', 4);
    await replicationPushes(sender, rows.slice(0, 2));
    const { report, left } = await workerDelivers(sender, rows);
    expect(report).toEqual({ delivered: rows.map((r) => r.id), woken: [], stopped: [] });
    expect(left).toEqual([]);
    // RxDB retries its unanswered batch once more: still nothing new.
    await replicationPushes(sender, rows.slice(0, 2));

    const { received } = await outcome(sender);
    expect(received.map((m) => m.id)).toEqual(rows.map((r) => r.id));
  });

  it('the worker and the page pushing the same rows at the same time still make one message each', async () => {
    const sender = await activeMember(server);
    const rows = queued('together', 6);
    await Promise.all([workerDelivers(sender, rows), replicationPushes(sender, rows), workerDelivers(sender, rows)]);
    const { received, outbox } = await outcome(sender);
    expect(received.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(outbox).toHaveLength(6);
  });

  it('a revoked session stops the worker and drops its token; the rows wait for the page', async () => {
    const sender = await activeMember(server);
    const rows = queued('revoked', 2);
    const relay = memoryRelay(sender.user.id, 'not-a-valid-token', rows);
    const report = await deliverOutbox({ relay, fetch, origin: server.url, now: Date.now, windowClients: async () => [] });
    expect(report.stopped).toEqual([{ userId: sender.user.id, reason: 'unauthorized', status: 401 }]);
    expect(await relay.users()).toEqual([{ userId: sender.user.id, token: null, pageUntil: 0 }]);
    expect(await relay.rows(sender.user.id)).toHaveLength(2);
    expect((await outcome(sender)).received).toEqual([]);
  });
});
