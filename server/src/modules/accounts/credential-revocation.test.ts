import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, tokenFromMail } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Issue 7 §1.2: a stolen session can mint one-time login links; a password change or reset must
 * kill those links (and every other outstanding link that opens a session), not only sessions.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const mintLoginLink = async (token: string): Promise<string> => {
  const res = await server.api<{ token: string }>('POST', '/user/login-token', { token, body: {} });
  expect(res.status).toBe(200);
  return res.body.token;
};

describe('password reset and change revoke outstanding login links', () => {
  it('a reset kills a login link minted before it, and every session', async () => {
    const { email, token: stolen } = await signUp(server);
    const link = await mintLoginLink(stolen);
    await server.api('POST', '/password-recovery', { body: { email } });
    const reset = await tokenFromMail(server, email, '/password/reset');
    const pw = 'brand-new-secret-7';
    expect((await server.api('POST', '/password-reset', { body: { token: reset, password: pw, confirm_password: pw } })).status).toBe(200);

    const used = await server.api('POST', '/login-with-token', { body: { token: link } });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'token_invalid' });
    expect((await server.api('GET', '/user', { token: stolen })).status).toBe(401);
  });

  it('a change kills login links and a pending reset link, keeps only the changing session', async () => {
    const { email, password, token: stolen } = await signUp(server);
    const mine = await logIn(server, email, password);
    const link = await mintLoginLink(stolen);
    await server.api('POST', '/password-recovery', { body: { email } });
    const reset = await tokenFromMail(server, email, '/password/reset');

    const pw = 'changed-secret-9';
    const changed = await server.api('POST', '/user/update-password', {
      token: mine.token,
      body: { current_password: password, password: pw, confirm_password: pw },
    });
    expect(changed.status).toBe(200);

    expect((await server.api('POST', '/login-with-token', { body: { token: link } })).status).toBe(400);
    expect((await server.api('POST', '/password-reset/check', { body: { token: reset } })).body).toEqual({ valid: false });
    expect((await server.api('GET', '/user', { token: stolen })).status).toBe(401);
    expect((await server.api('GET', '/user', { token: mine.token })).status).toBe(200);
  });

  it('a login link minted after the change still works (only older ones die)', async () => {
    const { email, password } = await signUp(server);
    const mine = await logIn(server, email, password);
    const pw = 'changed-secret-10';
    await server.api('POST', '/user/update-password', { token: mine.token, body: { current_password: password, password: pw, confirm_password: pw } });
    const link = await mintLoginLink(mine.token);
    expect((await server.api('POST', '/login-with-token', { body: { token: link } })).status).toBe(200);
  });
});
