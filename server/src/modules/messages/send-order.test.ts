import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember, pull, pullAll, push, queuedRow, type Wire } from '../../test-support/sync-test-kit.js';
import { replicatedCollection } from '../sync/replicated-collection.js';
import type { ThreadDoc } from './messaging-collections.js';

/**
 * Issue 11: a send writes the message first and announces it (the recipient's `changes` frame)
 * before the thread views are written; the views follow in the same delivery. A delivery cut
 * short between the two is finished by the redelivery of its outbox row, once.
 */
let server: TestServer;
let lister: SignedUp;
let seeker: SignedUp;
let listingId: string;
let rowN = 0;
const rowId = () => `order-${Date.now().toString(36)}-${(rowN += 1)}`;

beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  seeker = await activeMember(server, 'seeker');
  listingId = (await createListing(server, lister.token)).id;
});
afterAll(() => server.close());

const payload = (message: string) => ({ to: lister.user.id, message, listing_id: listingId });
const threads = () => replicatedCollection<ThreadDoc>(server.context.store, server.context.clock, 'threads');
const sendRow = (id: string, text: string) => push(server, seeker.token, 'outbox', [{ newDocumentState: queuedRow(id, payload(text)) }]);

/**
 * Records, in order, the sync.changed events (their handlers start in a microtask after the
 * emit, before any store call that was issued after the emit can have finished: what the
 * realtime hub sends from) and each completed write of a thread view.
 */
function recordOrder() {
  const seen: string[] = [];
  let on = true;
  server.context.events.on('sync.changed', ({ collection, userId, document }) => {
    if (on && collection !== 'outbox') seen.push(`${collection}:${userId}:${String(document?.id)}`);
  });
  server.context.events.on('message.created', () => {
    if (on) seen.push('message.created');
  });
  const collection = threads();
  const mutate = collection.mutate;
  (collection as { mutate: typeof mutate }).mutate = async (key, change) => {
    const result = await mutate(key, change);
    if (on) seen.push(`view stored:${key}`);
    return result;
  };
  return {
    seen,
    stop: () => {
      on = false;
      (collection as { mutate: typeof mutate }).mutate = mutate;
    },
  };
}

describe('send order', () => {
  it('announces the message before the thread views are written; a pull right after the answer returns the message and both views', async () => {
    // A first message makes the thread, so the second one's views exist with a known count.
    const first = rowId();
    await sendRow(first, 'Is the bed free in May?');
    const threadId = ((await pullAll(server, seeker.token, 'outbox')).docs.get(first)!.result as { thread_id: string }).thread_id;
    const recipientKey = `${lister.user.id}:${threadId}`;
    const before = (await threads().get(recipientKey))!;
    expect(before.message_count).toBe(1);
    const checkpoints = {
      messages: (await pullAll(server, lister.token, 'messages')).checkpoint,
      threads: (await pullAll(server, lister.token, 'threads')).checkpoint,
      seekerThreads: (await pullAll(server, seeker.token, 'threads')).checkpoint,
    };

    const events = recordOrder();
    const id = rowId();
    try {
      expect((await sendRow(id, 'And in June?')).status).toBe(200);
    } finally {
      events.stop();
    }

    const senderKey = `${seeker.user.id}:${threadId}`;
    // The message is announced to both before either thread view is stored; the views' own
    // announcements and the web push come after.
    expect(events.seen.slice(0, 2).sort()).toEqual([`messages:${lister.user.id}:${id}`, `messages:${seeker.user.id}:${id}`].sort());
    expect(events.seen.slice(2, 4).sort()).toEqual([`view stored:${recipientKey}`, `view stored:${senderKey}`].sort());
    expect(events.seen.slice(4).sort()).toEqual([`threads:${lister.user.id}:${threadId}`, `threads:${seeker.user.id}:${threadId}`, 'message.created'].sort());
    expect(events.seen.at(-1)).toBe('message.created');

    // Right after the push is answered, every write of the send is there to pull.
    const messages = await pull(server, lister.token, 'messages', checkpoints.messages);
    expect(messages.documents.map((m) => m.id)).toEqual([id]);
    const listerView = (await pull(server, lister.token, 'threads', checkpoints.threads)).documents;
    expect(listerView).toEqual([expect.objectContaining({ id: threadId, message: 'And in June?', message_count: 2, thread_is_read: false })]);
    const seekerView = (await pull(server, seeker.token, 'threads', checkpoints.seekerThreads)).documents;
    expect(seekerView).toEqual([expect.objectContaining({ id: threadId, message: 'And in June?', message_count: 2, thread_is_read: true })]);
    expect(listerView[0]!.date_last_updated).toBe(messages.documents[0]!.created);
  });

  it('a delivery cut short after the message write is finished by the redelivery: views written once, the row sent, the message once', async () => {
    const warmup = rowId();
    await sendRow(warmup, 'Hello again');
    const threadId = ((await pullAll(server, seeker.token, 'outbox')).docs.get(warmup)!.result as { thread_id: string }).thread_id;
    const keys = [`${seeker.user.id}:${threadId}`, `${lister.user.id}:${threadId}`];
    const counts = async () => Promise.all(keys.map(async (k) => (await threads().get(k))!.message_count));
    const [senderCount, recipientCount] = await counts();

    // The store fails the thread view writes once: the message is stored, the views are not.
    const collection = threads();
    const mutate = collection.mutate;
    let failures = 0;
    (collection as { mutate: typeof mutate }).mutate = async (key, change) => {
      if (keys.includes(key) && failures < 2) {
        failures += 1;
        throw new Error('store unavailable');
      }
      return mutate(key, change);
    };
    const id = rowId();
    try {
      const cut = await sendRow(id, 'Can I arrive late?');
      // Refused (the row is not stored, so the client keeps it queued and pushes it again).
      expect(cut.status).toBeGreaterThanOrEqual(400);
    } finally {
      (collection as { mutate: typeof mutate }).mutate = mutate;
    }
    expect(await counts()).toEqual([senderCount, recipientCount]);
    const outboxAfterCut = (await pullAll(server, seeker.token, 'outbox')).docs;
    expect(outboxAfterCut.has(id)).toBe(false);

    // The client pushes the unanswered row again: the views are written now, and only now.
    expect((await sendRow(id, 'Can I arrive late?')).body).toEqual([]);
    expect(await counts()).toEqual([senderCount! + 1, recipientCount! + 1]);
    const row = (await pullAll(server, seeker.token, 'outbox')).docs.get(id)!;
    expect(row).toMatchObject({ state: 'sent', result: { thread_id: threadId, message_id: id } });
    const view = (await pullAll(server, lister.token, 'threads')).docs.get(threadId)!;
    expect(view).toMatchObject({ message: 'Can I arrive late?', thread_is_read: false });
    const copies = [...(await pullAll(server, lister.token, 'messages')).docs.values()].filter((m: Wire) => m.id === id);
    expect(copies).toHaveLength(1);
    expect(view.date_last_updated).toBe(copies[0]!.created);

    // A later redelivery of the complete send writes nothing.
    const seqs = await Promise.all(keys.map(async (k) => (await threads().get(k))!.serverSeq));
    expect((await sendRow(id, 'Can I arrive late?')).body).toEqual([row]);
    expect(await Promise.all(keys.map(async (k) => (await threads().get(k))!.serverSeq))).toEqual(seqs);
    expect(await counts()).toEqual([senderCount! + 1, recipientCount! + 1]);
  });
});
