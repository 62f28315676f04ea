import fc from 'fast-check';
import { outboxEntries, savedListingEntries, threadEntries } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { hostileBody, hostileValue, rawJunk } from '../../test-support/hostile-input.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember, push, queuedRow, syncCall } from '../../test-support/sync-test-kit.js';

/**
 * Hostile pushes and pulls: `$` operators, prototype keys, wrong types, huge strings, unknown
 * fields, broken JSON, rows shaped almost right. Every one is refused with a 4xx (never a 5xx)
 * and nothing stored changes. fast-check prints the seed and the shrunk input on failure.
 */
let server: TestServer;
let seeker: SignedUp;
let lister: SignedUp;
let listingId: string;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  seeker = await activeMember(server, 'seeker');
  listingId = (await createListing(server, lister.token)).id;
  await push(server, seeker.token, 'outbox', [{ newDocumentState: queuedRow('seed-row', { to: lister.user.id, message: 'hello', listing_id: listingId }) }]);
  await server.api('POST', `/saved-listings/${listingId}`, { token: seeker.token });
});
afterAll(() => server.close());

/** Everything replication stores, to compare before and after. */
async function storedState(): Promise<string> {
  const names = ['sync_counters', 'threads', 'messages', 'outbox', 'saved_listings'];
  const all = await Promise.all(names.map((n) => server.context.store.collection(n).find({}, { sort: { _id: 1 } })));
  return JSON.stringify(all);
}

const fieldsOf: Record<string, string[]> = {
  threads: Object.keys(threadEntries),
  outbox: Object.keys(outboxEntries),
  saved_listings: Object.keys(savedListingEntries),
  messages: ['id', 'message'],
};

describe('hostile sync input', () => {
  it('push bodies: junk, junk rows and near-valid rows with one hostile field are 4xx and change nothing', async () => {
    const before = await storedState();
    const valid = queuedRow('hostile-row', { to: lister.user.id, message: 'x', listing_id: listingId }) as Record<string, unknown>;
    const nearValid = fc
      // Fields where any other value is refused (created_at/serverSeq/updated_at accept any string or count).
      .tuple(fc.constantFrom('id', 'state', 'kind', 'payload', 'error', 'result', '$set', 'unknown_field', '__proto__', 'owner_id', '_id'), hostileValue(['x'.repeat(6000), 'queued']))
      .filter(([key, value]) => !(key in valid) || (JSON.stringify(value) !== JSON.stringify(valid[key]) && !(key === 'state' && value === 'queued') && !(key === 'id' && typeof value === 'string' && /^[0-9A-Za-z_-]{1,64}$/.test(value))))
      .map(([key, value]) => [{ newDocumentState: { ...valid, [key]: value } }]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('threads', 'outbox', 'saved_listings', 'messages'),
        fc.oneof(
          // An empty array is a valid (empty) push.
          hostileBody([]).filter((b) => !(Array.isArray(b) && b.length === 0)),
          fc.array(fc.record({ newDocumentState: hostileBody(fieldsOf.outbox!) }), { minLength: 1, maxLength: 3 }),
          fc.array(hostileBody(['newDocumentState', 'assumedMasterState']), { minLength: 1, maxLength: 3 }),
        ),
        async (collection, body) => {
          const res = await push(server, seeker.token, collection, body);
          expect(res.status, JSON.stringify(body).slice(0, 300)).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(nearValid, async (body) => {
        const res = await push(server, seeker.token, 'outbox', body);
        expect(res.status, JSON.stringify(body).slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(rawJunk, async (raw) => {
        const res = await syncCall(server, 'POST', '/outbox/push', { token: seeker.token, raw });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 20 },
    );
    const oversize = Array.from({ length: 51 }, (_, i) => ({ newDocumentState: { ...valid, id: `r${i}` } }));
    expect((await push(server, seeker.token, 'outbox', oversize)).status).toBe(422);
    expect(await storedState()).toBe(before);
  });

  it('pull queries and collection names: junk is 4xx and changes nothing', async () => {
    const before = await storedState();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('threads', 'outbox', 'nope', '..', '%24where', 'constructor'),
        fc.constantFrom('seq', 'id', 'limit', '$where', '__proto__', 'seq[$gt]'),
        fc.string({ maxLength: 40 }),
        async (collection, key, value) => {
          const res = await syncCall(server, 'GET', `/${collection}/pull?${encodeURIComponent(key)}=${encodeURIComponent(value)}`, { token: seeker.token });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect(await storedState()).toBe(before);
  });
});
