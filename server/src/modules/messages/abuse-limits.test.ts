import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember, pullAll, push, queuedRow } from '../../test-support/sync-test-kit.js';

/**
 * Issue 7 §1.9: one account sent 100 messages in 0.8 s, and messages of zero-width characters
 * only were accepted. At most 20 messages a minute per account, REST and outbox alike; the
 * outbox answers a limited row as failed with the reason (the UI shows it; the user retries).
 */
let server: TestServer;
let lister: SignedUp;
let listingId: string;
const minute = 60_000;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { messages: { max: 20, windowMs: minute } } });
  lister = await signUpLister(server, 'pro');
  listingId = (await createListing(server, lister.token)).id;
});
afterAll(() => server.close());

let rowN = 0;
const rowId = () => `abuse-${Date.now().toString(36)}-${(rowN += 1)}`;
const body = (message: string) => ({ listing_id: listingId, message, to: lister.user.id });
const send = (token: string, message: string, locale?: string) => server.api('POST', '/messages', { token, body: body(message), locale });
const countFrom = (userId: string) => server.context.store.collection('messages').countDocuments({ from_user: userId });

describe('messages per account', () => {
  it('allows 20 a minute over REST, then answers 429 with a clear, translated reason', async () => {
    const sender = await activeMember(server, 'seeker');
    for (let i = 0; i < 20; i += 1) expect((await send(sender.token, `hello ${i}`)).status).toBe(201);
    const limited = await send(sender.token, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited', message: 'You are sending messages too fast. Please wait a minute and try again.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(sender.token, 'noch eine', 'de')).body).toMatchObject({ message: 'Sie senden Nachrichten zu schnell. Bitte warten Sie eine Minute und versuchen Sie es erneut.' });
    expect(await countFrom(sender.user.id)).toBe(20);
    // Another account is not held back by this one.
    expect((await send((await activeMember(server, 'seeker')).token, 'hi')).status).toBe(201);
    server.clock.advance(minute);
    expect((await send(sender.token, 'after a minute')).status).toBe(201);
  });

  it('shares the budget with the outbox, which stores the row as failed with the reason; a retry later is sent', async () => {
    const sender = await activeMember(server, 'seeker', { locale: 'fr' });
    for (let i = 0; i < 20; i += 1) expect((await send(sender.token, `hi ${i}`)).status).toBe(201);
    const id = rowId();
    const first = await push(server, sender.token, 'outbox', [{ newDocumentState: queuedRow(id, body('via outbox')) }]);
    expect(first.status).toBe(200);
    const failed = (await pullAll(server, sender.token, 'outbox')).docs.get(id)!;
    expect(failed).toMatchObject({
      state: 'failed',
      error: { code: 'rate_limited', message: 'Vous envoyez des messages trop vite. Veuillez patienter une minute puis réessayer.' },
    });
    // Pushing the same row again is answered, not retried: no endless loop, still nothing sent.
    await push(server, sender.token, 'outbox', [{ newDocumentState: queuedRow(id, body('via outbox')) }]);
    expect(await countFrom(sender.user.id)).toBe(20);
    server.clock.advance(minute);
    await push(server, sender.token, 'outbox', [{ assumedMasterState: failed, newDocumentState: { ...failed, state: 'queued' } }]);
    expect((await pullAll(server, sender.token, 'outbox')).docs.get(id)).toMatchObject({ state: 'sent' });
    expect(await countFrom(sender.user.id)).toBe(21);
  });

  it('a redelivered message (same id) is answered without counting again', async () => {
    const sender = await activeMember(server, 'seeker');
    const id = rowId();
    await push(server, sender.token, 'outbox', [{ newDocumentState: queuedRow(id, body('once')) }]);
    for (let i = 0; i < 19; i += 1) expect((await send(sender.token, `more ${i}`)).status).toBe(201);
    const row = (await pullAll(server, sender.token, 'outbox')).docs.get(id)!;
    expect(row.state).toBe('sent');
    // A client that missed the answer pushes the row again: it gets the sent master back.
    const again = await push(server, sender.token, 'outbox', [{ newDocumentState: queuedRow(id, body('once')) }]);
    expect(again.body).toMatchObject([{ id, state: 'sent' }]);
    expect((await send(sender.token, 'the 21st')).status).toBe(429);
    server.clock.advance(minute);
  });
});

describe('messages with nothing to see', () => {
  const invisible = ['\u200B\u200B\u200B', '\u200C\u200D\u2060\uFEFF', '\u3164', '\u2028\u2029\u00A0\u3000', '\u0301\u0301', '\u202E\u2066', '\u2800\u115F'];

  it('are refused over REST with the no-text message', async () => {
    const sender = await activeMember(server, 'seeker');
    for (const message of invisible) {
      const res = await send(sender.token, message);
      expect(res.status, JSON.stringify(message)).toBe(422);
      expect(res.body).toMatchObject({ fields: { message: 'oops message has no text please add your message and try again' } });
    }
    expect(await countFrom(sender.user.id)).toBe(0);
    expect((await send(sender.token, '\u200Bhi\u200B')).status).toBe(201);
    server.clock.advance(minute);
  });

  it('fail in the outbox with the reason', async () => {
    const sender = await activeMember(server, 'seeker');
    const id = rowId();
    await push(server, sender.token, 'outbox', [{ newDocumentState: queuedRow(id, body('\u200B\u3164\u200D')) }]);
    expect((await pullAll(server, sender.token, 'outbox')).docs.get(id)).toMatchObject({ state: 'failed', error: { code: 'validation_failed' } });
    expect(await countFrom(sender.user.id)).toBe(0);
    server.clock.advance(minute);
  });
});
