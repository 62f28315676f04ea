import { LISTING_STATUS, type MyListing } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, type SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import { boostEndsAt, BOOST_END_JOB } from './boost-end-job.js';

let server: TestServer;
let lister: SignedUp;
beforeAll(async () => {
  server = await startTestServer({ demoData: false });
  // Mid-month, so "month end" is unambiguous.
  const now = new Date(server.clock.now());
  server.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15, 12) - server.clock.now());
  lister = await signUpLister(server, 'pro');
});
afterAll(() => server.close());

const listings = () => server.context.store.collection<ListingDoc>('listings');
const promote = (id: string, fields: Partial<ListingDoc>) => listings().updateOne({ _id: id }, { $set: fields });
const stored = async (id: string) => (await listings().findOne({ _id: id }))!;
const nextMonthStart = () => {
  const d = new Date(server.clock.now());
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};
const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);

describe('boost-end job (spec 2 §4: a Boost is paid until month end)', () => {
  it('ends boosts at month end, keeps Featured and later boosts, never cuts an undated boost short, and is idempotent', async () => {
    const featured = await createListing(server, lister.token, { title: 'Featured pad' });
    const cancelled = await createListing(server, lister.token, { title: 'Cancelled feature pad' });
    const undated = await createListing(server, lister.token, { title: 'Old boost pad' });
    const later = await createListing(server, lister.token, { title: 'Next month boost pad' });
    const plain = await createListing(server, lister.token, { title: 'Plain pad' });
    await promote(featured.id, { feature_listing: 1, feature_ongoing: 1 });
    await promote(cancelled.id, { feature_listing: 1, feature_ongoing: 1 });
    await promote(undated.id, { feature_listing: 1, feature_ongoing: 0 });
    await promote(later.id, { feature_listing: 1, feature_ongoing: 0, boost_ends_at: boostEndsAt(nextMonthStart()) });

    // Cancelling Featured keeps a Boost until month end (the API answers 'boosted').
    const res = await server.api<{ data: { feature: string } }>('DELETE', `/user/featured-listings/${cancelled.id}`, { token: lister.token });
    expect(res.body.data.feature).toBe('boosted');
    const monthEnd = nextMonthStart();
    expect((await stored(cancelled.id)).boost_ends_at).toBe(new Date(monthEnd).toISOString());

    // Mid-month: the previous month's occurrence runs and ends nothing paid for this month.
    const d = new Date(server.clock.now());
    const thisMonthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    expect((await server.context.jobs.tick()).done).toContain(`${BOOST_END_JOB}:${monthKey(thisMonthStart - 1)}`);
    expect((await stored(cancelled.id)).feature_listing).toBe(1);
    expect(await stored(undated.id)).toMatchObject({ feature_listing: 1, boost_ends_at: new Date(monthEnd).toISOString() });

    // One minute before month end nothing changes; at month end the boosts of this month end.
    server.clock.advance(monthEnd - 60_000 - server.clock.now());
    await server.context.jobs.tick();
    expect((await stored(cancelled.id)).feature_listing).toBe(1);
    server.clock.advance(60_000);
    const atEnd = await server.context.jobs.tick();
    const endedMonth = monthKey(monthEnd - 1);
    expect(atEnd.done).toContain(`${BOOST_END_JOB}:${endedMonth}`);

    for (const id of [cancelled.id, undated.id]) {
      expect(await stored(id)).toMatchObject({ feature_listing: 0, feature_ongoing: 0, boost_ends_at: null, status: LISTING_STATUS.active });
    }
    expect(await stored(featured.id)).toMatchObject({ feature_listing: 1, feature_ongoing: 1 });
    expect(await stored(later.id)).toMatchObject({ feature_listing: 1, feature_ongoing: 0 });
    expect((await stored(plain.id)).feature_listing).toBe(0);

    // The lister (logging in again: a day-long session ran out) sees a plain, still active listing.
    const session = await logIn(server, lister.email, lister.password);
    const mine = await server.api<{ data: { data: MyListing[] } }>('GET', '/crashpads', { token: session.token });
    const row = mine.body.data.data.find((l) => l.id === cancelled.id)!;
    expect(row).toMatchObject({ feature_listing: 0, feature_ongoing: 0, status: LISTING_STATUS.active });
    expect(row).not.toHaveProperty('boost_ends_at');

    // Same time again: the occurrence is done and nothing runs; the listings keep their revision.
    const rev = (await stored(cancelled.id)).rev;
    expect((await server.context.jobs.tick()).done).toEqual([]);
    expect((await stored(cancelled.id)).rev).toBe(rev);

    // The next month end ends the boost bought for next month.
    const secondEnd = nextMonthStart();
    expect((await stored(later.id)).boost_ends_at).toBe(new Date(secondEnd).toISOString());
    server.clock.advance(secondEnd - server.clock.now());
    expect((await server.context.jobs.tick()).done).toContain(`${BOOST_END_JOB}:${monthKey(secondEnd - 1)}`);
    expect(await stored(later.id)).toMatchObject({ feature_listing: 0, boost_ends_at: null });
  });
});
