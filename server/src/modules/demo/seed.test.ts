import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.context);
});
afterAll(() => server.close());

describe('demo data', () => {
  it('creates one verified account per role with the demo password', async () => {
    const admin = await logIn(server, 'admin@example.com', DEMO_PASSWORD);
    expect(admin.user).toMatchObject({ is_admin: true, email_verified: true, status: 'ACTIVE' });
    expect(decodeJwt(admin.token).account_type).toBe('admin');

    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    expect(lister.user).toMatchObject({ user_plan: 'premium', status: 'ACTIVE', plan_status: 'active', total_location: 4 });
    const year = Date.parse(lister.user.expire_at!) - server.clock.now();
    expect(year).toBeGreaterThan(360 * 86_400_000);

    const seeker = await logIn(server, 'seeker@example.com', DEMO_PASSWORD);
    expect(seeker.user).toMatchObject({ user_plan: 'seeker', status: 'ACTIVE', plan_status: 'active' });
    expect(decodeJwt(seeker.token)).toMatchObject({ account_type: 'seeker', expire_at_utc: seeker.user.expire_at });

    const tenant = await logIn(server, 'tenant@example.com', DEMO_PASSWORD);
    expect(tenant.user).toMatchObject({ user_plan: null, status: 'ACTIVE', plan_status: 'none' });
  });

  it('does nothing when users exist', async () => {
    const users = server.context.store.collection('users');
    const before = await users.countDocuments({});
    await seedDemoData(server.context);
    expect(await users.countDocuments({})).toBe(before);
  });
});
