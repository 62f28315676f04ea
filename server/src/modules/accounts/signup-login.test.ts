import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEEP_MS, SESSION_SHORT_MS, type SessionOutput, type User } from '@crashpad/sync';
import { decodeJwt } from 'jose';
import { logIn, signUp, signupBody } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /accounts', () => {
  it('creates a pending lister with the plan catalogue limits, ignoring client price and limits', async () => {
    const body = signupBody({ account_type: 'lister', user_plan: 'premium', price: 1, total_location: 999, customer_id: 'cus_evil' });
    const res = await server.api<SessionOutput>('POST', '/accounts', { body });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: body.email,
      status: 'PENDING_PAYMENT',
      plan_status: 'pending',
      user_plan: 'premium',
      total_location: 4,
      customer_id: null,
      email_verified: false,
    });
    expect(res.body.has_auto_payment).toBe(false);
    expect(decodeJwt(res.body.token)).toMatchObject({ account_type: 'lister', sub: res.body.user.id });
    expect(res.body.user).not.toHaveProperty('password_hash');
  });

  it('makes a seeker a seeker whatever plan the client names', async () => {
    const { user } = await signUp(server, { account_type: 'seeker', user_plan: 'pro' });
    expect(user).toMatchObject({ user_plan: 'seeker', status: 'PENDING_PAYMENT', plan_status: 'pending', total_location: 0 });
  });

  it('creates a free tenant as active without a plan', async () => {
    const { user, token } = await signUp(server, { account_type: 'tenant' });
    expect(user).toMatchObject({ user_plan: null, status: 'ACTIVE', plan_status: 'none' });
    expect(decodeJwt(token)).toMatchObject({ account_type: 'tenant', expire_at_utc: null });
  });

  it('mails a verification link in the chosen language', async () => {
    const { email } = await signUp(server, { locale: 'de' });
    const [mail] = await server.mailbox(email);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail?.text).toMatch(new RegExp(`${server.context.config.publicUrl}/verify/email/[A-Za-z0-9_-]{43}`));
    expect(mail?.html).toContain('<a href=');
  });

  it('refuses a taken address with 409 email_taken, in any letter case', async () => {
    const first = await signUp(server);
    const upper = first.email.toUpperCase();
    const res = await server.api('POST', '/accounts', { body: signupBody({ email: upper, confirm_email: upper }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'email_taken' });
  });

  it('refuses common passwords with 422 common_password, ignoring case', async () => {
    const res = await server.api('POST', '/accounts', { body: signupBody({ password: 'PassWord1', confirm_password: 'PassWord1' }) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'common_password', fields: { password: expect.any(String) } });
  });

  it('validates the form in the spec order with translated messages', async () => {
    const res = await server.api('POST', '/accounts', { body: signupBody({ first_name: '', password: '123', confirm_password: '123' }), locale: 'fr' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys((res.body as { fields: object }).fields)).toEqual(['first_name', 'password']);
  });
});

describe('POST /email-exists and /user/exists', () => {
  it('tells whether an address has an account on both paths', async () => {
    const { email } = await signUp(server);
    for (const path of ['/email-exists', '/user/exists']) {
      expect((await server.api('POST', path, { body: { email: email.toUpperCase() } })).body).toEqual({ exists: true });
      expect((await server.api('POST', path, { body: { email: 'nobody-here@example.com' } })).body).toEqual({ exists: false });
    }
  });
});

describe('POST /login', () => {
  it('logs in with the right password and answers the session', async () => {
    const { email, password, user } = await signUp(server);
    const res = await logIn(server, email, password);
    expect(res.user.id).toBe(user.id);
    expect(res.session_expires_at).toBe(server.clock.now() + SESSION_SHORT_MS);
  });

  it('answers 401 invalid_credentials alike for a wrong password and an unknown address', async () => {
    const { email } = await signUp(server);
    const wrong = await server.api('POST', '/login', { body: { email, password: 'not-the-password' } });
    const unknown = await server.api('POST', '/login', { body: { email: 'ghost@example.com', password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 'invalid_credentials' });
  });

  it('takes about as long for unknown addresses as for wrong passwords (dummy hash)', async () => {
    const { email } = await signUp(server);
    const spent = { known: 0, unknown: 0 };
    // Interleaved, so load on the machine hits both sides alike.
    for (let i = 0; i < 6; i += 1) {
      for (const [side, address] of [['known', email], ['unknown', 'ghost@example.com']] as const) {
        const started = performance.now();
        await server.api('POST', '/login', { body: { email: address, password: 'nope-nope-nope' } });
        spent[side] += performance.now() - started;
      }
    }
    // Both verify an argon2id hash; without the dummy hash the unknown side would be ~10× faster.
    expect(spent.unknown).toBeGreaterThan(spent.known * 0.3);
  });

  it('keeps a session 365 days with isKeep and 1 day without', async () => {
    const { email, password } = await signUp(server);
    const short = await logIn(server, email, password, false);
    const long = await logIn(server, email, password, true);
    expect(long.session_expires_at - server.clock.now()).toBe(SESSION_KEEP_MS);
    server.clock.advance(SESSION_SHORT_MS + 1000);
    expect((await server.api('GET', '/user', { token: short.token })).status).toBe(401);
    expect((await server.api('GET', '/user', { token: long.token })).status).toBe(200);
    server.clock.advance(SESSION_KEEP_MS);
    expect((await server.api('GET', '/user', { token: long.token })).body).toMatchObject({ code: 'login_expired' });
  });
});

describe('sessions', () => {
  it('logout revokes the session on the server', async () => {
    const { email, password } = await signUp(server);
    const a = await logIn(server, email, password);
    const b = await logIn(server, email, password);
    expect((await server.api('POST', '/logout', { token: a.token })).body).toEqual({ ok: true });
    expect((await server.api('GET', '/user', { token: a.token })).status).toBe(401);
    expect((await server.api('GET', '/user', { token: b.token })).status).toBe(200);
    expect((await server.api('POST', '/logout')).status).toBe(401);
  });

  it('GET /checking-account answers the user with the same token', async () => {
    const { token, user } = await signUp(server);
    const res = await server.api<SessionOutput>('GET', '/checking-account', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token, user: { id: user.id }, has_auto_payment: false });
    expect(typeof res.body.session_expires_at).toBe('number');
  });

  it('POST /user/refresh-token signs fresh claims for the same session', async () => {
    const { token, user } = await signUp(server, { account_type: 'lister', user_plan: 'basic' });
    const expireAt = new Date(server.clock.now() + 1e10).toISOString();
    await server.context.store.collection('users').updateOne({ _id: user.id }, { $set: { expire_at: expireAt, status: 'ACTIVE' } });
    const res = await server.api<SessionOutput>('POST', '/user/refresh-token', { token });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.token)).toMatchObject({ sid: decodeJwt(token).sid, expire_at_utc: expireAt });
    await server.api('POST', '/logout', { token });
    expect((await server.api('GET', '/user', { token: res.body.token })).status).toBe(401);
  });

  it('one-time login tokens work once and for 10 minutes', async () => {
    const { token, user } = await signUp(server);
    const issue = async () => (await server.api<{ token: string; expires_at: number }>('POST', '/user/login-token', { token })).body;
    const first = await issue();
    expect(first.token.length).toBeGreaterThanOrEqual(22);
    const used = await server.api<SessionOutput>('POST', '/login-with-token', { body: { token: first.token } });
    expect(used.status).toBe(200);
    expect(used.body.user.id).toBe(user.id);
    expect((await server.api('GET', '/user', { token: used.body.token })).status).toBe(200);
    expect((await server.api('POST', '/login-with-token', { body: { token: first.token } })).body).toMatchObject({ code: 'token_invalid' });
    const second = await issue();
    server.clock.advance(10 * 60 * 1000 + 1);
    const late = await server.api('POST', '/login-with-token', { body: { token: second.token } });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'token_invalid' });
    expect((await server.api('POST', '/user/login-token')).status).toBe(401);
  });
});

describe('reading users', () => {
  it('GET /user answers the caller', async () => {
    const { token, user } = await signUp(server);
    expect((await server.api<{ user: User }>('GET', '/user', { token })).body.user.id).toBe(user.id);
  });

  it('GET /user/:id answers self, refuses others', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    expect((await server.api<{ user: User }>('GET', `/user/${a.user.id}`, { token: a.token })).body.user.email).toBe(a.email);
    expect((await server.api('GET', `/user/${b.user.id}`, { token: a.token })).status).toBe(403);
    expect((await server.api('GET', `/user/${b.user.id}`)).status).toBe(401);
  });

  it('GET /user/public/:id shows the public profile only', async () => {
    const { user } = await signUp(server);
    const res = await server.api<{ user: Record<string, unknown> }>('GET', `/user/public/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, display_name: 'Ada L', role: 'tenant', phone_number: null });
    expect(res.body.user).not.toHaveProperty('email');
    expect((await server.api('GET', '/user/public/01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await server.api('GET', '/user/public/not-an-id')).status).toBe(404);
  });

  it('GET /user/payment-method tells whether a card is on file', async () => {
    const { token, user } = await signUp(server);
    expect((await server.api('GET', '/user/payment-method', { token })).body).toEqual({ have_card: false });
    await server.context.store.collection('users').updateOne({ _id: user.id }, { $set: { payment_method: 'pm_123' } });
    expect((await server.api('GET', '/user/payment-method', { token })).body).toEqual({ have_card: true });
  });
});
