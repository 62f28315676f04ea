import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingReviewsOutput, PublicListing, PublicUser, Review, ReviewResponse, UserReviewsOutput } from '@crashpad/sync';
import { signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { recordRental, signUpRenter, verifyEmail } from '../../test-support/rentals-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let lister: SignedUp;
let listingId: string;
let otherListingId: string;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server);
  listingId = (await createListing(server, lister.token, { title: 'Reviewed crew house' })).id;
  otherListingId = (await createListing(server, lister.token, { title: 'Second crew house' })).id;
});
afterAll(() => server.close());

const review = (token: string, body: Record<string, unknown>, locale?: string) =>
  server.api<{ data: Review; message?: string; code?: string }>('POST', '/user/review', { token, body: { obj_type: 'user', ...body }, locale });
const profile = (id: string, token?: string) => server.api<UserReviewsOutput>('GET', `/user/review/${id}`, { token });

describe('POST /user/review', () => {
  it('lets a tenant review a lister once, for one of their listings, and shows it on the profile', async () => {
    const tenant = await signUpRenter(server, lister.user.id, { display_name: 'Crew Reviewer' });
    const before = await profile(lister.user.id, tenant.token);
    expect(before.body).toMatchObject({ able_to_review: true, already_review: false, review: { num_reviews: 0 }, total_review: { avg_score: 0 } });

    const res = await review(tenant.token, { lister_id: lister.user.id, listing_id: listingId, score: 4.5, message: '  Quiet and clean.  ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ user_id: tenant.user.id, display_name: 'Crew Reviewer', score: 4.5, message: 'Quiet and clean.', listing_title: 'Reviewed crew house', response: null });

    const after = await profile(lister.user.id, tenant.token);
    expect(after.body).toMatchObject({ able_to_review: false, already_review: true, review: { num_reviews: 1 }, total_review: { avg_score: 4.5 } });
    expect(after.body.data.map((r) => r.id)).toEqual([res.body.data.id]);
    expect(after.body.user).toMatchObject({ id: lister.user.id, is_lister: true });
    expect(after.body.listings.map((l) => l.id).sort()).toEqual([listingId, otherListingId].sort());

    // Once per lister, whichever listing or none: the spec's message, translated.
    const again = await review(tenant.token, { lister_id: lister.user.id, listing_id: otherListingId, score: 5 }, 'fr');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_reviewed', message: 'Vous avez déjà évalué cette annonce.' });
    expect((await review(tenant.token, { lister_id: lister.user.id, score: 5 })).status).toBe(409);
  });

  it('stores one review when the same tenant submits twice at once', async () => {
    const tenant = await signUpRenter(server, lister.user.id);
    const both = await Promise.all([1, 2].map(() => review(tenant.token, { lister_id: lister.user.id, score: 3 })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await server.context.store.collection('reviews').countDocuments({ author_id: tenant.user.id })).toBe(1);
  });

  it('refuses visitors, listers, admins and the profile owner', async () => {
    expect((await server.api('POST', '/user/review', { body: { lister_id: lister.user.id, score: 4 } })).status).toBe(401);

    const otherLister = await signUpLister(server);
    const asLister = await review(otherLister.token, { lister_id: lister.user.id, score: 4 });
    expect(asLister.status).toBe(403);
    expect(asLister.body).toMatchObject({ code: 'tenant_required', message: 'You must be a tenant to review.' });
    expect((await profile(lister.user.id, otherLister.token)).body.able_to_review).toBe(false);

    // Staff never review, even with a verified address and a rental.
    const admin = await signUpRenter(server, lister.user.id);
    await server.context.store.collection('users').updateOne({ _id: admin.user.id }, { $set: { is_admin: true } });
    expect((await review(admin.token, { lister_id: lister.user.id, score: 4 })).body.code).toBe('tenant_required');

    expect((await review(lister.token, { lister_id: lister.user.id, score: 4 })).body.code).toBe('review_self');
    expect((await profile(lister.user.id, lister.token)).body.able_to_review).toBe(false);
  });

  it('lets an active seeker with a rental review, but not one whose pass is unpaid', async () => {
    const seeker = await signUpRenter(server, lister.user.id, { account_type: 'seeker' });
    expect((await review(seeker.token, { lister_id: lister.user.id, score: 4 })).body.code).toBe('tenant_required');
    await server.context.store.collection('users').updateOne({ _id: seeker.user.id }, { $set: { status: 'ACTIVE', plan_status: 'active' } });
    expect((await review(seeker.token, { lister_id: lister.user.id, score: 4 })).status).toBe(201);
  });

  // Issue 7 §1.4: three throwaway accounts halved a lister's average in 180 ms.
  it('refuses throwaway accounts: review bombing changes nothing', async () => {
    const before = (await profile(lister.user.id)).body.total_review;
    for (let i = 0; i < 3; i += 1) {
      const throwaway = await signUp(server);
      expect((await profile(lister.user.id, throwaway.token)).body.able_to_review).toBe(false);
      const res = await review(throwaway.token, { lister_id: lister.user.id, score: 1, message: 'Awful' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('tenant_required');
    }
    expect((await profile(lister.user.id)).body.total_review).toEqual(before);
  });

  it('needs both a verified address and a rental with that very lister', async () => {
    // A rental but an unproved address.
    const unverified = await signUp(server);
    await recordRental(server, unverified.user.id, lister.user.id);
    expect((await review(unverified.token, { lister_id: lister.user.id, score: 4 })).body.code).toBe('tenant_required');
    expect((await profile(lister.user.id, unverified.token)).body.able_to_review).toBe(false);
    await verifyEmail(server, unverified.email);
    expect((await profile(lister.user.id, unverified.token)).body.able_to_review).toBe(true);
    expect((await review(unverified.token, { lister_id: lister.user.id, score: 4 })).status).toBe(201);

    // A verified address, but rentals only elsewhere or not (yet, or any longer) real.
    const other = await signUpLister(server);
    const elsewhere = await signUpRenter(server, other.user.id);
    for (const status of ['pending', 'deleted'] as const) await recordRental(server, elsewhere.user.id, lister.user.id, status);
    expect((await review(elsewhere.token, { lister_id: lister.user.id, score: 4 })).body.code).toBe('tenant_required');
    expect((await review(elsewhere.token, { lister_id: other.user.id, score: 4 })).status).toBe(201);
  });

  it('counts a rental that has ended, and lets a lister who rented elsewhere review', async () => {
    const past = await signUp(server);
    await verifyEmail(server, past.email);
    await recordRental(server, past.user.id, lister.user.id, 'ended');
    expect((await review(past.token, { lister_id: lister.user.id, score: 5 })).status).toBe(201);

    const completed = await signUp(server);
    await verifyEmail(server, completed.email);
    await recordRental(server, completed.user.id, lister.user.id, 'complete');
    expect((await review(completed.token, { lister_id: lister.user.id, score: 5 })).status).toBe(201);

    const travellingLister = await signUpLister(server);
    await verifyEmail(server, travellingLister.email);
    await recordRental(server, travellingLister.user.id, lister.user.id);
    expect((await review(travellingLister.token, { lister_id: lister.user.id, score: 4 })).status).toBe(201);
  });

  it('only reviews listers, and only for their own active listings', async () => {
    const tenant = await signUpRenter(server, lister.user.id);
    const notLister = await signUp(server);
    expect((await review(tenant.token, { lister_id: notLister.user.id, score: 4 })).status).toBe(403);
    expect((await profile(notLister.user.id, tenant.token)).body).toMatchObject({ able_to_review: false, user: { is_lister: false } });

    const stranger = await signUpLister(server);
    const strangerListing = (await createListing(server, stranger.token)).id;
    const wrong = await review(tenant.token, { lister_id: lister.user.id, listing_id: strangerListing, score: 4 });
    expect(wrong.status).toBe(422);
    expect((await review(tenant.token, { lister_id: lister.user.id, listing_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', score: 4 })).status).toBe(404);
    expect((await review(tenant.token, { lister_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', score: 4 })).status).toBe(404);
  });

  it('validates the score in half stars and the text length with the spec messages', async () => {
    const tenant = await signUpRenter(server, lister.user.id);
    for (const score of [0, 0.5, 5.5, 3.3, '4', null]) {
      const res = await review(tenant.token, { lister_id: lister.user.id, score });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('You must select a star rating.');
    }
    const missing = await review(tenant.token, { lister_id: lister.user.id }, 'de');
    expect(missing.body.message).toBe('Sie müssen eine Sternebewertung auswählen.');
    expect((await review(tenant.token, { lister_id: lister.user.id, score: 4, message: 'x'.repeat(1001) })).body.message).toBe(
      'Your text can be at most 1000 characters.',
    );
    expect((await review(tenant.token, { lister_id: lister.user.id, score: 4, obj_type: 'listing' })).status).toBe(422);
    expect((await review(tenant.token, { lister_id: lister.user.id, score: 4, extra: true })).status).toBe(422);
    expect((await review(tenant.token, { lister_id: { $ne: null }, score: 4 })).status).toBe(422);
    expect(await server.context.store.collection('reviews').countDocuments({ author_id: tenant.user.id })).toBe(0);
    expect((await review(tenant.token, { lister_id: lister.user.id, score: 1, message: 'x'.repeat(1000) })).status).toBe(201);
  });
});

describe('POST /user/review-response', () => {
  it('lets only the reviewed lister answer, once, and shows the answer with the review', async () => {
    const tenant = await signUpRenter(server, lister.user.id);
    const { body } = await review(tenant.token, { lister_id: lister.user.id, score: 5, message: 'Great host' });
    const reviewId = body.data.id;
    const respond = (token: string, message: string) =>
      server.api<{ data: ReviewResponse; code?: string }>('POST', '/user/review-response', { token, body: { review_id: reviewId, obj_type: 'user', message } });

    expect((await respond(tenant.token, 'I answer myself')).status).toBe(403);
    const otherLister = await signUpLister(server);
    expect((await respond(otherLister.token, 'Not mine')).status).toBe(403);
    expect((await respond(lister.token, '   ')).body).toMatchObject({ code: 'validation_failed', message: 'Please write your response.' });

    const ok = await respond(lister.token, 'Thank you, come back soon!');
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ review_id: reviewId, user_id: lister.user.id, message: 'Thank you, come back soon!' });
    const twice = await respond(lister.token, 'Again');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already_responded');

    const shown = (await profile(lister.user.id)).body.data.find((r) => r.id === reviewId);
    expect(shown?.response).toMatchObject({ message: 'Thank you, come back soon!' });
    expect((await server.api('POST', '/user/review-response', { token: lister.token, body: { review_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', message: 'x' } })).status).toBe(404);
  });
});

describe('GET /user/review/{id} and GET /listing/review/{id}', () => {
  it('shows profiles to visitors without flags, hides closed accounts and unknown ids', async () => {
    const res = await profile(lister.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ able_to_review: false, already_review: false, landlord_name: lister.user.display_name });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect((await profile('not-an-id')).status).toBe(404);
    expect((await profile('01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    const closed = await signUpLister(server, 'basic', { status: 'DEACTIVATED' });
    expect((await profile(closed.user.id)).status).toBe(404);
  });

  it('lists the reviews written for one listing, needs a login, and omits the listing from "other listings"', async () => {
    const tenant = await signUpRenter(server, lister.user.id);
    expect((await server.api('GET', `/listing/review/${otherListingId}`)).status).toBe(401);
    const before = await server.api<ListingReviewsOutput>('GET', `/listing/review/${otherListingId}`, { token: tenant.token });
    expect(before.body).toMatchObject({ listing: { id: otherListingId, title: 'Second crew house', prefix: 'DEN' }, able_to_review: true, review: { num_reviews: 0 } });
    expect(before.body.listings.map((l) => l.id)).toEqual([listingId]);
    await review(tenant.token, { lister_id: lister.user.id, listing_id: otherListingId, score: 2 });
    const after = await server.api<ListingReviewsOutput>('GET', `/listing/review/${otherListingId}`, { token: tenant.token });
    expect(after.body).toMatchObject({ already_review: true, able_to_review: false, review: { num_reviews: 1 }, total_review: { avg_score: 2 } });
    expect((await server.api('GET', '/listing/review/01ARZ3NDEKTSV4RRFFQ69G5FAV', { token: tenant.token })).status).toBe(404);
  });
});

describe('review figures on the public pages', () => {
  it('GET /user/public/{id} counts the lister\'s reviews and GET /listing/{id} the listing\'s', async () => {
    const own = await startTestServer();
    try {
      const host = await signUpLister(own);
      const a = (await createListing(own, host.token)).id;
      const b = (await createListing(own, host.token)).id;
      const scores: [string | null, number][] = [[a, 5], [a, 3.5], [b, 1], [null, 4]];
      for (const [listing, score] of scores) {
        const t = await signUpRenter(own, host.user.id);
        const res = await own.api('POST', '/user/review', { token: t.token, body: { lister_id: host.user.id, listing_id: listing, score } });
        expect(res.status).toBe(201);
      }
      const user = await own.api<{ user: PublicUser }>('GET', `/user/public/${host.user.id}`);
      expect(user.body.user).toMatchObject({ review: { num_reviews: 4 }, total_review: { avg_score: 3.38 } });
      const listingA = await own.api<{ data: PublicListing }>('GET', `/listing/${a}`);
      expect(listingA.body.data).toMatchObject({ review: { num_reviews: 2 }, total_review: { avg_score: 4.25 } });
      const fresh = await signUpLister(own);
      expect((await own.api<{ user: PublicUser }>('GET', `/user/public/${fresh.user.id}`)).body.user).toMatchObject({ review: { num_reviews: 0 }, total_review: { avg_score: 0 } });
    } finally {
      await own.close();
    }
  });
});
