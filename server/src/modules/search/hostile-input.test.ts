import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostilePathsRefused, hostileQuery, hostileSegment, storedState } from '../../test-support/hostile-input.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: hostile airport codes in GET /airports/{prefix}/listings and hostile search queries
 * never answer 5xx, and nothing stored changes. Codes are matched case-insensitively and any
 * three letters may be a real airport, so a code only has to avoid a 5xx. (Search keys are also
 * probed one by one in the listings test.)
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createListing(server, (await signUpLister(server)).token);
});
afterAll(() => server.close());

const KEYS = ['airport', 'city', 'sort', 'dir', 'occupied', 'gender', 'page', 'limit', 'lat', 'lng', 'radius'];

describe('hostile input to the listing search', () => {
  it('never answers 5xx to hostile airport codes and queries, and changes nothing', async () => {
    const before = await storedState(server, ['listings', 'users']);
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/airports/DEN/listings', queryKeys: KEYS },
        { method: 'GET', path: '/listings', queryKeys: KEYS },
      ],
      { seed: 3401 },
    );
    await fc.assert(
      fc.asyncProperty(hostileSegment(['ZZZ', 'den', 'DENX', '%24ne']), fc.option(hostileQuery(KEYS), { nil: undefined }), async (code, query) => {
        const path = `/airports/${code}/listings${query === undefined ? '' : `?${query}`}`;
        const res = await server.api('GET', path);
        expect(res.status, path.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 40, seed: 3402 },
    );
    expect(await storedState(server, ['listings', 'users'])).toEqual(before);
  });
});
