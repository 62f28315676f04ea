import type { PublicUser, UserReviewsOutput } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { toReview } from '../reviews/review-views.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.context);
});
afterAll(() => server.close());

describe('demo reviews', () => {
  it('shows an answered review by the demo crew on lister@example.com, with real figures', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const seeker = await logIn(server, 'seeker@example.com', DEMO_PASSWORD);
    const page = await server.api<UserReviewsOutput>('GET', `/user/review/${lister.user.id}`, { token: seeker.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ already_review: true, able_to_review: false, review: { num_reviews: 1 }, total_review: { avg_score: 5 } });
    expect(page.body.data.map((r) => r.display_name)).toEqual(['Diego A']);
    expect(page.body.data[0]).toMatchObject({ listing_title: 'Green Valley Ranch Crew House', response: { user_id: lister.user.id } });
    const publicUser = await server.api<{ user: PublicUser }>('GET', `/user/public/${lister.user.id}`);
    expect(publicUser.body.user.review.num_reviews).toBe(1);
  });

  it('gives tenant@example.com an accepted rental with the demo lister, so it may review (the reviews journey)', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const tenant = await logIn(server, 'tenant@example.com', DEMO_PASSWORD);
    const page = await server.api<UserReviewsOutput>('GET', `/user/review/${lister.user.id}`, { token: tenant.token });
    expect(page.body).toMatchObject({ already_review: false, able_to_review: true });
    const rentals = await server.context.store.collection('rentals').find({ user_id: tenant.user.id, lister_id: lister.user.id });
    expect(rentals.map((r) => r.status)).toEqual(['accepted']);
  });

  it('shows reviewers as members since well before the reviews they wrote', async () => {
    for (const email of ['lister@example.com', 'host.west@example.com']) {
      const who = await server.context.store.collection<{ _id: string; email: string }>('users').findOne({ email });
      const page = await server.api<UserReviewsOutput>('GET', `/user/review/${who!._id}`);
      expect(page.body.data.length, email).toBeGreaterThan(0);
      for (const r of page.body.data) expect(Date.parse(r.joined), `${r.display_name} on ${email}`).toBeLessThan(Date.parse(r.created_at) - 30 * 24 * 60 * 60 * 1000);
    }
  });

  it('never shows a member-since date after the review, whatever the account data says', () => {
    const review = { _id: 'r', author_id: 'u', lister_id: 'l', listing_id: null, obj_type: 'user' as const, score: 5, message: 'Great', created_at: '2024-03-01T00:00:00.000Z', response: null };
    const lateAccount = { created_at: '2025-11-23T00:00:00.000Z', display_name: 'Late', photo: null, status: 'ACTIVE' } as unknown as UserDoc;
    expect(toReview(review, lateAccount, null).joined).toBe('2024-03-01T00:00:00.000Z');
    const earlyAccount = { ...lateAccount, created_at: '2023-01-05T00:00:00.000Z' } as UserDoc;
    expect(toReview(review, earlyAccount, null).joined).toBe('2023-01-05T00:00:00.000Z');
  });

  it('does not let a fresh, unverified tenant without a rental review the demo lister', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const signup = await server.api<{ token: string }>('POST', '/accounts', {
      body: {
        account_type: 'tenant', first_name: 'Sam', last_name: 'Crew', display_name: 'Sam C', gender: 'male', birthdate_month: 1, birthdate_day: 2,
        birthdate_year: 1990, hear_about_us: 'facebook', email: 'fresh-reviewer@example.com', confirm_email: 'fresh-reviewer@example.com',
        phone_number: '(303) 555-0111', password: 'layover-long-42', confirm_password: 'layover-long-42',
      },
    });
    const page = await server.api<UserReviewsOutput>('GET', `/user/review/${lister.user.id}`, { token: signup.body.token });
    expect(page.body.able_to_review).toBe(false);
  });
});
