import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let member: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  server = await startTestServer({ demoData: false });
  member = await signUp(server);
  other = await signUp(server);
});
afterAll(() => server.close());

const count = async (token?: string) => server.api<{ count: number }>('GET', '/user/get-count-pending-invite', token ? { token } : {});
const rentals = () => server.context.store.collection<{ _id: string; status: string; user_id?: string | null; tenant_email?: string | null }>('rentals');

describe('GET /user/get-count-pending-invite', () => {
  it('answers 0 while no invitation exists, and needs a login', async () => {
    expect(await count(member.token)).toMatchObject({ status: 200, body: { count: 0 } });
    expect((await count()).status).toBe(401);
  });

  it('counts pending invitations by account id or invited e-mail, and nothing else', async () => {
    await rentals().insertOne({ _id: 'r1', status: 'pending', user_id: member.user.id, tenant_email: member.email });
    // An invitation sent before the tenant had an account: only the e-mail names them.
    await rentals().insertOne({ _id: 'r2', status: 'pending', user_id: null, tenant_email: member.email.toLowerCase() });
    await rentals().insertOne({ _id: 'r3', status: 'accepted', user_id: member.user.id, tenant_email: member.email });
    await rentals().insertOne({ _id: 'r4', status: 'pending', user_id: other.user.id, tenant_email: other.email });
    expect((await count(member.token)).body).toEqual({ count: 2 });
    expect((await count(other.token)).body).toEqual({ count: 1 });
  });

  it('refuses query parameters instead of ignoring them', async () => {
    const res = await server.api('GET', '/user/get-count-pending-invite?user_id=someone', { token: member.token });
    expect(res.status).toBe(422);
  });
});
