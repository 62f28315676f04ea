import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_MAX, CONTACT_RATE_WINDOW_MS, type EmailsPerDay } from '@crashpad/sync';
import { signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ supportEmail: 'help@crashpad.example' });
});
afterAll(() => server.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Pilot',
  email: 'sam@example.com',
  subject: 'Question about deposits',
  message_content: 'How is the deposit returned <b>after</b> my lease ends?',
  ...overrides,
});

describe('POST /contact', () => {
  it('stores the message and mails it to the support address, escaped, with the sender', async () => {
    const { token, user } = await signUp(server);
    const res = await server.api('POST', '/contact', { token, locale: 'de', body: message({ subject: 'Deposit\r\nBcc: victim@example.com' }) });
    expect(res.status).toBe(201);
    const stored = await server.context.store.collection('contact_messages').findOne({ user_id: user.id });
    expect(stored).toMatchObject({ email: 'sam@example.com', locale: 'de', subject: 'Deposit\r\nBcc: victim@example.com' });
    const [mail] = await server.mailbox('help@crashpad.example');
    expect(mail?.subject).toBe('[Contact] Deposit Bcc: victim@example.com');
    expect(mail?.text).toContain('From: Sam Pilot <sam@example.com>');
    expect(mail?.text).toContain('How is the deposit returned <b>after</b> my lease ends?');
    expect(mail?.html).toContain('&lt;b&gt;after&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>after</b>');
  });

  it('validates the form in order with translated messages', async () => {
    const res = await server.api('POST', '/contact', { locale: 'fr', body: message({ name: ' ', email: '', message_content: '' }) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: 'Veuillez saisir votre nom.' });
    expect(Object.keys((res.body as { fields: object }).fields)).toEqual(['name', 'email', 'message_content']);
    expect((await server.api('POST', '/contact', { body: message({ extra: 1 }) })).status).toBe(422);
    expect((await server.api('POST', '/contact', { body: message({ message_content: 'x'.repeat(5001) }) })).status).toBe(422);
  });

  it('limits messages per client address and window', async () => {
    const own = await startTestServer();
    try {
      for (let i = 0; i < CONTACT_RATE_MAX; i++) expect((await own.api('POST', '/contact', { body: message() })).status).toBe(201);
      const limited = await own.api('POST', '/contact', { body: message() });
      expect(limited.status).toBe(429);
      expect(await own.context.store.collection('contact_messages').countDocuments({})).toBe(CONTACT_RATE_MAX);
      own.clock.advance(CONTACT_RATE_WINDOW_MS);
      expect((await own.api('POST', '/contact', { body: message() })).status).toBe(201);
    } finally {
      await own.close();
    }
  });
});

describe('GET /emails', () => {
  it('counts messages per UTC day for admins only, newest day first', async () => {
    const own = await startTestServer();
    try {
      const admin = await signUp(own);
      await own.context.store.collection('users').updateOne({ _id: admin.user.id }, { $set: { is_admin: true } });
      const user = await signUp(own);
      const day = Date.UTC(2026, 2, 14, 23, 0);
      own.clock.advance(day - own.clock.now());
      await own.api('POST', '/contact', { body: message() });
      await own.api('POST', '/contact', { body: message() });
      own.clock.advance(2 * 60 * 60 * 1000);
      await own.api('POST', '/contact', { body: message() });
      const res = await own.api<{ data: EmailsPerDay[] }>('GET', '/emails', { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.data.map((d) => [d.year_created, d.month_created, d.day_created, d.total_emails])).toEqual([
        [2026, 3, 15, 1],
        [2026, 3, 14, 2],
      ]);
      expect(res.body.data[0]?.message_id).toMatch(/^[0-9A-Z]{26}$/);
      expect((await own.api('GET', '/emails', { token: user.token })).status).toBe(403);
      expect((await own.api('GET', '/emails')).status).toBe(401);
    } finally {
      await own.close();
    }
  });
});
