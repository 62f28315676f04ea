import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember, pull, pullAll, push, queuedRow, syncCall, type Wire } from '../../test-support/sync-test-kit.js';

let server: TestServer;
let lister: SignedUp;
let seeker: SignedUp;
let outsider: SignedUp;
let listingId: string;
let rowN = 0;
const rowId = () => `row-${Date.now().toString(36)}-${(rowN += 1)}`;

beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  seeker = await activeMember(server, 'seeker', { locale: 'fr' });
  outsider = await activeMember(server);
  listingId = (await createListing(server, lister.token)).id;
});
afterAll(() => server.close());

const payload = (message: string, to = lister.user.id) => ({ to, message, listing_id: listingId });

describe('the sync gate', () => {
  it('answers 404 for unknown collections, 426 for a missing or old protocol, 401 without a session, 403 for inactive accounts', async () => {
    expect((await syncCall(server, 'GET', '/users/pull', { token: seeker.token })).status).toBe(404);
    expect((await syncCall(server, 'GET', '/__proto__/pull', { token: seeker.token })).status).toBe(404);
    for (const protocol of [null, '0', '2', 'x']) {
      const res = await syncCall(server, 'GET', '/threads/pull', { token: seeker.token, protocol, locale: 'de' });
      expect(res.status, String(protocol)).toBe(426);
      expect(res.body).toEqual({ code: 'update_required', message: 'Bitte aktualisieren Sie die App, um fortzufahren.' });
      expect((await syncCall(server, 'POST', '/outbox/push', { token: seeker.token, protocol, body: [] })).status).toBe(426);
    }
    expect((await syncCall(server, 'GET', '/threads/pull')).status).toBe(401);
    const pending = await activeMember(server, undefined, { status: 'PENDING_PAYMENT' });
    expect((await syncCall(server, 'GET', '/threads/pull', { token: pending.token })).status).toBe(403);
  });

  it('validates the pull query', async () => {
    for (const q of ['seq=1', 'limit=501', 'limit=0', 'seq=-1&id=a', 'seq=1&id=a&$where=1', 'id[$gt]=']) {
      expect((await syncCall(server, 'GET', `/threads/pull?${q}`, { token: seeker.token })).status, q).toBe(422);
    }
  });
});

describe('outbox → messages and threads', () => {
  it('delivers a queued row once: sent with its result, the message under the row id for both participants', async () => {
    const id = rowId();
    const first = await push(server, seeker.token, 'outbox', [{ newDocumentState: queuedRow(id, payload('Is bed 2 free?')) }]);
    expect(first).toMatchObject({ status: 200, body: [] });
    const { docs } = await pullAll(server, seeker.token, 'outbox');
    const row = docs.get(id)!;
    expect(row).toMatchObject({ state: 'sent', error: null, _deleted: false });
    const result = row.result as { thread_id: string; message_id: string };
    expect(result.message_id).toBe(id);
    // The answer was "lost": the client pushes the same row again, and again with the master it got.
    const again = await push(server, seeker.token, 'outbox', [{ newDocumentState: queuedRow(id, payload('Is bed 2 free?')) }]);
    expect(again.body).toEqual([row]);
    expect((await push(server, seeker.token, 'outbox', [{ assumedMasterState: row, newDocumentState: row }])).body).toEqual([]);
    for (const who of [seeker, lister]) {
      const messages = [...(await pullAll(server, who.token, 'messages')).docs.values()].filter((m) => m.id === id);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ thread_id: result.thread_id, from_user: seeker.user.id, to_user: lister.user.id, message: 'Is bed 2 free?' });
    }
    const listerThreads = (await pullAll(server, lister.token, 'threads')).docs;
    expect(listerThreads.get(result.thread_id)).toMatchObject({ user_id: seeker.user.id, thread_is_read: false, counterpart_is_seeker: true });
  });

  it('stores a failed row with the reason in the user language; a re-queue retries it; failed rows can be discarded, sent ones not', async () => {
    const recipient = await activeMember(server, undefined, { status: 'INACTIVE' });
    const listingOfRecipient = listingId; // a listing of neither: refused after the recipient check
    const id = rowId();
    await push(server, seeker.token, 'outbox', [{ newDocumentState: queuedRow(id, { to: recipient.user.id, message: 'hello', listing_id: listingOfRecipient }) }]);
    let row = (await pullAll(server, seeker.token, 'outbox')).docs.get(id)!;
    expect(row).toMatchObject({ state: 'failed', result: null, error: { code: 'not_found', message: 'Ce membre ne peut pas recevoir de messages.' } });

    // The recipient comes back, but the listing is still neither theirs nor the sender's: fails again, now as forbidden.
    await server.context.store.collection('users').updateOne({ _id: recipient.user.id }, { $set: { status: 'ACTIVE' } });
    expect((await push(server, seeker.token, 'outbox', [{ assumedMasterState: row, newDocumentState: { ...row, state: 'queued' } }])).body).toEqual([]);
    row = (await pullAll(server, seeker.token, 'outbox')).docs.get(id)!;
    expect(row).toMatchObject({ state: 'failed', error: { code: 'forbidden' } });

    expect((await push(server, seeker.token, 'outbox', [{ assumedMasterState: row, newDocumentState: { ...row, _deleted: true } }])).body).toEqual([]);
    expect((await pullAll(server, seeker.token, 'outbox')).docs.get(id)).toMatchObject({ _deleted: true, state: 'failed' });

    const sentId = rowId();
    await push(server, seeker.token, 'outbox', [{ newDocumentState: queuedRow(sentId, payload('keep me')) }]);
    const sent = (await pullAll(server, seeker.token, 'outbox')).docs.get(sentId)!;
    const refused = await push(server, seeker.token, 'outbox', [{ assumedMasterState: sent, newDocumentState: { ...sent, _deleted: true } }]);
    expect(refused.body).toEqual([sent]);
  });

  it('a retry of a failed row that can now be sent becomes sent', async () => {
    const id = rowId();
    await push(server, seeker.token, 'outbox', [{ newDocumentState: queuedRow(id, payload('   ')) }]);
    const failed = (await pullAll(server, seeker.token, 'outbox')).docs.get(id)!;
    expect(failed.error).toMatchObject({ code: 'validation_failed', message: "Oups, votre message n'a pas de texte. Veuillez écrire votre message et réessayer." });
    // The client cannot change the payload (server-owned after insert): the retry still fails.
    await push(server, seeker.token, 'outbox', [{ assumedMasterState: failed, newDocumentState: { ...failed, state: 'queued', payload: payload('fixed') } }]);
    expect((await pullAll(server, seeker.token, 'outbox')).docs.get(id)).toMatchObject({ state: 'failed', payload: payload('   ') });
  });

  it('a conflicting push answers the master state and changes nothing', async () => {
    const id = rowId();
    await push(server, seeker.token, 'outbox', [{ newDocumentState: queuedRow(id, payload('first')) }]);
    const master = (await pullAll(server, seeker.token, 'outbox')).docs.get(id)!;
    const stale = { ...master, serverSeq: master.serverSeq - 1 };
    const res = await push(server, seeker.token, 'outbox', [{ assumedMasterState: stale, newDocumentState: { ...master, _deleted: true } }]);
    expect(res.body).toEqual([master]);
    expect((await pullAll(server, seeker.token, 'outbox')).docs.get(id)).toEqual(master);
  });

  it('refuses rows a client may not create, and pushes to the pull-only messages collection', async () => {
    const id = rowId();
    const sentRow = { ...queuedRow(id, payload('x')), state: 'sent', result: { thread_id: 't1', message_id: id } };
    expect((await push(server, seeker.token, 'outbox', [{ newDocumentState: sentRow }])).status).toBe(422);
    const message = { id, serverSeq: 0, updated_at: '', thread_id: 't1', from_user: seeker.user.id, to_user: lister.user.id, listing_id: listingId, listing_title: 'x', message: 'forged', created: '', _deleted: false };
    expect((await push(server, seeker.token, 'messages', [{ newDocumentState: message }])).status).toBe(403);
    expect((await pullAll(server, seeker.token, 'outbox')).docs.has(id)).toBe(false);
  });
});

describe('scopes', () => {
  it("another user's documents are never pulled and cannot be pushed", async () => {
    for (const collection of ['threads', 'messages', 'outbox', 'saved_listings']) {
      expect((await pull(server, outsider.token, collection)).documents, collection).toEqual([]);
    }
    const seekerThread = [...(await pullAll(server, seeker.token, 'threads')).docs.values()][0]!;
    const before = await pullAll(server, seeker.token, 'threads');
    const stolen = await push(server, outsider.token, 'threads', [{ assumedMasterState: seekerThread, newDocumentState: { ...seekerThread, archived: true } }]);
    expect(stolen.status).toBe(403);
    expect((await pullAll(server, seeker.token, 'threads')).docs).toEqual(before.docs);

    // Reusing another user's outbox row id makes the outsider's own row, which cannot take over the message.
    const seekerRow = [...(await pullAll(server, seeker.token, 'outbox')).docs.values()].find((r) => r.state === 'sent')!;
    const copy = await push(server, outsider.token, 'outbox', [{ newDocumentState: queuedRow(seekerRow.id, payload('hijack')) }]);
    expect(copy.body).toEqual([]);
    expect((await pullAll(server, outsider.token, 'outbox')).docs.get(seekerRow.id)).toMatchObject({ state: 'failed', error: { code: 'conflict' } });
    expect((await pullAll(server, seeker.token, 'outbox')).docs.get(seekerRow.id)).toEqual(seekerRow);
    expect((await pull(server, outsider.token, 'messages')).documents).toEqual([]);
  });

  it('threads take only false→true of read and archived; server-owned changes are answered with the master', async () => {
    const { docs } = await pullAll(server, lister.token, 'threads');
    const master = [...docs.values()][0]!;
    expect(master.thread_is_read).toBe(false);
    const forged = await push(server, lister.token, 'threads', [{ assumedMasterState: master, newDocumentState: { ...master, display_name: 'Forged', message_count: 999 } }]);
    expect(forged.body).toEqual([master]);
    const read = { ...master, thread_is_read: true };
    expect((await push(server, lister.token, 'threads', [{ assumedMasterState: master, newDocumentState: read }])).body).toEqual([]);
    // Idempotent: the same row again (lost answer) is accepted without a new write.
    const after = (await pullAll(server, lister.token, 'threads')).docs.get(master.id)!;
    expect((await push(server, lister.token, 'threads', [{ assumedMasterState: master, newDocumentState: read }])).body).toEqual([]);
    expect((await pullAll(server, lister.token, 'threads')).docs.get(master.id)).toEqual(after);
    expect(after).toMatchObject({ thread_is_read: true, display_name: master.display_name });
    const back = await push(server, lister.token, 'threads', [{ assumedMasterState: after, newDocumentState: { ...after, thread_is_read: false } }]);
    expect(back.body).toEqual([after]);
    const tombstone = await push(server, lister.token, 'threads', [{ assumedMasterState: after, newDocumentState: { ...after, _deleted: true } }]);
    expect(tombstone.body).toEqual([after]);
  });
});

describe('checkpoints under concurrent writes (API)', () => {
  it('a recipient pulling in small pages while messages are sent concurrently receives every one', async () => {
    const senders = await Promise.all([activeMember(server), activeMember(server), activeMember(server)]);
    let checkpoint = (await pullAll(server, lister.token, 'messages')).checkpoint;
    let done = false;
    const writes = Promise.all(
      senders.flatMap((s, si) =>
        Array.from({ length: 8 }, (_, i) => server.api('POST', '/messages', { token: s.token, body: { to: lister.user.id, listing_id: listingId, message: `m${si}-${i}` } })),
      ),
    ).then((all) => {
      done = true;
      return all;
    });
    const seen = new Set<string>();
    for (;;) {
      const finished = done;
      const page = await pull(server, lister.token, 'messages', checkpoint, 2);
      page.documents.forEach((d: Wire) => seen.add(String(d.message)));
      checkpoint = page.checkpoint;
      if (page.documents.length === 0 && finished) break;
    }
    expect((await writes).map((r) => r.status)).toEqual(Array(24).fill(201));
    expect(seen.size).toBe(24);
  });
});
