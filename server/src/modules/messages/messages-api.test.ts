import type { Thread, ThreadDetail } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember } from '../../test-support/sync-test-kit.js';

let server: TestServer;
let lister: SignedUp;
let seeker: SignedUp;
let listingId: string;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  seeker = await activeMember(server, 'seeker');
  listingId = (await createListing(server, lister.token, { title: 'Quiet pad near DEN' })).id;
});
afterAll(() => server.close());

const send = (token: string, body: Record<string, unknown>, locale?: string) => server.api<{ data: { thread_id: string; message_id: string } }>('POST', '/messages', { token, body, locale });

describe('POST /messages (spec 3 §5 chat send)', () => {
  it('checks listing, then text, then recipient, with the spec messages', async () => {
    const res = await send(seeker.token, { listing_id: '', message: '  ', to: '' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'please select listing and try again',
      fields: { listing_id: 'please select listing and try again', message: 'oops message has no text please add your message and try again', to: 'No user ID provided' },
    });
    const missing = await send(seeker.token, { listing_id: listingId, message: 'hi' }, 'de');
    expect(missing.body).toMatchObject({ code: 'validation_failed', message: 'Keine Benutzer-ID angegeben.' });
  });

  it('refuses yourself, unknown or inactive recipients, unknown listings and listings of neither user', async () => {
    const stranger = await signUpLister(server, 'pro');
    const theirs = (await createListing(server, stranger.token)).id;
    const inactive = await activeMember(server, undefined, { status: 'DEACTIVATED' });
    expect((await send(seeker.token, { listing_id: listingId, message: 'hi', to: seeker.user.id })).status).toBe(422);
    expect((await send(seeker.token, { listing_id: listingId, message: 'hi', to: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })).status).toBe(404);
    expect((await send(seeker.token, { listing_id: listingId, message: 'hi', to: inactive.user.id })).status).toBe(404);
    expect((await send(seeker.token, { listing_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', message: 'hi', to: lister.user.id })).status).toBe(404);
    const unrelated = await send(seeker.token, { listing_id: theirs, message: 'hi', to: lister.user.id });
    expect(unrelated.status).toBe(403);
    expect((await server.api<{ total: number }>('GET', '/messages', { token: seeker.token })).body.total).toBe(0);
  });

  it('needs a login and an ACTIVE account', async () => {
    expect((await send('', { listing_id: listingId, message: 'hi', to: lister.user.id })).status).toBe(401);
    const pending = await activeMember(server, undefined, { status: 'PENDING_PAYMENT' });
    expect((await send(pending.token, { listing_id: listingId, message: 'hi', to: lister.user.id })).status).toBe(403);
    expect((await server.api('GET', '/messages/unread', { token: pending.token })).status).toBe(403);
  });
});

describe('threads over REST', () => {
  let threadId: string;
  it('a send creates both views: read for the sender, unread and un-archived for the recipient, with counterpart snapshots', async () => {
    const res = await send(seeker.token, { listing_id: listingId, message: 'Is a bed free in May?', to: lister.user.id });
    expect(res.status).toBe(201);
    threadId = res.body.data.thread_id;
    const mine = await server.api<{ data: Thread[]; total: number }>('GET', '/messages', { token: seeker.token });
    expect(mine.body.data[0]).toMatchObject({ id: threadId, user_id: lister.user.id, thread_is_read: true, listing_id: listingId, listing_title: 'Quiet pad near DEN', counterpart_is_seeker: false });
    const theirs = await server.api<{ data: Thread[] }>('GET', '/messages', { token: lister.token });
    expect(theirs.body.data[0]).toMatchObject({ id: threadId, user_id: seeker.user.id, thread_is_read: false, counterpart_is_seeker: true, message: 'Is a bed free in May?', from_user: seeker.user.id });
    expect((await server.api('GET', '/messages/unread', { token: lister.token })).body).toEqual({ count: 1 });
  });

  it('detail pages messages newest first and names the counterpart without their e-mail', async () => {
    await send(lister.token, { listing_id: listingId, message: 'Yes, bed 2.', to: seeker.user.id });
    await send(seeker.token, { listing_id: listingId, message: 'Great, thanks!', to: lister.user.id });
    const res = await server.api<{ data: ThreadDetail }>('GET', `/messages/${threadId}?limit=2`, { token: lister.token });
    expect(res.status).toBe(200);
    expect(res.body.data.messages.map((m) => m.message)).toEqual(['Great, thanks!', 'Yes, bed 2.']);
    expect(res.body.data).toMatchObject({ total_messages: 3, to_user_id: seeker.user.id, to_user_email: null, is_active: true, counterpart_is_seeker: true });
    expect(res.body.data.items.map((i) => i.id)).toContain(listingId);
    const older = await server.api<{ data: ThreadDetail }>('GET', `/messages/${threadId}?offset=2&limit=2`, { token: lister.token });
    expect(older.body.data.messages.map((m) => m.message)).toEqual(['Is a bed free in May?']);
  });

  it('someone else cannot read, mark or archive the thread', async () => {
    const other = await activeMember(server);
    expect((await server.api('GET', `/messages/${threadId}`, { token: other.token })).status).toBe(404);
    expect((await server.api('POST', `/messages/${threadId}/read`, { token: other.token })).status).toBe(404);
    expect((await server.api('DELETE', `/messages/${threadId}`, { token: other.token })).status).toBe(404);
    expect((await server.api('GET', '/messages/not-a-thread', { token: other.token })).status).toBe(404);
  });

  it('read, filter, archive once (again is refused), and a new message un-archives', async () => {
    expect((await server.api<{ data: Thread }>('POST', `/messages/${threadId}/read`, { token: lister.token })).body.data.thread_is_read).toBe(true);
    expect((await server.api('GET', '/messages/unread', { token: lister.token })).body).toEqual({ count: 0 });
    expect((await server.api<{ total: number }>('GET', '/messages?filter=ada', { token: lister.token })).body.total).toBe(1);
    expect((await server.api<{ total: number }>('GET', '/messages?filter=nobody', { token: lister.token })).body.total).toBe(0);
    expect((await server.api<{ total: number }>('GET', '/messages?filter=%5B(.*', { token: lister.token })).body.total).toBe(0);
    expect((await server.api('DELETE', `/messages/${threadId}`, { token: lister.token })).status).toBe(200);
    const again = await server.api('DELETE', `/messages/${threadId}`, { token: lister.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This conversation is already archived.');
    expect((await server.api<{ total: number }>('GET', '/messages', { token: lister.token })).body.total).toBe(0);
    expect((await server.api<{ total: number }>('GET', '/messages?archived=true', { token: lister.token })).body.total).toBe(1);
    await send(seeker.token, { listing_id: listingId, message: 'One more thing', to: lister.user.id });
    const active = await server.api<{ data: Thread[] }>('GET', '/messages', { token: lister.token });
    expect(active.body.data[0]).toMatchObject({ id: threadId, archived: false, thread_is_read: false, message_count: 4 });
  });

  it('refuses bad list queries', async () => {
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'archived=yes', '$where=1', 'filter[$ne]=x']) {
      expect((await server.api('GET', `/messages?${q}`, { token: lister.token })).status, q).toBe(422);
    }
  });
});
