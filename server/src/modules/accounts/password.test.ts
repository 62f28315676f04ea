import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_MS } from '@crashpad/sync';
import { logIn, signUp, tokenFromMail } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const resetBody = (token: string, password = 'brand-new-secret-7') => ({ token, password, confirm_password: password });

describe('forgot password', () => {
  it('answers ok on both paths whether or not the address exists, and mails only real accounts', async () => {
    const { email } = await signUp(server);
    for (const path of ['/password-recovery', '/password/email']) {
      expect((await server.api('POST', path, { body: { email } })).body).toEqual({ ok: true });
      expect((await server.api('POST', path, { body: { email: 'ghost@example.com' } })).body).toEqual({ ok: true });
    }
    expect((await server.mailbox('ghost@example.com')).length).toBe(0);
    const [mail] = await server.mailbox(email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain(`${server.context.config.publicUrl}/password/reset/`);
  });

  it('stores only a digest of the reset token', async () => {
    const { email, user } = await signUp(server);
    await server.api('POST', '/password-recovery', { body: { email } });
    const token = await tokenFromMail(server, email, '/password/reset');
    const stored = await server.context.store.collection('account_tokens').find({ user_id: user.id, kind: 'reset' });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});

describe('reset password', () => {
  it('checks, resets, logs in with the new password and ends every session', async () => {
    const { email, password, token: oldSession } = await signUp(server);
    await server.api('POST', '/password/email', { body: { email } });
    const token = await tokenFromMail(server, email, '/password/reset');
    expect((await server.api('POST', '/password-reset/check', { body: { token } })).body).toEqual({ valid: true });
    const res = await server.api('POST', '/password-reset', { body: resetBody(token) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await server.api('GET', '/user', { token: oldSession })).status).toBe(401);
    expect((await server.api('POST', '/login', { body: { email, password } })).status).toBe(401);
    await logIn(server, email, 'brand-new-secret-7');
  });

  it('refuses a reused token', async () => {
    const { email } = await signUp(server);
    await server.api('POST', '/password-recovery', { body: { email } });
    const token = await tokenFromMail(server, email, '/password/reset');
    expect((await server.api('POST', '/password-reset', { body: resetBody(token) })).status).toBe(200);
    const again = await server.api('POST', '/password-reset', { body: resetBody(token, 'another-secret-8') });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'token_invalid' });
    expect((await server.api('POST', '/password-reset/check', { body: { token } })).body).toEqual({ valid: false });
  });

  it('refuses an expired token (60 minutes)', async () => {
    const { email } = await signUp(server);
    await server.api('POST', '/password-recovery', { body: { email } });
    const token = await tokenFromMail(server, email, '/password/reset');
    server.clock.advance(RESET_TOKEN_MS + 1);
    expect((await server.api('POST', '/password-reset/check', { body: { token } })).body).toEqual({ valid: false });
    expect((await server.api('POST', '/password-reset', { body: resetBody(token) })).body).toMatchObject({ code: 'token_invalid' });
  });

  it('only the newest link works', async () => {
    const { email } = await signUp(server);
    await server.api('POST', '/password-recovery', { body: { email } });
    const first = await tokenFromMail(server, email, '/password/reset');
    await server.api('POST', '/password-recovery', { body: { email } });
    const second = await tokenFromMail(server, email, '/password/reset');
    expect((await server.api('POST', '/password-reset', { body: resetBody(first) })).status).toBe(400);
    expect((await server.api('POST', '/password-reset', { body: resetBody(second) })).status).toBe(200);
  });

  it('refuses unknown tokens and common passwords without using up the link', async () => {
    expect((await server.api('POST', '/password-reset', { body: resetBody('A'.repeat(43)) })).status).toBe(400);
    const { email } = await signUp(server);
    await server.api('POST', '/password-recovery', { body: { email } });
    const token = await tokenFromMail(server, email, '/password/reset');
    const common = await server.api('POST', '/password-reset', { body: resetBody(token, 'Qwerty123') });
    expect(common.status).toBe(422);
    expect(common.body).toMatchObject({ code: 'common_password' });
    const mismatch = await server.api('POST', '/password-reset', { body: { token, password: 'good-secret-1', confirm_password: 'other' } });
    expect(mismatch.status).toBe(422);
    expect((await server.api('POST', '/password-reset', { body: resetBody(token) })).status).toBe(200);
  });
});

describe('POST /user/update-password', () => {
  it('changes the password and ends every other session but the caller', async () => {
    const { email, password, token: other } = await signUp(server);
    const mine = await logIn(server, email, password);
    const res = await server.api('POST', '/user/update-password', {
      token: mine.token,
      body: { current_password: password, password: 'changed-secret-9', confirm_password: 'changed-secret-9' },
    });
    expect(res.status).toBe(200);
    expect((await server.api('GET', '/user', { token: mine.token })).status).toBe(200);
    expect((await server.api('GET', '/user', { token: other })).status).toBe(401);
    await logIn(server, email, 'changed-secret-9');
  });

  it('answers 422 wrong_password for a wrong current password and common_password for a common new one', async () => {
    const { password, token } = await signUp(server);
    const wrong = await server.api('POST', '/user/update-password', {
      token,
      body: { current_password: 'not-it-at-all', password: 'changed-secret-9', confirm_password: 'changed-secret-9' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'wrong_password' });
    const common = await server.api('POST', '/user/update-password', {
      token,
      body: { current_password: password, password: 'iloveyou', confirm_password: 'iloveyou' },
    });
    expect(common.body).toMatchObject({ code: 'common_password' });
    expect((await server.api('POST', '/user/update-password', { body: {} })).status).toBe(401);
  });
});
