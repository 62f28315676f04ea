import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { expectHostileBodiesRefused, expectHostilePathsRefused, hostileBody, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember } from '../../test-support/sync-test-kit.js';

/**
 * Property: junk thrown at the message REST calls (send, mark read, archive, inbox and thread
 * pages) is answered 4xx, never 5xx, and no thread, message, outbox row or counter changes.
 * The thread is unread and not archived for the lister, so a mark-read or archive that let a
 * junk body through would show. Sends carry the real listing id and the sender's own id (to
 * yourself is refused) but never a recipient the sender may write to, so no body is valid.
 */
let server: TestServer;
let lister: SignedUp;
let seeker: SignedUp;
let stranger: SignedUp;
let listingId: string;
let threadId: string;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  seeker = await activeMember(server, 'seeker');
  stranger = await activeMember(server, 'seeker');
  listingId = (await createListing(server, lister.token)).id;
  const sent = await server.api<{ data: { thread_id: string } }>('POST', '/messages', { token: seeker.token, body: { listing_id: listingId, message: 'Is a bed free?', to: lister.user.id } });
  if (sent.status !== 201) throw new Error(`send failed: ${sent.status}`);
  threadId = sent.body.data.thread_id;
});
afterAll(() => server.close());

const snapshot = () => storedState(server, ['threads', 'messages', 'outbox', 'sync_counters', 'users']);
const SEND_FIELDS = ['listing_id', 'message', 'to'];

describe('hostile input to the message REST calls', () => {
  it('answers 4xx to hostile send bodies and changes nothing', async () => {
    const before = await snapshot();
    await expectHostileBodiesRefused(server, [{ method: 'POST', path: '/messages', fields: SEND_FIELDS, token: seeker.token }], {
      numRuns: 40,
      seed: 2501,
      extraKeys: ['thread_id', 'from_user', 'created'],
      extraScalars: [listingId, seeker.user.id, threadId, 'x'.repeat(6000)],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('mark read and archive refuse a body from the participant and anything from a stranger, changing nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('participant', 'stranger'),
        fc.constantFrom('POST read', 'DELETE'),
        hostileBody(['thread_is_read', 'archived'], { extraScalars: [threadId] }),
        async (who, call, body) => {
          const token = who === 'participant' ? lister.token : stranger.token;
          const res = call === 'DELETE'
            ? await server.api('DELETE', `/messages/${threadId}`, { token, body })
            : await server.api('POST', `/messages/${threadId}/read`, { token, body });
          expect(res.status, `${who} ${call} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      // Bodies a lax "missing body means {}" check would wave through, tried first.
      { numRuns: 25, seed: 2502, examples: [['participant', 'POST read', null], ['participant', 'DELETE', []], ['participant', 'DELETE', 0]] },
    );
    // A stranger is refused even without a body.
    expect((await server.api('POST', `/messages/${threadId}/read`, { token: stranger.token })).status).toBe(404);
    expect((await server.api('DELETE', `/messages/${threadId}`, { token: stranger.token })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to broken JSON and wrong content types and changes nothing', async () => {
    const before = await snapshot();
    const calls = [
      { method: 'POST', path: '/messages' },
      { method: 'POST', path: `/messages/${threadId}/read` },
      { method: 'DELETE', path: `/messages/${threadId}` },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), rawJunk, fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=xyz'), async (call, raw, contentType) => {
        const res = await server.api(call.method, call.path, { token: lister.token, raw, contentType });
        expect(res.status, `${call.method} ${call.path} ${contentType} ${raw}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2503 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to hostile thread ids and never 5xx to hostile queries, changing nothing', async () => {
    const before = await snapshot();
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/messages', token: lister.token, queryKeys: ['archived', 'offset', 'limit', 'filter'] },
        // Takes no query but does not check for one: only "never 5xx" is asserted there.
        { method: 'GET', path: '/messages/unread', token: lister.token, queryKeys: [] },
        { method: 'GET', path: '/messages/{seg}', token: lister.token, queryKeys: ['offset', 'limit'] },
        { method: 'GET', path: `/messages/${threadId}`, token: stranger.token, queryKeys: ['offset', 'limit'] },
        { method: 'POST', path: '/messages/{seg}/read', token: lister.token },
        { method: 'DELETE', path: '/messages/{seg}', token: lister.token },
      ],
      { seed: 2504, extraSegments: [threadId.toUpperCase(), `${threadId}0`] },
    );
    // The participant's own thread page answers hostile queries with 4xx or a page, never 5xx.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('offset', 'limit', 'archived', 'filter'), fc.string({ maxLength: 20 }), async (key, value) => {
        const res = await server.api('GET', `/messages/${threadId}?${key}=${encodeURIComponent(value)}&${key}=${encodeURIComponent(value)}`, { token: lister.token });
        expect(res.status, `${key}=${value}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2505 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
