import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedOutput } from '@crashpad/sync';
import { DEFAULT_FLAGS } from '../../platform/config.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { FEED_CACHE_MS } from './feeds-service.js';
import { sampleEvents, startFeedStub, type FeedStub } from '../../test-support/feed-test-kit.js';

let stub: FeedStub;
beforeAll(async () => {
  stub = await startFeedStub();
  stub.answer = { status: 200, body: sampleEvents };
});
afterAll(() => stub.close());

async function withServer(overrides: Parameters<typeof startTestServer>[0], run: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(overrides);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const feedsOn = { site: 'site.travelbug' as const, feedsUrl: null as string | null, feedsKey: 'k-1', flags: { ...DEFAULT_FLAGS, events: true, special_offers: true } };

describe('GET /feeds/:type', () => {
  it('is off by default', async () => {
    await withServer({}, async (server) => {
      const res = await server.api('GET', '/feeds/events');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'feature_disabled' });
    });
  });

  it('stays off for the crashpad brand even with a service and the flags on', async () => {
    await withServer({ ...feedsOn, site: 'site.crashpad', feedsUrl: stub.url }, async (server) => {
      expect((await server.api('GET', '/feeds/events')).status).toBe(404);
      expect(stub.requests).toHaveLength(0);
    });
  });

  it('proxies the service for a brand with the flag on, caches answers and validates queries', async () => {
    await withServer({ ...feedsOn, feedsUrl: stub.url }, async (server) => {
      const res = await server.api<FeedOutput>('GET', '/feeds/events?lat=39.8&lng=-104.7&limit=4');
      expect(res.status).toBe(200);
      expect(res.body.items.map((i) => i.title)).toEqual(['Brewery tour', 'Crew yoga']);
      expect(stub.requests.at(-1)?.apiKey).toBe('k-1');
      expect(stub.requests.at(-1)?.url.searchParams.get('radius')).toBe('100');
      const before = stub.requests.length;
      await server.api('GET', '/feeds/events?lat=39.8&lng=-104.7&limit=4');
      expect(stub.requests).toHaveLength(before);
      server.clock.advance(FEED_CACHE_MS);
      await server.api('GET', '/feeds/events?lat=39.8&lng=-104.7&limit=4');
      expect(stub.requests).toHaveLength(before + 1);

      expect((await server.api('GET', '/feeds/events?lat=39.8')).status).toBe(422);
      expect((await server.api('GET', '/feeds/events?limit=9')).status).toBe(422);
      expect((await server.api('GET', '/feeds/events?radius=501')).status).toBe(422);
      expect((await server.api('GET', '/feeds/weather')).status).toBe(404);
    });
  });

  it('answers 502 when the service fails, and each type follows its own flag', async () => {
    await withServer({ ...feedsOn, feedsUrl: stub.url, flags: { ...DEFAULT_FLAGS, events: false, special_offers: true } }, async (server) => {
      expect((await server.api('GET', '/feeds/events')).status).toBe(404);
      stub.answer = { status: 503, body: {} };
      try {
        expect((await server.api('GET', '/feeds/special_offers')).status).toBe(502);
      } finally {
        stub.answer = { status: 200, body: sampleEvents };
      }
    });
  });
});
