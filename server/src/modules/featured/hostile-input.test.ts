import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_PLANS } from '@crashpad/sync';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { expectHostileBodiesRefused, expectHostilePathsRefused, hostileBody, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: junk thrown at the featured endpoints is answered 4xx, never 5xx, and no listing or
 * user changes. The owner's listing is already Featured, so even a valid checkout from the owner
 * is refused (409) and one from another lister is forbidden; a cancellation carrying a body is
 * junk too and must not cancel anything.
 */
let server: TestServer;
let owner: SignedUp;
let attacker: SignedUp;
let listingId: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpLister(server, 'pro');
  attacker = await signUpLister(server, 'pro');
  listingId = (await createListing(server, owner.token)).id;
  await createListing(server, attacker.token);
  await server.context.store.collection('listings').updateOne({ _id: listingId }, { $set: { feature_listing: 1, feature_ongoing: 1 } });
});
afterAll(() => server.close());

const snapshot = () => storedState(server, ['listings', 'users']);
const CHECKOUT_FIELDS = ['listing_id', 'featured_listing_plan'];

describe('hostile input to the featured endpoints', () => {
  it('answers 4xx to hostile checkout bodies and changes nothing', async () => {
    const before = await snapshot();
    await expectHostileBodiesRefused(
      server,
      [
        { method: 'POST', path: '/user/featured-listings', fields: CHECKOUT_FIELDS, token: owner.token },
        { method: 'POST', path: '/user/featured-listings', fields: CHECKOUT_FIELDS, token: attacker.token },
      ],
      { seed: 2201, extraKeys: ['feature_listing', 'feature_ongoing', 'price'], extraScalars: [listingId, ...FEATURED_PLANS] },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('a cancellation with a junk body, or of another lister’s listing, is 4xx and cancels nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('owner', 'attacker'),
        hostileBody([], { extraScalars: [listingId] }),
        async (who, body) => {
          const token = who === 'owner' ? owner.token : attacker.token;
          const res = await server.api('DELETE', `/user/featured-listings/${listingId}`, { token, body });
          expect(res.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      // Bodies the `?? {}` idiom would have waved through, tried first.
      { numRuns: 25, seed: 2202, examples: [['owner', null], ['owner', []], ['owner', false]] },
    );
    await fc.assert(
      fc.asyncProperty(rawJunk, fc.constantFrom('application/json', 'text/plain'), async (raw, contentType) => {
        const res = await server.api('DELETE', `/user/featured-listings/${listingId}`, { token: owner.token, raw, contentType });
        expect(res.status, `${contentType} ${raw}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2203 },
    );
    expect((await server.api('DELETE', `/user/featured-listings/${listingId}`, { token: attacker.token })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to broken checkout JSON and changes nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(rawJunk, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), async (raw, contentType) => {
        const res = await server.api('POST', '/user/featured-listings', { token: owner.token, raw, contentType });
        expect(res.status, `${contentType} ${raw}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2204 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to hostile ids and queries and changes nothing', async () => {
    const before = await snapshot();
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/listings/featured' },
        { method: 'GET', path: '/listings/featured/{seg}' },
        { method: 'GET', path: `/listings/featured/${listingId}` },
        { method: 'DELETE', path: '/user/featured-listings/{seg}', token: owner.token },
      ],
      { seed: 2205 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
