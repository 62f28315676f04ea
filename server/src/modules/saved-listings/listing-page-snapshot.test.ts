import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { usersRepo } from '../accounts/users-repo.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { replicatedCollection } from '../sync/replicated-collection.js';
import { activeMember, pullAll, push } from '../../test-support/sync-test-kit.js';
import { savedListingsService, type SavedListingDoc } from './saved-listings-service.js';

/** The snapshot carries what the listing page shows offline (issue 8), and older ones are upgraded. */
let server: TestServer;
let lister: SignedUp;
let seeker: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  seeker = await activeMember(server, 'seeker');
});
afterAll(() => server.close());

const insert = (id: string) => ({ id, serverSeq: 0, updated_at: '', listing_id: id, saved_at: '', snapshot: null, listing_state: 'current', listing_changed_at: null, _deleted: false });
const snapshotOf = async (id: string) => (await pullAll(server, seeker.token, 'saved_listings')).docs.get(id) as { snapshot: Record<string, unknown>; listing_state: string; serverSeq: number } | undefined;

describe('saved listing snapshot for the listing page offline', () => {
  it('holds the facts, sections and airport distances of the page, and no coordinates or street', async () => {
    const listing = await createListing(server, lister.token, { title: 'Page facts pad', max_nights: 21, number_of_shower: 2 });
    await push(server, seeker.token, 'saved_listings', [{ newDocumentState: insert(listing.id) }]);
    const snap = (await snapshotOf(listing.id))!.snapshot;
    expect(snap).toMatchObject({ max_nights: 21, number_of_shower: 2, total_room: 2, rental_type: expect.any(String), gender_preference: expect.any(String), amenities: [], created_at: expect.any(String) });
    expect((snap.airports as { prefix: string; distance: number }[])[0]).toMatchObject({ prefix: 'DEN', distance: expect.any(Number) });
    // Not a public phone (the factory's lister keeps it private): no phone in the copy.
    expect((snap.lister as { phone_number: string | null }).phone_number).toBeNull();
    for (const hidden of ['latitude', 'longitude', 'street1', 'postal_code', 'views']) expect(snap, hidden).not.toHaveProperty(hidden);
  });

  it('upgrades a snapshot stored before the page fields existed, without marking the listing changed', async () => {
    const listing = await createListing(server, lister.token, { title: 'Old snapshot pad' });
    await push(server, seeker.token, 'saved_listings', [{ newDocumentState: insert(listing.id) }]);
    const ctx = server.context;
    const feed = replicatedCollection<SavedListingDoc>(ctx.store, ctx.clock, 'saved_listings');
    const service = savedListingsService({ app: ctx, feed, listings: listingsRepo(ctx.store), users: usersRepo(ctx.store) });
    // Strip the page fields as a snapshot written by the previous version would be.
    await feed.mutate(`${seeker.user.id}:${listing.id}`, (cur) => {
      const { rental_type: _a, number_of_shower: _b, max_nights: _c, total_room: _d, gender_preference: _e, amenities: _f, preferences: _g, places: _h, created_at: _i, rules_policies_des: _j, ...old } = cur!.snapshot!;
      const { _id: _key, serverSeq: _s, updated_at: _u, ...rest } = cur!;
      return { ...rest, snapshot: old };
    });
    const before = (await snapshotOf(listing.id))!;
    expect(before.snapshot).not.toHaveProperty('max_nights');

    expect(await service.upgradeSnapshots()).toBeGreaterThanOrEqual(1);
    const after = (await snapshotOf(listing.id))!;
    expect(after.snapshot).toMatchObject({ title: 'Old snapshot pad', max_nights: expect.any(Number), rental_type: expect.any(String) });
    expect(after.listing_state).toBe('current');
    expect(after.serverSeq).toBeGreaterThan(before.serverSeq);
    // Idempotent: nothing left to upgrade.
    expect(await service.upgradeSnapshots()).toBe(0);
  });
});
