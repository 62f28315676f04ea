import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_TOKEN_MS, type User } from '@crashpad/sync';
import { logIn, signUp, tokenFromMail } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = async (token: string) => (await server.api<{ user: User }>('GET', '/user', { token })).body.user;

describe('e-mail verification', () => {
  it('verifies with the mailed link once', async () => {
    const { email, token } = await signUp(server);
    const link = await tokenFromMail(server, email, '/verify/email');
    const res = await server.api('POST', '/verify-token-email', { body: { token: link } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verified: true, email });
    expect((await me(token)).email_verified).toBe(true);
    expect((await server.api('POST', '/verify-token-email', { body: { token: link } })).body).toMatchObject({ code: 'token_invalid' });
  });

  it('refuses a link after 48 hours', async () => {
    const { email } = await signUp(server);
    const link = await tokenFromMail(server, email, '/verify/email');
    server.clock.advance(VERIFY_TOKEN_MS + 1);
    const res = await server.api('POST', '/verify-token-email', { body: { token: link } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'token_invalid' });
  });

  it('POST /email/resend answers ok always and mails unverified accounts only', async () => {
    const { email } = await signUp(server);
    expect((await server.api('POST', '/email/resend', { body: { email } })).body).toEqual({ ok: true });
    expect((await server.api('POST', '/email/resend', { body: { email: 'ghost@example.com' } })).body).toEqual({ ok: true });
    expect(await server.mailbox(email)).toHaveLength(2);
    expect(await server.mailbox('ghost@example.com')).toHaveLength(0);
    await server.api('POST', '/verify-token-email', { body: { token: await tokenFromMail(server, email, '/verify/email') } });
    await server.api('POST', '/email/resend', { body: { email } });
    expect(await server.mailbox(email)).toHaveLength(2);
  });

  it('POST /verify-email resends for the caller', async () => {
    const { email, token } = await signUp(server);
    expect((await server.api('POST', '/verify-email', { token })).body).toEqual({ ok: true });
    expect(await server.mailbox(email)).toHaveLength(2);
    expect((await server.api('POST', '/verify-email')).status).toBe(401);
  });
});

describe('POST /user/update-email', () => {
  it('mails the new address and switches when its link is used (on either verify path)', async () => {
    for (const path of ['/verify-token-new-email', '/verify-token-email']) {
      const { email, password, token } = await signUp(server);
      const next = `new-${email}`;
      const res = await server.api('POST', '/user/update-email', { token, body: { email: next.toUpperCase(), password } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, pending_email: next });
      expect((await me(token)).email).toBe(email);
      const link = await tokenFromMail(server, next, '/verify/email');
      expect((await server.api('POST', path, { body: { token: link } })).body).toEqual({ verified: true, email: next });
      expect(await me(token)).toMatchObject({ email: next, email_verified: true });
      await logIn(server, next, password);
      expect((await server.api('POST', '/login', { body: { email, password } })).status).toBe(401);
    }
  });

  it('refuses a wrong password, the same address and a taken address', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const wrong = await server.api('POST', '/user/update-email', { token: a.token, body: { email: 'x-new@example.com', password: 'not-it-at-all' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'wrong_password' });
    const same = await server.api('POST', '/user/update-email', { token: a.token, body: { email: a.email, password: a.password } });
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({ code: 'same_email' });
    const taken = await server.api('POST', '/user/update-email', { token: a.token, body: { email: b.email, password: a.password } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email_taken' });
  });

  it('refuses the switch when someone took the address meanwhile', async () => {
    const a = await signUp(server);
    const next = `race-${a.email}`;
    await server.api('POST', '/user/update-email', { token: a.token, body: { email: next, password: a.password } });
    const link = await tokenFromMail(server, next, '/verify/email');
    await signUp(server, { email: next, confirm_email: next });
    const res = await server.api('POST', '/verify-token-new-email', { body: { token: link } });
    expect(res.status).toBe(409);
    expect((await me(a.token)).email).toBe(a.email);
  });
});
