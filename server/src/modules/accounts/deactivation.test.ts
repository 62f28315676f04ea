import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEACTIVATION_CODE_MS } from '@crashpad/sync';
import { DEFAULT_FLAGS } from '../../platform/config.js';
import { signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let flagOff: TestServer;
beforeAll(async () => {
  server = await startTestServer({ flags: { ...DEFAULT_FLAGS, deactivate_account: true } });
  flagOff = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await flagOff.close();
});

async function codeFor(email: string): Promise<string> {
  const [mail] = await server.mailbox(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('account closing', () => {
  it('is 404 feature_disabled while the flag is off', async () => {
    const { token } = await signUp(flagOff);
    const res = await flagOff.api('POST', '/user/request-deactivation-account', { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'feature_disabled' });
    expect((await flagOff.api('DELETE', '/user/verify-deactivation-code', { token, body: { code: '123456' } })).status).toBe(404);
  });

  it('mails a code (GET or POST), closes the account with it and ends every session', async () => {
    for (const method of ['GET', 'POST']) {
      const { token, email, password } = await signUp(server, { locale: 'es' });
      expect((await server.api(method, '/user/request-deactivation-account', { token })).body).toEqual({ ok: true });
      const [mail] = await server.mailbox(email);
      expect(mail?.subject).toBe('Tu código para cerrar tu cuenta');
      const res = await server.api('DELETE', '/user/verify-deactivation-code', { token, body: { code: await codeFor(email) } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'deactivated' });
      expect((await server.api('GET', '/user', { token })).status).toBe(401);
      expect((await server.api('POST', '/login', { body: { email, password } })).body).toMatchObject({ code: 'invalid_credentials' });
    }
  });

  it('refuses a wrong code with 422 invalid_code and kills the code after 5 wrong guesses', async () => {
    const { token, email } = await signUp(server);
    await server.api('POST', '/user/request-deactivation-account', { token });
    const code = await codeFor(email);
    for (let i = 0; i < 5; i += 1) {
      const res = await server.api('DELETE', '/user/verify-deactivation-code', { token, body: { code: wrongCode(code) } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'invalid_code' });
    }
    expect((await server.api('DELETE', '/user/verify-deactivation-code', { token, body: { code } })).status).toBe(422);
    expect((await server.api('GET', '/user', { token })).status).toBe(200);
  });

  it('refuses an expired code and a superseded one', async () => {
    const { token, email } = await signUp(server);
    await server.api('POST', '/user/request-deactivation-account', { token });
    const first = await codeFor(email);
    server.clock.advance(DEACTIVATION_CODE_MS + 1);
    expect((await server.api('DELETE', '/user/verify-deactivation-code', { token, body: { code: first } })).status).toBe(422);
    await server.api('POST', '/user/request-deactivation-account', { token });
    const second = await codeFor(email);
    await server.api('POST', '/user/request-deactivation-account', { token });
    const third = await codeFor(email);
    if (second !== third) {
      expect((await server.api('DELETE', '/user/verify-deactivation-code', { token, body: { code: second } })).status).toBe(422);
    }
    expect((await server.api('DELETE', '/user/verify-deactivation-code', { token, body: { code: third } })).status).toBe(200);
  });

  it('validates the code format', async () => {
    const { token } = await signUp(server);
    const res = await server.api('DELETE', '/user/verify-deactivation-code', { token, body: { code: '12ab' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_failed' });
  });

  it('honours a whitelisted flag per address', async () => {
    const listed = await startTestServer({ flags: { ...DEFAULT_FLAGS, deactivate_account: ['closer@example.com'] } });
    try {
      const allowed = await signUp(listed, { email: 'closer@example.com', confirm_email: 'closer@example.com' });
      const other = await signUp(listed);
      expect((await listed.api('POST', '/user/request-deactivation-account', { token: allowed.token })).status).toBe(200);
      expect((await listed.api('POST', '/user/request-deactivation-account', { token: other.token })).status).toBe(404);
    } finally {
      await listed.close();
    }
  });
});
