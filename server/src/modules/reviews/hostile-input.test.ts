import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@crashpad/sync';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { expectHostileBodiesRefused, expectHostilePathsRefused, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { signUpRenter } from '../../test-support/rentals-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: junk thrown at the review endpoints (wrong types, `$` operators, huge strings, unknown
 * fields, broken JSON, hostile ids and queries) is answered 4xx, never 5xx, and no review, user or
 * listing changes. Bodies come from callers for whom even a valid body is refused — the tenant
 * has already reviewed the lister, the lister has already answered the review, another lister
 * does not own it — and carry the real ids, so junk meets real records.
 */
let server: TestServer;
let lister: SignedUp;
let tenant: SignedUp;
let otherLister: SignedUp;
let listingId: string;
let review: Review;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server);
  otherLister = await signUpLister(server);
  tenant = await signUpRenter(server, lister.user.id);
  listingId = (await createListing(server, lister.token)).id;
  const res = await server.api<{ data: Review }>('POST', '/user/review', { token: tenant.token, body: { lister_id: lister.user.id, listing_id: listingId, score: 4, message: 'Clean' } });
  if (res.status !== 201) throw new Error(`review failed: ${res.status}`);
  review = res.body.data;
  const answer = await server.api('POST', '/user/review-response', { token: lister.token, body: { review_id: review.id, message: 'Thanks' } });
  if (answer.status !== 201) throw new Error(`response failed: ${answer.status}`);
});
afterAll(() => server.close());

const snapshot = () => storedState(server, ['reviews', 'users', 'listings']);
const REVIEW_FIELDS = ['lister_id', 'listing_id', 'obj_type', 'score', 'message'];
const RESPONSE_FIELDS = ['review_id', 'listing_id', 'obj_type', 'message'];

const writers = () => [
  { method: 'POST', path: '/user/review', fields: REVIEW_FIELDS, token: tenant.token },
  { method: 'POST', path: '/user/review', fields: REVIEW_FIELDS, token: otherLister.token },
  { method: 'POST', path: '/user/review-response', fields: RESPONSE_FIELDS, token: lister.token },
  { method: 'POST', path: '/user/review-response', fields: RESPONSE_FIELDS, token: otherLister.token },
];

describe('hostile input to the review endpoints', () => {
  it('answers 4xx to hostile JSON bodies and changes nothing', async () => {
    const before = await snapshot();
    await expectHostileBodiesRefused(server, writers(), {
      seed: 2101,
      extraKeys: ['author_id', 'response', 'created_at', '_id'],
      extraScalars: [lister.user.id, listingId, review.id, tenant.user.id, 'user', '5', '4.5'],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to broken JSON and wrong content types and changes nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writers()),
        rawJunk,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz'),
        async (endpoint, raw, contentType) => {
          const res = await server.api(endpoint.method, endpoint.path, { raw, contentType, token: endpoint.token });
          expect(res.status, `${endpoint.path} ${contentType} ${raw}`).toBeLessThan(500);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 25, seed: 2102 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to hostile ids and queries of the review pages and changes nothing', async () => {
    const before = await snapshot();
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/user/review/{seg}' },
        { method: 'GET', path: '/user/review/{seg}', token: tenant.token },
        { method: 'GET', path: '/listing/review/{seg}', token: tenant.token },
        // Real records with a query they do not take.
        { method: 'GET', path: `/user/review/${lister.user.id}`, token: tenant.token },
        { method: 'GET', path: `/listing/review/${listingId}`, token: otherLister.token },
      ],
      { seed: 2103 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
