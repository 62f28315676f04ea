import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signupBody } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Issue 7 §1.6: every path that sends account mail or reveals whether an address has an account
 * is limited per client AND per target address (DECISIONS #7). Clients are told apart by
 * X-Forwarded-For (TRUST_PROXY=1), so one test can act as many attackers.
 */
let server: TestServer;
const hour = 3_600_000;
beforeAll(async () => {
  server = await startTestServer({
    trustProxy: true,
    rateLimits: {
      signup: { max: 10, windowMs: hour },
      emailExists: { max: 4, windowMs: 60_000 },
      forgot: { max: 50, windowMs: 60_000 },
      mailPerAddress: { max: 3, windowMs: hour },
      lookupPerAddress: { max: 5, windowMs: hour },
    },
  });
});
afterAll(() => server.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

/** A call from a given client address. */
async function from(ip: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip, 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  await server.mailbox('nobody@example.com'); // waits for mail listeners in flight
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

const next = () => server.clock.advance(hour);

describe('sign-up', () => {
  it('allows 10 sign-ups per client address an hour', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await from(ip, 'POST', '/accounts', signupBody())).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await from(freshIp(), 'POST', '/accounts', signupBody())).status).toBe(201);
    next();
    expect((await from(ip, 'POST', '/accounts', signupBody())).status).toBe(201);
  });

  it('the 409 of a taken address is an address lookup, limited per target address across clients', async () => {
    const { email } = await signUp(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await from(freshIp(), 'POST', '/accounts', signupBody({ email, confirm_email: email }))).status);
    // sign-up itself was the address's first lookup
    expect(statuses).toEqual([409, 409, 409, 409, 429, 429]);
    next();
  });
});

describe('address lookups', () => {
  it('the e-mail check is limited per target address, whoever asks', async () => {
    const email = 'target-check@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await from(freshIp(), 'POST', '/email-exists', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    next();
  });

  it('/user/update-email shares the e-mail check budget of the client, and the per-address one', async () => {
    const me = await signUp(server);
    const { email: taken } = await signUp(server);
    const ip = freshIp();
    expect((await from(ip, 'POST', '/email-exists', { email: 'a1@example.com' })).status).toBe(200);
    expect((await from(ip, 'POST', '/email-exists', { email: 'a2@example.com' })).status).toBe(200);
    const change = (email: string) => from(ip, 'POST', '/user/update-email', { email, password: me.password }, me.token);
    expect((await change(taken)).status).toBe(409);
    expect((await change('a3@example.com')).status).toBe(200);
    const limited = await change('a4@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    next();
  });
});

describe('account mail to one address', () => {
  it('POST /verify-email (signed in) cannot mail-bomb an address', async () => {
    const { email, token } = await signUp(server);
    // The sign-up mail was the first of three an hour.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await from(freshIp(), 'POST', '/verify-email', {}, token)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(await server.mailbox(email)).toHaveLength(3);
    next();
  });

  it('POST /email/resend and forgot-password are limited per target address across clients, the same for unknown addresses', async () => {
    const { email } = await signUp(server);
    const resend = [];
    for (let i = 0; i < 3; i += 1) resend.push((await from(freshIp(), 'POST', '/email/resend', { email })).status);
    expect(resend).toEqual([200, 200, 429]);
    expect(await server.mailbox(email)).toHaveLength(3);

    const ghost = 'ghost-target@example.com';
    const ghostResend = [];
    for (let i = 0; i < 4; i += 1) ghostResend.push((await from(freshIp(), 'POST', '/email/resend', { email: ghost })).status);
    expect(ghostResend).toEqual([200, 200, 200, 429]);

    const { email: other } = await signUp(server);
    const forgot = [];
    for (let i = 0; i < 3; i += 1) forgot.push((await from(freshIp(), 'POST', '/password-recovery', { email: other })).status);
    expect(forgot).toEqual([200, 200, 429]);
    next();
  });

  it('a +tag alias is the same target address', async () => {
    const { email } = await signUp(server);
    const [local, domain] = email.split('@');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await from(freshIp(), 'POST', '/email/resend', { email: `${local}+x${i}@${domain}` })).status);
    expect(statuses).toEqual([200, 200, 429]);
    next();
  });
});

describe('the greeting of mail to an unverified address', () => {
  it('carries no attacker-chosen name, link or markup', async () => {
    const name = 'Win <a href="https://evil.example/x">a prize</a> at evil.example';
    const { email } = await signUp(server, { first_name: name });
    const [mail] = await server.mailbox(email);
    expect(mail).toBeDefined();
    for (const part of [mail!.text, mail!.html ?? '']) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('prize');
    }
    expect(mail!.text.startsWith('Hi,')).toBe(true);
    next();
  });

  it('mail to the user’s own verified address still greets by name, escaped in HTML', async () => {
    const { email } = await signUp(server, { first_name: 'Zoë <b>' });
    const link = /\/verify\/email\/([A-Za-z0-9_-]+)/.exec((await server.mailbox(email))[0]!.text)![1];
    expect((await server.api('POST', '/verify-token-email', { body: { token: link } })).status).toBe(200);
    await server.api('POST', '/password-recovery', { body: { email } });
    const [reset] = await server.mailbox(email);
    expect(reset!.subject).toBe('Reset your password');
    expect(reset!.text.startsWith('Hi Zoë <b>,')).toBe(true);
    expect(reset!.html).toContain('Hi Zoë &lt;b&gt;,');
    next();
  });
});
