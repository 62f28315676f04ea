import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionOutput } from '@crashpad/sync';
import { DEFAULT_FLAGS } from '../../platform/config.js';
import { logIn, signUp } from '../../test-support/accounts-factory.js';
import { expectHostileBodiesRefused, rawJunk, type HostileEndpoint } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD, seedDemoData } from '../demo/seed.js';

/**
 * Property: whatever junk arrives at an accounts endpoint (wrong types, `$` operators, huge
 * strings, unknown fields, arrays, null, broken JSON), the server never answers 5xx and no
 * user, session or token changes. fast-check prints the seed and the shrunk body on failure.
 */
let server: TestServer;
let user: SessionOutput;
let admin: SessionOutput;
beforeAll(async () => {
  server = await startTestServer({ flags: { ...DEFAULT_FLAGS, deactivate_account: true } });
  await seedDemoData(server.context);
  admin = await logIn(server, 'admin@example.com', DEMO_PASSWORD);
  user = await signUp(server);
  // A live reset link, verification link and deactivation code, so junk meets real records too.
  await server.api('POST', '/password-recovery', { body: { email: 'tenant@example.com' } });
  await server.api('POST', '/user/request-deactivation-account', { token: user.token });
});
afterAll(() => server.close());

type Who = 'anon' | 'user' | 'admin';
interface Endpoint {
  method: string;
  path: string;
  who: Who;
  /** Field names the real schema knows, so junk lands on real fields too. */
  fields: string[];
  alsoRefuses?: HostileEndpoint['alsoRefuses'];
}

const SIGNUP_FIELDS = ['account_type', 'first_name', 'last_name', 'display_name', 'gender', 'birthdate_month', 'birthdate_day',
  'birthdate_year', 'hear_about_us', 'email', 'confirm_email', 'phone_number', 'password', 'confirm_password', 'user_plan', 'price'];
const PROFILE_FIELDS = ['first_name', 'last_name', 'display_name', 'phone_number', 'birthdate_year', 'birthdate_month', 'birthdate_day', 'about'];

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/accounts', who: 'anon', fields: SIGNUP_FIELDS },
  { method: 'POST', path: '/email-exists', who: 'anon', fields: ['email'] },
  { method: 'POST', path: '/user/exists', who: 'anon', fields: ['email'] },
  { method: 'POST', path: '/login', who: 'anon', fields: ['email', 'password', 'isKeep'] },
  { method: 'POST', path: '/login-with-token', who: 'anon', fields: ['token'] },
  { method: 'POST', path: '/user/login-token', who: 'user', fields: [] },
  { method: 'POST', path: '/logout', who: 'user', fields: [] },
  { method: 'POST', path: '/user/refresh-token', who: 'user', fields: [] },
  { method: 'POST', path: '/password-recovery', who: 'anon', fields: ['email'] },
  { method: 'POST', path: '/password/email', who: 'anon', fields: ['email'] },
  // Answers whether a link is live: a well-formed unknown token is `{ valid: false }`, not a 4xx.
  { method: 'POST', path: '/password-reset/check', who: 'anon', fields: ['token'], alsoRefuses: (res) => res.status === 200 && res.body.valid === false },
  { method: 'POST', path: '/password-reset', who: 'anon', fields: ['token', 'password', 'confirm_password'] },
  { method: 'POST', path: '/user/update-password', who: 'user', fields: ['current_password', 'password', 'confirm_password'] },
  { method: 'POST', path: '/verify-token-email', who: 'anon', fields: ['token'] },
  { method: 'POST', path: '/verify-token-new-email', who: 'anon', fields: ['token'] },
  { method: 'POST', path: '/email/resend', who: 'anon', fields: ['email'] },
  { method: 'POST', path: '/verify-email', who: 'user', fields: [] },
  { method: 'POST', path: '/user/update-email', who: 'user', fields: ['email', 'password'] },
  { method: 'POST', path: '/account/user/update', who: 'user', fields: PROFILE_FIELDS },
  { method: 'PUT', path: '/user/switch-language', who: 'user', fields: ['locale'] },
  { method: 'POST', path: '/user/approval-public-phone', who: 'user', fields: ['approval_public_phone', 'target'] },
  { method: 'PUT', path: '/user/approval-public-phone', who: 'user', fields: ['approval_public_phone', 'target'] },
  { method: 'POST', path: '/upload/user/images', who: 'user', fields: ['photo'] },
  { method: 'POST', path: '/user/request-deactivation-account', who: 'user', fields: [] },
  { method: 'DELETE', path: '/user/verify-deactivation-code', who: 'user', fields: ['code'] },
  { method: 'POST', path: '/admin/switch-user/01ARZ3NDEKTSV4RRFFQ69G5FAV', who: 'admin', fields: [] },
  { method: 'POST', path: '/admin/switch-back', who: 'admin', fields: [] },
];

/**
 * Path-parameter and query endpoints probed with hostile segments (GET has no body). GET
 * /user/request-deactivation-account is left out: it sends a code by design (DECISIONS #5),
 * and its POST twin is in ENDPOINTS.
 */
const PATH_ENDPOINTS: { method: string; prefix: string; who: Who }[] = [
  { method: 'GET', prefix: '/user/', who: 'user' },
  { method: 'GET', prefix: '/user/public/', who: 'anon' },
  { method: 'GET', prefix: '/admin/switch-user/', who: 'admin' },
  { method: 'POST', prefix: '/admin/switch-user/', who: 'admin' },
  { method: 'GET', prefix: '/checking-account?', who: 'user' },
  { method: 'GET', prefix: '/user/payment-method?', who: 'user' },
];

async function snapshot() {
  const store = server.context.store;
  return {
    users: await store.collection('users').find({}, { sort: { _id: 1 } }),
    sessions: await store.collection('sessions').find({}, { sort: { _id: 1 } }),
    tokens: await store.collection('account_tokens').find({}, { sort: { _id: 1 } }),
  };
}

const tokenOf = (who: Who) => (who === 'user' ? user.token : who === 'admin' ? admin.token : undefined);

describe('hostile input to every accounts endpoint', () => {
  it('never answers 5xx and changes nothing for hostile JSON bodies', async () => {
    const before = await snapshot();
    await expectHostileBodiesRefused(
      server,
      ENDPOINTS.map((endpoint) => ({ ...endpoint, token: tokenOf(endpoint.who) })),
      { extraKeys: ['is_admin', 'status'], extraScalars: ['AAAA'.repeat(11)] },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('never answers 5xx and changes nothing for broken JSON and wrong content types', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        rawJunk,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz'),
        async (endpoint, raw, contentType) => {
          const res = await server.api(endpoint.method, endpoint.path, { raw, contentType, token: tokenOf(endpoint.who) });
          expect(res.status, `${endpoint.path} ${contentType} ${raw}`).toBeLessThan(500);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 150 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('never answers 5xx and changes nothing for hostile path segments and queries', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATH_ENDPOINTS), fc.string({ maxLength: 80 }), async (endpoint, segment) => {
        const suffix = endpoint.prefix.endsWith('?') ? `${encodeURIComponent(segment)}=${encodeURIComponent(segment)}` : encodeURIComponent(segment);
        const res = await server.api(endpoint.method, `${endpoint.prefix}${suffix}`, { token: tokenOf(endpoint.who) });
        expect(res.status, `${endpoint.method} ${endpoint.prefix}${suffix}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
