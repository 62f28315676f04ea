import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { expectHostilePathsRefused, hostileBody, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember } from '../../test-support/sync-test-kit.js';

/**
 * Property: junk thrown at the saved-listings REST calls is answered 4xx, never 5xx, and nothing
 * is saved or unsaved. Save and unsave take no body: the seeker has saved one listing and not the
 * other, so a junk body that was ignored would save or tombstone one and show in the snapshot.
 */
let server: TestServer;
let seeker: SignedUp;
let savedId: string;
let unsavedId: string;
beforeAll(async () => {
  server = await startTestServer();
  const lister = await signUpLister(server, 'pro');
  seeker = await activeMember(server, 'seeker');
  savedId = (await createListing(server, lister.token)).id;
  unsavedId = (await createListing(server, lister.token)).id;
  const saved = await server.api('POST', `/saved-listings/${savedId}`, { token: seeker.token });
  if (saved.status !== 201) throw new Error(`save failed: ${saved.status}`);
});
afterAll(() => server.close());

const snapshot = () => storedState(server, ['saved_listings', 'sync_counters', 'listings']);

describe('hostile input to the saved-listings calls', () => {
  it('save and unsave refuse any body, changing nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'DELETE'), hostileBody(['listing_id', '_deleted'], { extraScalars: [savedId, unsavedId] }), async (method, body) => {
        const path = `/saved-listings/${method === 'POST' ? unsavedId : savedId}`;
        const res = await server.api(method, path, { token: seeker.token, body });
        expect(res.status, `${method} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      // Bodies a lax "missing body means {}" check would wave through, tried first.
      { numRuns: 25, seed: 2601, examples: [['POST', null], ['DELETE', []], ['POST', false]] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'DELETE'), rawJunk, fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=xyz'), async (method, raw, contentType) => {
        const path = `/saved-listings/${method === 'POST' ? unsavedId : savedId}`;
        const res = await server.api(method, path, { token: seeker.token, raw, contentType });
        expect(res.status, `${method} ${contentType} ${raw}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2602 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to hostile listing ids and queries, changing nothing', async () => {
    const before = await snapshot();
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/saved-listings', token: seeker.token },
        { method: 'POST', path: '/saved-listings/{seg}', token: seeker.token },
        { method: 'DELETE', path: '/saved-listings/{seg}', token: seeker.token },
      ],
      { seed: 2603, extraSegments: [unsavedId.toLowerCase(), `${savedId}0`] },
    );
    expect(await snapshot()).toEqual(before);
  });
});
