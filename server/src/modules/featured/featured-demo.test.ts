import type { ListingCard, MyListing } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD, seedDemoData } from '../demo/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.context);
});
afterAll(() => server.close());

describe('demo featured listings', () => {
  it('/listings/featured shows demo listings, featured ones before the boosted one', async () => {
    const res = await server.api<{ data: ListingCard[] }>('GET', '/listings/featured');
    const badges = res.body.data.map((c) => (c.badges.includes('featured') ? 'featured' : c.badges.includes('boosted') ? 'boosted' : 'none'));
    expect(badges.filter((b) => b === 'featured').length).toBeGreaterThanOrEqual(2);
    expect(badges).toContain('boosted');
    expect(badges.indexOf('boosted')).toBeGreaterThan(badges.lastIndexOf('featured'));
  });

  it('lister@example.com has one Featured and one Boosted listing to manage', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const mine = await server.api<{ data: { data: MyListing[] } }>('GET', '/crashpads', { token: lister.token });
    const states = mine.body.data.data.map((l) => `${l.feature_listing}${l.feature_ongoing}`).sort();
    expect(states).toEqual(['10', '11']);
  });
});
