import type { Rental } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { accept, invite, inviteBody, inviteToken, onboardedLister } from '../../test-support/rentals-test-kit.js';

/**
 * POST /rental/register (spec 3 §7; issue 10): account creation inside step 1 of the invitation
 * page. Only the invited address, only through a pending invitation's live link, one account.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface RegisterAnswer {
  token: string;
  has_auto_payment: boolean;
  session_expires_at: number;
  data: { user: { id: string; email: string; email_verified: boolean; user_plan: string | null }; tenant: Rental };
}

const register = (body: Record<string, unknown>) => server.api<RegisterAnswer & { code?: string; fields?: Record<string, string> }>('POST', '/rental/register', { body });
const usersWith = (email: string) => server.context.store.collection('users').countDocuments({ email });
let seq = 0;
const freshEmail = () => `invited.${Date.now().toString(36)}.${(seq += 1)}@example.com`;

/** A pending invitation to an address without an account, and its link's token. */
async function invitation(autoPay: 0 | 1 = 0) {
  const { lister, listing } = await onboardedLister(server);
  const email = freshEmail();
  const rental = await invite(server, lister.token, inviteBody(server, listing, email, { auto_pay: autoPay }));
  return { lister, rental, email, link: await inviteToken(server, email) };
}

const body = (email: string, link: string, overrides: Record<string, unknown> = {}) => ({ ...signupBody({ email, confirm_email: email }), verification_code: link, ...overrides });

describe('POST /rental/register', () => {
  it('creates a verified free tenant account with a session, links the invitation to it, and sends no verification mail', async () => {
    const { rental, email, link } = await invitation(1);
    // Whatever plan or type the form claims, the account is a free tenant one.
    const res = await register(body(email.toUpperCase(), link, { confirm_email: email.toUpperCase(), account_type: 'lister', user_plan: 'pro' }));
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ email, email_verified: true, user_plan: null });
    expect(res.body.session_expires_at).toBeGreaterThan(server.clock.now());
    expect(res.body.data.tenant).toMatchObject({ id: rental.id, user_id: res.body.data.user.id, status: 'pending' });
    expect(await server.context.store.collection('account_tokens').countDocuments({ user_id: res.body.data.user.id, kind: 'verify_email' })).toBe(0);
    // The session works, and the invitation now says the address has an account.
    expect((await server.api<{ user: { id: string } }>('GET', '/user', { token: res.body.token })).body.user.id).toBe(res.body.data.user.id);
    expect((await server.api<{ data: { has_account: boolean } }>('GET', `/rental/token/${link}`)).body.data.has_account).toBe(true);
  });

  it('cannot create an account for any address other than the invited one', async () => {
    const { email, link } = await invitation();
    const other = freshEmail();
    const res = await register(body(other, link));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('invite_other_account');
    expect(await usersWith(other)).toBe(0);
    expect(await usersWith(email)).toBe(0);
  });

  it('makes one account per invitation: a repeat answers 409 and 10 racing registers make one user', async () => {
    const { email, link } = await invitation();
    const answers = await Promise.all(Array.from({ length: 10 }, () => register(body(email, link))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'email_taken')).toBe(true);
    expect(await usersWith(email)).toBe(1);
    expect((await register(body(email, link))).status).toBe(409);
  });

  it('refuses a used, cancelled, resent, unknown or missing link and creates nothing', async () => {
    // Used: accepted by the account registered through it.
    const used = await invitation();
    const reg = await register(body(used.email, used.link));
    expect((await accept(server, reg.body.token, used.link)).body.data.status).toBe('accepted');
    const again = freshEmail();
    expect((await register(body(again, used.link))).body.code).toBe('invite_invalid');

    const cancelled = await invitation();
    expect((await server.api('POST', `/rental/${cancelled.rental.id}/cancel-invite`, { token: cancelled.lister.token, body: {} })).status).toBe(200);
    const afterCancel = await register(body(cancelled.email, cancelled.link));
    expect(afterCancel.status).toBe(404);
    expect(afterCancel.body.code).toBe('invite_invalid');

    const resent = await invitation();
    expect((await server.api('POST', `/rental/${resent.rental.id}/resend-invite`, { token: resent.lister.token, body: {} })).status).toBe(200);
    expect((await register(body(resent.email, resent.link))).body.code).toBe('invite_invalid');

    const unknown = freshEmail();
    expect((await register(body(unknown, 'A'.repeat(43)))).body.code).toBe('invite_invalid');
    expect((await register(body(unknown, ''))).body.code).toBe('invite_invalid');
    const { verification_code: _omit, ...noCode } = body(unknown, 'x');
    expect((await register(noCode)).body.code).toBe('invite_invalid');
    for (const email of [again, cancelled.email, resent.email, unknown]) expect(await usersWith(email)).toBe(0);
  });

  it('checks the sign-up fields in the spec order with a message each (422) and creates nothing', async () => {
    const { email, link } = await invitation();
    const empty = await register({ verification_code: link, account_type: 'tenant' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.fields ?? {}).slice(0, 3)).toEqual(['first_name', 'last_name', 'display_name']);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '\u200b\u2028' }, 'first_name'],
      [{ display_name: '\uff21' }, 'display_name'],
      [{ birthdate_year: 1899 }, 'birthdate_year'],
      [{ confirm_email: freshEmail() }, 'confirm_email'],
      [{ phone_number: '12' }, 'phone_number'],
      [{ password: 'abc', confirm_password: 'abc' }, 'password'],
      [{ confirm_password: 'something-else-9' }, 'confirm_password'],
      [{ verification_code: 42 }, 'verification_code'],
      [{ is_admin: true }, 'is_admin'],
    ];
    for (const [overrides, field] of cases) {
      const res = await register(body(email, link, overrides));
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.fields ?? {}), field).toContain(field);
    }
    expect((await server.api('POST', '/rental/register', { body: '[]' as unknown as Record<string, unknown> })).status).toBe(422);
    expect(await usersWith(email)).toBe(0);
  });

  it('the e-mail/vcode sign-up (POST /accounts with the code) takes over only the invitation of its own live link', async () => {
    const { rental, email, link } = await invitation();
    const other = await invitation();
    // Another address with this invitation's code: a plain account, nothing linked.
    const stranger = await server.api<{ user: { id: string } }>('POST', '/accounts', { body: { ...signupBody(), verification_code: other.link } });
    expect(stranger.status).toBe(201);
    const signed = await server.api<{ user: { id: string } }>('POST', '/accounts', { body: { ...signupBody({ email, confirm_email: email }), verification_code: link } });
    expect(signed.status).toBe(201);
    await server.context.events.idle();
    expect(await server.context.store.collection('rentals').findOne({ _id: rental.id })).toMatchObject({ user_id: signed.body.user.id, participants: [rental.lister_id, signed.body.user.id] });
    expect(await server.context.store.collection('rentals').findOne({ _id: other.rental.id })).toMatchObject({ user_id: null });
  });
});

