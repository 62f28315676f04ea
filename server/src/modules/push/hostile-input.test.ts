import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { expectHostileBodiesRefused, expectHostilePathsRefused, hostileBody, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: junk thrown at POST and DELETE /push/subscriptions (wrong types, operators, huge
 * strings, unknown fields, endpoints that are not HTTPS push services, keys of the wrong size)
 * is answered 4xx, never 5xx, and no subscription changes. The victim has a real subscription;
 * its endpoint is among the junk, and another user's well-formed DELETE of it removes nothing.
 */
let server: TestServer;
let victim: SignedUp;
let attacker: SignedUp;
const victimEndpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(24).toString('base64url')}`;
const validKeys = { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') };
beforeAll(async () => {
  server = await startTestServer();
  victim = await signUp(server);
  attacker = await signUp(server);
  const res = await server.api('POST', '/push/subscriptions', { token: victim.token, body: { endpoint: victimEndpoint, expirationTime: null, keys: validKeys } });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${JSON.stringify(res.body)}`);
});
afterAll(() => server.close());

const snapshot = () => storedState(server, ['push_subscriptions', 'sessions']);
const ENDPOINTS = [victimEndpoint, 'http://fcm.googleapis.com/fcm/send/x', 'https://evil.example/push', 'https://user:pw@fcm.googleapis.com/x', 'https://fcm.googleapis.com:8443/x', 'javascript:alert(1)', 'https://127.0.0.1/'];

describe('hostile input to the push subscription calls', () => {
  it('answers 4xx to hostile JSON bodies and changes nothing', async () => {
    const before = await snapshot();
    await expectHostileBodiesRefused(
      server,
      [
        { method: 'POST', path: '/push/subscriptions', fields: ['endpoint', 'expirationTime', 'keys'], token: attacker.token },
        { method: 'DELETE', path: '/push/subscriptions', fields: ['endpoint'], token: victim.token },
      ],
      { seed: 2701, extraKeys: ['user_id', 'session_id', 'p256dh', 'auth'], extraScalars: ENDPOINTS },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to near-valid subscriptions with one hostile part and changes nothing', async () => {
    const before = await snapshot();
    const valid = { endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(24).toString('base64url')}`, expirationTime: null, keys: validKeys };
    const broken = fc.oneof(
      fc.constantFrom(...ENDPOINTS.slice(1)).map((endpoint) => ({ ...valid, endpoint })),
      hostileBody(['p256dh', 'auth'], { extraScalars: ['AAAA', 'A'.repeat(200), 'not base64!', validKeys.auth] })
        .filter((keys) => !(keys && typeof keys === 'object' && !Array.isArray(keys) && (keys as Record<string, unknown>).p256dh === validKeys.p256dh))
        .map((keys) => ({ ...valid, keys })),
      hostileBody(['endpoint', 'expirationTime', 'keys'], { extraKeys: ['user_id'] })
        .filter((extra): extra is Record<string, unknown> => typeof extra === 'object' && extra !== null && !Array.isArray(extra) && Object.keys(extra).some((k) => k !== 'expirationTime'))
        .map((extra) => ({ ...valid, ...extra })),
    );
    await fc.assert(
      fc.asyncProperty(broken, async (body) => {
        const res = await server.api('POST', '/push/subscriptions', { token: attacker.token, body });
        expect(res.status, JSON.stringify(body).slice(0, 300)).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 30, seed: 2702 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('another user’s DELETE of the victim’s endpoint removes nothing; broken JSON is 4xx', async () => {
    const before = await snapshot();
    const res = await server.api('DELETE', '/push/subscriptions', { token: attacker.token, body: { endpoint: victimEndpoint } });
    expect(res.status).toBeLessThan(500);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'DELETE'), rawJunk, fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=xyz'), async (method, raw, contentType) => {
        const junk = await server.api(method, '/push/subscriptions', { token: victim.token, raw, contentType });
        expect(junk.status, `${method} ${contentType} ${raw}`).toBeLessThan(500);
        expect(junk.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2703 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('GET /push/public-key never answers 5xx to hostile queries', async () => {
    await expectHostilePathsRefused(server, [{ method: 'GET', path: '/push/public-key', queryKeys: [] }], { seed: 2704 });
  });
});
