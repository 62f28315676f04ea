import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, CONTACT_RATE_WINDOW_MS, CONTACT_SUBJECT_MAX, EMAIL_MAX, NAME_MAX } from '@crashpad/sync';
import { signUp } from '../../test-support/accounts-factory.js';
import { expectHostilePathsRefused, hostileBody, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: junk sent to the contact form (POST /contact, anonymous or logged in) is answered
 * 4xx by validation, never 5xx, and no message is stored or mailed. The clock moves past the
 * rate-limit window before each request, so every body reaches validation instead of a 429.
 * GET /emails (admins) refuses hostile queries.
 */
let server: TestServer;
let member: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ supportEmail: 'help@crashpad.example' });
  member = (await signUp(server)).token;
  const a = await signUp(server);
  await server.context.store.collection('users').updateOne({ _id: a.user.id }, { $set: { is_admin: true } });
  admin = a.token;
});
afterAll(() => server.close());

const snapshot = async () => ({ ...(await storedState(server, ['contact_messages', 'users'])), mail: await server.mailbox('help@crashpad.example') });
const FIELDS = ['name', 'email', 'subject', 'message_content'];
const MAX: Record<string, number> = { name: NAME_MAX, email: EMAIL_MAX, subject: CONTACT_SUBJECT_MAX, message_content: CONTACT_MESSAGE_MAX };

/** A POST /contact in a fresh rate-limit window; never a 429, so the answer is validation's. */
async function contact(options: { body?: unknown; raw?: string; contentType?: string; token?: string }) {
  server.clock.advance(CONTACT_RATE_WINDOW_MS);
  const res = await server.api('POST', '/contact', options);
  expect(res.status, String(JSON.stringify(options.body === undefined ? options.raw : options.body)).slice(0, 200)).not.toBe(429);
  return res;
}

describe('hostile input to the contact form', () => {
  it('answers 4xx to hostile JSON bodies and stores and mails nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('anonymous', 'member'),
        hostileBody(FIELDS, { extraKeys: ['user_id', 'locale', 'created_at'], extraScalars: ['sam@example.com', 'a\r\nBcc: victim@example.com'] }),
        async (who, body) => {
          const res = await contact({ body, token: who === 'member' ? member : undefined });
          expect(res.status).toBeLessThan(500);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 25, seed: 2401 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to a valid form with one hostile field and stores nothing', async () => {
    const before = await snapshot();
    const valid: Record<string, unknown> = { name: 'Sam Pilot', email: 'sam@example.com', subject: 'Deposit', message_content: 'When is it returned?' };
    const broken = hostileBody(FIELDS, { extraKeys: ['user_id'] })
      .filter((b): b is Record<string, unknown> => typeof b === 'object' && b !== null && !Array.isArray(b))
      // Only junk that makes the form wrong: an unknown key, or a field that is no longer a non-blank string within its limit.
      .filter((junk) => Object.entries(junk).some(([k, x]) => !(k in MAX) || typeof x !== 'string' || x.trim() === '' || x.trim().length > MAX[k]!))
      .map((junk) => ({ ...valid, ...junk }));
    await fc.assert(
      fc.asyncProperty(broken, async (body) => {
        const res = await contact({ body });
        expect(res.status).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2402 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to broken JSON and wrong content types and stores nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(rawJunk, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz'), async (raw, contentType) => {
        const res = await contact({ raw, contentType });
        expect(res.status, `${contentType} ${raw}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2403 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('GET /emails answers 4xx to hostile queries and to members', async () => {
    const before = await snapshot();
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/emails', token: admin },
        { method: 'GET', path: '/emails', token: member },
      ],
      { seed: 2404 },
    );
    expect((await server.api('GET', '/emails', { token: member })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
