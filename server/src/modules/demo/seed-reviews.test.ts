import type { PublicUser, UserReviewsOutput } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.context);
});
afterAll(() => server.close());

describe('demo reviews', () => {
  it('shows reviews by the demo crew on lister@example.com, one answered, with real figures', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const tenant = await logIn(server, 'tenant@example.com', DEMO_PASSWORD);
    const page = await server.api<UserReviewsOutput>('GET', `/user/review/${lister.user.id}`, { token: tenant.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ already_review: true, able_to_review: false, review: { num_reviews: 2 }, total_review: { avg_score: 4.75 } });
    expect(page.body.data.map((r) => r.display_name)).toEqual(['Diego A', 'Priya N']);
    expect(page.body.data[1]).toMatchObject({ listing_title: 'Green Valley Ranch Crew House', response: { user_id: lister.user.id } });
    const publicUser = await server.api<{ user: PublicUser }>('GET', `/user/public/${lister.user.id}`);
    expect(publicUser.body.user.review.num_reviews).toBe(2);
  });

  it('leaves a fresh tenant free to review the demo lister', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const signup = await server.api<{ token: string }>('POST', '/accounts', {
      body: {
        account_type: 'tenant', first_name: 'Sam', last_name: 'Crew', display_name: 'Sam C', gender: 'male', birthdate_month: 1, birthdate_day: 2,
        birthdate_year: 1990, hear_about_us: 'facebook', email: 'fresh-reviewer@example.com', confirm_email: 'fresh-reviewer@example.com',
        phone_number: '(303) 555-0111', password: 'layover-long-42', confirm_password: 'layover-long-42',
      },
    });
    const page = await server.api<UserReviewsOutput>('GET', `/user/review/${lister.user.id}`, { token: signup.body.token });
    expect(page.body.able_to_review).toBe(true);
  });
});
