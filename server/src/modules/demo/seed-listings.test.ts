import type { Listing, ListingSearchOutput, PublicListing } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

const BASES = ['DEN', 'ORD', 'ATL', 'DFW', 'LAX', 'JFK', 'EWR', 'IAH', 'SFO', 'MIA', 'SEA', 'PHX'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.context);
});
afterAll(() => server.close());

describe('demo listings', () => {
  it('gives lister@example.com at least two active listings and room to add another', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const mine = await server.api<{ data: { data: Listing[] } }>('GET', '/crashpads', { token: lister.token });
    expect(mine.body.data.data.filter((l) => l.status === 2).length).toBeGreaterThanOrEqual(2);
    expect((await server.api('GET', '/lister/can-add-listings', { token: lister.token })).status).toBe(200);
  });

  it('puts listings near every crew base, with varied prices, occupied beds and no invented images', async () => {
    const prices = new Set<number>();
    let occupied = 0;
    for (const prefix of BASES) {
      const res = await server.api<ListingSearchOutput>('GET', `/airports/${prefix}/listings`);
      // Bases near each other (JFK and EWR) also show each other's listings within the radius.
      expect(res.body.data.filter((c) => c.airport_distance < 15).length, prefix).toBeGreaterThanOrEqual(2);
      for (const card of res.body.data) {
        prices.add(card.rate_per_from);
        occupied += card.num_occupied_beds;
        expect(card.thumbnail).toBeNull();
        expect(card.airport_distance).toBeLessThanOrEqual(50);
      }
    }
    expect(prices.size).toBeGreaterThan(10);
    expect(occupied).toBeGreaterThan(0);
    const first = (await server.api<ListingSearchOutput>('GET', '/airports/DEN/listings')).body.data[0]!;
    const page = await server.api<{ data: PublicListing }>('GET', `/listing/${first.id}`);
    expect(page.body.data.description.length).toBeGreaterThanOrEqual(200);
    expect(page.body.data.images).toEqual([]);
  });

  it('lets the other demo hosts log in with the demo password', async () => {
    for (const email of ['host.east@example.com', 'host.central@example.com', 'host.west@example.com']) {
      expect((await logIn(server, email, DEMO_PASSWORD)).user).toMatchObject({ user_plan: 'pro', status: 'ACTIVE' });
    }
  });
});
