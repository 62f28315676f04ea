import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIMIT_MAX, FEED_RADIUS_MAX } from '@crashpad/sync';
import { DEFAULT_FLAGS } from '../../platform/config.js';
import { expectHostilePathsRefused, hostileQuery } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { sampleEvents, startFeedStub, type FeedStub } from '../../test-support/feed-test-kit.js';

/**
 * Property: hostile feed types and query strings never answer 5xx, unknown types answer 4xx,
 * and whatever the query, the feed service only ever receives the parameters the client builds
 * (type, limit, radius, eventType, lat, lng, city) with values inside their ranges: junk is
 * stopped at our edge, not forwarded. The feeds are on (a brand with the flags and a stub service).
 */
let stub: FeedStub;
let server: TestServer;
beforeAll(async () => {
  stub = await startFeedStub();
  stub.answer = { status: 200, body: sampleEvents };
  server = await startTestServer({ site: 'site.travelbug', feedsUrl: stub.url, feedsKey: 'k-1', flags: { ...DEFAULT_FLAGS, events: true, special_offers: true } });
});
afterAll(async () => {
  await server.close();
  await stub.close();
});

const QUERY_KEYS = ['lat', 'lng', 'city', 'radius', 'limit'];
const FORWARDED = new Set(['type', 'limit', 'radius', 'eventType', 'lat', 'lng', 'city']);

describe('hostile input to GET /feeds/:type', () => {
  it('answers 4xx to hostile types and never 5xx to hostile queries', async () => {
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/feeds/{seg}' },
        { method: 'GET', path: '/feeds/events', queryKeys: QUERY_KEYS },
        { method: 'GET', path: '/feeds/special_offers', queryKeys: QUERY_KEYS },
      ],
      { seed: 2901, extraSegments: ['EVENTS', 'events ', 'special-offers'] },
    );
  });

  it('forwards only checked parameters to the feed service', async () => {
    // Numbers near and past the limits, so valid and invalid values both occur.
    const numeric = fc.constantFrom('0', '1', '8', '9', '-90', '90.5', '180', '-181', '500', '501', '1e3', '0x10', ' 5', '5 ', '');
    const query = fc.oneof(
      hostileQuery(QUERY_KEYS),
      fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(numeric, fc.string({ maxLength: 20 }))), { minLength: 1, maxLength: 4 })
        .map((pairs) => pairs.map(([k, x]) => `${k}=${encodeURIComponent(x)}`).join('&')),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('events', 'special_offers'), query, async (type, q) => {
        const res = await server.api('GET', `/feeds/${type}?${q}`);
        expect(res.status, q).toBeLessThan(500);
        expect([200, 422], q).toContain(res.status);
      }),
      { numRuns: 60, seed: 2902 },
    );
    expect(stub.requests.length).toBeGreaterThan(0);
    for (const { url } of stub.requests) {
      const params = [...url.searchParams.keys()];
      expect(params.every((k) => FORWARDED.has(k)), url.search).toBe(true);
      expect(new Set(params).size, url.search).toBe(params.length);
      const num = (k: string) => Number(url.searchParams.get(k));
      expect(num('limit')).toBeGreaterThanOrEqual(1);
      expect(num('limit')).toBeLessThanOrEqual(FEED_LIMIT_MAX);
      expect(num('radius')).toBeLessThanOrEqual(FEED_RADIUS_MAX);
      if (url.searchParams.has('lat')) expect(Math.abs(num('lat')), url.search).toBeLessThanOrEqual(90);
      if (url.searchParams.has('lng')) expect(Math.abs(num('lng')), url.search).toBeLessThanOrEqual(180);
      expect((url.searchParams.get('city') ?? '').length).toBeLessThanOrEqual(100);
    }
  });
});
