import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
const windowMs = 60_000;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { login: { max: 3, windowMs }, forgot: { max: 2, windowMs }, emailExists: { max: 2, windowMs } },
  });
});
afterAll(() => server.close());

async function statuses(count: number, method: string, path: string, body: unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push((await server.api(method, path, { body })).status);
  return out;
}

describe('rate limits', () => {
  it('limits login attempts per client and window', async () => {
    const { email } = await signUp(server);
    expect(await statuses(4, 'POST', '/login', { email, password: 'wrong-password' })).toEqual([401, 401, 401, 429]);
    const limited = await server.api('POST', '/login', { body: { email, password: 'wrong-password' } });
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(windowMs);
    expect((await server.api('POST', '/login', { body: { email, password: 'wrong-password' } })).status).toBe(401);
  });

  it('limits the e-mail check across both paths', async () => {
    const body = { email: 'someone@example.com' };
    expect((await server.api('POST', '/email-exists', { body })).status).toBe(200);
    expect((await server.api('POST', '/user/exists', { body })).status).toBe(200);
    expect((await server.api('POST', '/email-exists', { body })).status).toBe(429);
    expect((await server.api('POST', '/user/exists', { body })).status).toBe(429);
    server.clock.advance(windowMs);
  });

  it('limits forgot-password across both paths', async () => {
    const body = { email: 'someone@example.com' };
    expect(await statuses(1, 'POST', '/password-recovery', body)).toEqual([200]);
    expect(await statuses(2, 'POST', '/password/email', body)).toEqual([200, 429]);
    server.clock.advance(windowMs);
    expect(await statuses(1, 'POST', '/password/email', body)).toEqual([200]);
  });

  it('limits verification resends', async () => {
    expect(await statuses(3, 'POST', '/email/resend', { email: 'someone@example.com' })).toEqual([200, 200, 429]);
  });
});
