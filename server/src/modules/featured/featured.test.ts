import type { FeaturedListingOutput, Listing, ListingCard, MyListing } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, occupyBeds, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { AuthState } from '../../http/auth.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { featuredService } from './featured-service.js';

let server: TestServer;
let lister: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  server = await startTestServer({ demoData: false });
  lister = await signUpLister(server, 'pro');
  other = await signUpLister(server, 'pro');
});
afterAll(() => server.close());

/** Payments are another area: set the flags as a completed featured checkout would leave them. */
async function promote(id: string, state: 'featured' | 'boosted'): Promise<void> {
  await server.context.store
    .collection('listings')
    .updateOne({ _id: id }, { $set: { feature_listing: 1, feature_ongoing: state === 'featured' ? 1 : 0 } });
}
async function mine(token: string, id: string): Promise<MyListing> {
  const res = await server.api<{ data: { data: MyListing[] } }>('GET', '/crashpads', { token });
  return res.body.data.data.find((l) => l.id === id)!;
}

describe('GET /listings/featured', () => {
  it('lists active featured listings first, then boosted ones, and nothing else', async () => {
    const plain = await createListing(server, lister.token, { title: 'Plain pad' });
    const boosted = await createListing(server, lister.token, { title: 'Boosted pad' });
    const featured = await createListing(server, other.token, { title: 'Featured pad' });
    const hidden = await createListing(server, other.token, { title: 'Inactive featured pad' });
    await promote(boosted.id, 'boosted');
    await promote(featured.id, 'featured');
    await promote(hidden.id, 'featured');
    await server.api('POST', `/crashpads/status/${hidden.id}`, { token: other.token, body: { status: 1 } });

    const res = await server.api<{ data: ListingCard[] }>('GET', '/listings/featured');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((c) => c.id);
    expect(ids.indexOf(featured.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(featured.id)).toBeLessThan(ids.indexOf(boosted.id));
    expect(ids).not.toContain(plain.id);
    expect(ids).not.toContain(hidden.id);
    expect(res.body.data.find((c) => c.id === boosted.id)!.badges).toContain('boosted');
  });

  it('refuses unknown query keys', async () => {
    expect((await server.api('GET', '/listings/featured?x=1')).status).toBe(422);
  });
});

describe('GET /listings/featured/{id}', () => {
  it('answers the listing summary, its feature state and the three plans with spec prices', async () => {
    const l = await createListing(server, lister.token, { title: 'Checkout pad' });
    const res = await server.api<FeaturedListingOutput>('GET', `/listings/featured/${l.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: l.id, title: 'Checkout pad' });
    expect(res.body.feature).toBe('none');
    expect(res.body.plans).toEqual([
      { plan: 'boost_subscription', price_cents: 999, recurring: true },
      { plan: 'boost_1_week', price_cents: 500, recurring: false },
      { plan: 'boost_1_month', price_cents: 1500, recurring: false },
    ]);
  });

  it('is 404 for inactive and unknown listings', async () => {
    const l = await createListing(server, other.token);
    await server.api('POST', `/crashpads/status/${l.id}`, { token: other.token, body: { status: 1 } });
    expect((await server.api('GET', `/listings/featured/${l.id}`)).status).toBe(404);
    expect((await server.api('GET', '/listings/featured/01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await server.api('GET', '/listings/featured/not-an-id')).status).toBe(404);
  });
});

describe('POST /user/featured-listings (checkout)', () => {
  it('charges through the payments module and promotes the listing only then', async () => {
    const l = await createListing(server, lister.token);
    const res = await server.api<{ data: { feature: string; amount_cents: number } }>('POST', '/user/featured-listings', {
      token: lister.token,
      body: { listing_id: l.id, featured_listing_plan: 'boost_1_week' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ feature: 'boosted', amount_cents: 500 });
    expect((await mine(lister.token, l.id)).feature_listing).toBe(1);
  });

  it('checks the request first: login, plan, own listing', async () => {
    const l = await createListing(server, lister.token);
    expect((await server.api('POST', '/user/featured-listings', { body: { listing_id: l.id, featured_listing_plan: 'boost_1_week' } })).status).toBe(401);
    const bad = await server.api<{ fields: Record<string, string> }>('POST', '/user/featured-listings', { token: lister.token, body: { listing_id: l.id, featured_listing_plan: 'gold' } });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.featured_listing_plan).toBe('Please choose a featured plan.');
    expect((await server.api('POST', '/user/featured-listings', { token: other.token, body: { listing_id: l.id, featured_listing_plan: 'boost_1_week' } })).status).toBe(403);
  });
});

describe('DELETE /user/featured-listings/{id}', () => {
  it('cancelling Featured keeps the listing Boosted and active (paid until month end)', async () => {
    const l = await createListing(server, lister.token);
    await promote(l.id, 'featured');
    const res = await server.api<{ data: { feature: string; status: number } }>('DELETE', `/user/featured-listings/${l.id}`, { token: lister.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ feature: 'boosted', status: 2 });
    expect(await mine(lister.token, l.id)).toMatchObject({ feature_listing: 1, feature_ongoing: 0, status: 2 });
  });

  it('removing the Boost ends the promotion and deactivates the listing', async () => {
    const l = await createListing(server, lister.token);
    await promote(l.id, 'boosted');
    const res = await server.api<{ data: { feature: string; status: number } }>('DELETE', `/user/featured-listings/${l.id}`, { token: lister.token });
    expect(res.body.data).toEqual({ feature: 'none', status: 1 });
    expect(await mine(lister.token, l.id)).toMatchObject({ feature_listing: 0, feature_ongoing: 0, status: 1 });
    const list = await server.api<{ data: ListingCard[] }>('GET', '/listings/featured');
    expect(list.body.data.map((c) => c.id)).not.toContain(l.id);
  });

  it('removing the Boost of a listing with tenants keeps it active (it cannot be deactivated)', async () => {
    const l: Listing = await createListing(server, lister.token);
    await occupyBeds(server, l.id, [l.rooms[0]!.beds[0]!.id]);
    await promote(l.id, 'boosted');
    const res = await server.api<{ data: { feature: string; status: number } }>('DELETE', `/user/featured-listings/${l.id}`, { token: lister.token });
    expect(res.body.data).toEqual({ feature: 'none', status: 2 });
  });

  it('a lister edit landing while the promotion is cancelled does not turn the cancellation into 409', async () => {
    const l = await createListing(server, lister.token, { title: 'Edited while cancelling' });
    await promote(l.id, 'boosted');
    const listings = listingsRepo(server.context.store);
    const stopped: string[] = [];
    // The payments side stands in here: while "Stripe" is called the lister saves the listing in
    // another tab, which moves its revision under the cancellation's compare-and-set.
    const service = featuredService({
      listings,
      now: () => server.context.clock.now(),
      promotions: {
        checkout: () => Promise.reject(new Error('not used')),
        withPromotionLock: (_id, fn) => fn(),
        async cancel(_auth, listingId) {
          stopped.push(listingId);
          const doc = (await listings.byId(listingId))!;
          expect(await listings.setIfUnchanged(doc, { title: 'Renamed meanwhile' })).not.toBeNull();
        },
      },
    });
    const auth = { user: { _id: lister.user.id }, sessionId: '', claims: {}, actorId: null } as unknown as AuthState;
    expect(await service.cancel(auth, l.id)).toEqual({ feature: 'none', status: 1 });
    expect(stopped).toEqual([l.id]);
    // Both changes are kept: the lister's title and the cancellation's flags.
    expect(await mine(lister.token, l.id)).toMatchObject({ title: 'Renamed meanwhile', feature_listing: 0, feature_ongoing: 0, status: 1 });
  });

  it('refuses other people, visitors and listings that are not promoted', async () => {
    const l = await createListing(server, lister.token);
    await promote(l.id, 'featured');
    expect((await server.api('DELETE', `/user/featured-listings/${l.id}`, { token: other.token })).status).toBe(403);
    expect((await server.api('DELETE', `/user/featured-listings/${l.id}`)).status).toBe(401);
    const seeker = await signUp(server, { account_type: 'seeker' });
    expect((await server.api('DELETE', `/user/featured-listings/${l.id}`, { token: seeker.token })).status).toBe(403);
    const plain = await createListing(server, lister.token);
    expect((await server.api('DELETE', `/user/featured-listings/${plain.id}`, { token: lister.token })).status).toBe(409);
  });
});
