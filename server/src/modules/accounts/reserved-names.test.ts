import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@crashpad/sync';
import { signUp, signupBody } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Issue 7 §1.9: anyone could take the display name "Crashpad Support" and write to users as the
 * site. The brand and staff names are reserved, in any disguise, on sign-up and on name changes.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const RESERVED_MESSAGE = 'This name is reserved. Please choose another name.';
const disguises = ['Crashpad Support', 'crashpad', 'ＣＲＡＳＨＰＡＤ', 'Cr\u200Bash pad', 'Crаshpad', 'S U P P O R T', 'Adm1n', 'Crashpad Team'];

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada L',
  birthdate_year: 1990,
  birthdate_month: 12,
  birthdate_day: 10,
  ...overrides,
});

describe('sign-up', () => {
  it('refuses reserved display names in every disguise, and changes nothing', async () => {
    for (const name of disguises) {
      const body = signupBody({ display_name: name });
      const res = await server.api('POST', '/accounts', { body });
      expect(res.status, name).toBe(422);
      expect(res.body).toMatchObject({ fields: { display_name: RESERVED_MESSAGE } });
      expect(await server.context.store.collection('users').countDocuments({ email: body.email })).toBe(0);
    }
  });

  it('refuses reserved first and last names too, translated', async () => {
    expect((await server.api('POST', '/accounts', { body: signupBody({ first_name: 'Support' }) })).body).toMatchObject({ fields: { first_name: RESERVED_MESSAGE } });
    const de = await server.api('POST', '/accounts', { body: signupBody({ last_name: 'Crashpad' }), locale: 'de' });
    expect(de.body).toMatchObject({ fields: { last_name: 'Dieser Name ist reserviert. Bitte wählen Sie einen anderen Namen.' } });
  });

  it('refuses names that show nothing (zero-width, format or blank characters only)', async () => {
    const blank = await server.api('POST', '/accounts', { body: signupBody({ display_name: '\u200B\u200C\u200D\u2060' }) });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ fields: { display_name: 'Display name is required.' } });
    expect((await server.api('POST', '/accounts', { body: signupBody({ first_name: '\u3164' }) })).status).toBe(422);
    const { token } = await signUp(server);
    expect((await server.api('POST', '/account/user/update', { token, body: profileBody({ display_name: '\u2800\u2800\u2800' }) })).status).toBe(422);
  });

  it('accepts ordinary names that merely resemble', async () => {
    for (const display_name of ['Supporter Sam', 'Admiral J', 'Pad Thai Fan']) expect((await server.api('POST', '/accounts', { body: signupBody({ display_name }) })).status).toBe(201);
  });
});

describe('profile name changes', () => {
  it('refuses a change to a reserved name', async () => {
    const { token } = await signUp(server);
    for (const name of disguises) {
      const res = await server.api('POST', '/account/user/update', { token, body: profileBody({ display_name: name }) });
      expect(res.status, name).toBe(422);
      expect(res.body).toMatchObject({ fields: { display_name: RESERVED_MESSAGE } });
    }
    const first = await server.api('POST', '/account/user/update', { token, body: profileBody({ first_name: 'Admin' }) });
    expect(first.body).toMatchObject({ fields: { first_name: RESERVED_MESSAGE } });
    const me = await server.api<{ user: User }>('GET', '/user', { token });
    expect(me.body.user).toMatchObject({ first_name: 'Ada', display_name: 'Ada L' });
  });

  it('lets a user keep the name they have, and staff use the site’s name', async () => {
    const { token, user } = await signUp(server);
    await server.context.store.collection('users').updateOne({ _id: user.id }, { $set: { display_name: 'Support' } });
    expect((await server.api('POST', '/account/user/update', { token, body: profileBody({ display_name: 'Support', last_name: 'Byron' }) })).status).toBe(200);

    const admin = await signUp(server);
    await server.context.store.collection('users').updateOne({ _id: admin.user.id }, { $set: { is_admin: true } });
    expect((await server.api('POST', '/account/user/update', { token: admin.token, body: profileBody({ display_name: 'Crashpad Support' }) })).status).toBe(200);
  });
});
