import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('http basics', () => {
  it('answers health with the store kind', async () => {
    const res = await server.api('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, store: process.env.MONGODB_URI ? 'mongodb' : 'embedded' });
  });
  it('sets security headers on every answer', async () => {
    const res = await server.api('GET', '/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
  it('answers unknown API paths with a translated not_found error', async () => {
    const res = await server.api('GET', '/nope', { locale: 'de' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Wir konnten nicht finden, wonach Sie suchen.' });
  });
  it('refuses non-JSON bodies and malformed JSON without a 500', async () => {
    const form = await server.api('POST', '/login', { raw: 'email[$ne]=x', contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const broken = await server.api('POST', '/login', { raw: '{"email":', contentType: 'application/json' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'validation_failed' });
  });
  it('reads a lone surrogate in a JSON body as U+FFFD, and a surrogate pair as written, on either store', async () => {
    // JSON.stringify writes the lone halves as \\ud83d escapes, as a browser sends them; the pair is an emoji.
    const body = { name: 'Sam \ud83d', email: 'surrogates@example.com', subject: '\ude00 Deposit', message_content: 'Landing at 6 \ud83d\ude00 ok' };
    const res = await server.api('POST', '/contact', { body });
    expect(res.status).toBe(201);
    const stored = await server.context.store.collection('contact_messages').findOne({ email: 'surrogates@example.com' });
    expect(stored).toMatchObject({ name: 'Sam \ufffd', subject: '\ufffd Deposit', message_content: 'Landing at 6 \u{1f600} ok' });
  });
  it('refuses oversized bodies with 413', async () => {
    const res = await server.api('POST', '/login', { body: { email: 'a'.repeat(400_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'payload_too_large' });
  });
  it('serves the brand and flags with whitelists resolved', async () => {
    const res = await server.api<{ site: string; flags: Record<string, boolean> }>('GET', '/config');
    expect(res.body.site).toBe('site.crashpad');
    expect(res.body.flags).toMatchObject({ autopay: true, events: false, deactivate_account: false });
  });
  it('requires a bearer token for /user and never reads a cookie', async () => {
    expect((await server.api('GET', '/user')).status).toBe(401);
    const res = await fetch(`${server.url}/api/user`, { headers: { Cookie: 'token=abc.def.ghi' } });
    expect(res.status).toBe(401);
    expect((await server.api('GET', '/user', { token: 'not-a-real-token-at-all' })).body).toMatchObject({ code: 'login_expired' });
  });
});
