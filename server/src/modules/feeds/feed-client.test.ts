import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFeedClient, FeedUnavailableError } from './feed-client.js';
import { sampleEvents, startFeedStub, type FeedStub } from '../../test-support/feed-test-kit.js';

let stub: FeedStub;
beforeAll(async () => {
  stub = await startFeedStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.answer = { status: 200, body: sampleEvents };
});

describe('feed client', () => {
  it('asks the service with its key and the query, and keeps only well-formed items in English', async () => {
    const client = createFeedClient({ baseUrl: stub.url, apiKey: 'k-123' });
    const items = await client.fetchFeed({ type: 'events', limit: 8, radius: 100, lat: 39.8, lng: -104.7 });
    const [request] = stub.requests;
    expect(request?.apiKey).toBe('k-123');
    expect(request?.url.pathname).toBe('/feed');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ type: 'events', eventType: 'all', limit: '8', radius: '100', lat: '39.8', lng: '-104.7' });
    expect(items).toEqual([
      {
        id: '17',
        type: 'events',
        title: 'Brewery tour',
        image: 'https://cdn.feeds.example/brewery.jpg',
        starts_at: '2026-05-01T18:00',
        ends_at: '2026-05-01T21:00',
        business_name: 'Mile High Brewing',
        price_range: '$$',
        rating: 4.5,
        distance_km: 12.3,
        lat: 39.75,
        lng: -104.99,
      },
      expect.objectContaining({ id: '18', title: 'Crew yoga', image: null }),
    ]);
  });

  it('reads special offers from their own list and honours the limit', async () => {
    stub.answer = { status: 200, body: { special_offers: [{ id: 'a', title: 'Parking 20% off' }, { id: 'b', title: 'Free coffee' }], events: [{ id: 'x', title: 'not this' }] } };
    const client = createFeedClient({ baseUrl: stub.url, apiKey: null });
    const items = await client.fetchFeed({ type: 'special_offers', limit: 1, radius: 100, city: 'Denver' });
    expect(items.map((i) => i.title)).toEqual(['Parking 20% off']);
    expect(stub.requests[0]?.apiKey).toBeUndefined();
    expect(stub.requests[0]?.url.searchParams.get('city')).toBe('Denver');
    expect(stub.requests[0]?.url.searchParams.has('lat')).toBe(false);
  });

  it('reports a failing, malformed or slow service as unavailable', async () => {
    const client = createFeedClient({ baseUrl: stub.url, apiKey: 'k', timeoutMs: 200 });
    const request = { type: 'events' as const, limit: 8, radius: 100 };
    stub.answer = { status: 500, body: { error: 'boom' } };
    await expect(client.fetchFeed(request)).rejects.toBeInstanceOf(FeedUnavailableError);
    stub.answer = { status: 200, body: 'not json' };
    await expect(client.fetchFeed(request)).rejects.toBeInstanceOf(FeedUnavailableError);
    stub.answer = { status: 200, body: { events: 'nope' } };
    await expect(client.fetchFeed(request)).rejects.toBeInstanceOf(FeedUnavailableError);
    stub.answer = { status: 200, body: sampleEvents, delayMs: 1_000 };
    await expect(client.fetchFeed(request)).rejects.toBeInstanceOf(FeedUnavailableError);
    const closed = createFeedClient({ baseUrl: 'http://127.0.0.1:9', apiKey: null, timeoutMs: 500 });
    await expect(closed.fetchFeed(request)).rejects.toBeInstanceOf(FeedUnavailableError);
  });
});
