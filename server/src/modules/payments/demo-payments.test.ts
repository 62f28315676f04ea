import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountServiceOutput, CardOutput } from '@crashpad/sync';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD, seedDemoData } from '../demo/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.context);
  await server.payments!.seedDemo();
});
afterAll(() => server.close());

describe('demo payments', () => {
  it('the demo lister and seeker paid their plans through Stripe and have a card and service rows', async () => {
    for (const [email, plan, cents] of [['lister@example.com', 'premium', 8900], ['seeker@example.com', 'seeker', 999]] as const) {
      const session = await logIn(server, email, DEMO_PASSWORD);
      expect(session.user).toMatchObject({ user_plan: plan, status: 'ACTIVE', plan_status: 'active' });
      expect(session.user.payment_method).toMatch(/^pm_/);
      const card = await server.api<CardOutput>('GET', '/stripe/card', { token: session.token });
      expect(card.body.card).toMatchObject({ brand: 'visa', last4: '4242', status: 'Active' });
      const rows = await server.api<AccountServiceOutput>('GET', '/account-service', { token: session.token });
      expect(rows.body.data.map((r) => r.amount_cents)).toEqual([cents]);
    }
  });

  it('is not repeated at the next start', async () => {
    await server.payments!.seedDemo();
    expect(await server.context.store.collection('payment_ledger').countDocuments({})).toBe(2);
  });
});
