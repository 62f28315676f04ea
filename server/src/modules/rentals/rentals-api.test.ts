import type { PaymentRequest, Rental, RentalsListOutput, Transaction } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test-support/accounts-factory.js';
import { saveCard } from '../../test-support/payments-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { accept, dateIn, invite, inviteBody, inviteToken, onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('invitation and acceptance', () => {
  it('invites with dollars stored as cents, e-mails a single-use link, shows the booking and charges the deposit once with the 1 % fee', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email, { rental_amount: '1250.50', deposit: 300 }));
    expect(rental).toMatchObject({ status: 'pending', rental_amount_cents: 125_050, deposit_cents: 30_000, user_id: tenant.user.id, auto_pay: 1 });
    expect(rental.booking_reference).toMatch(/^\d{6}$/);
    const link = await inviteToken(server, tenant.email);
    expect(JSON.stringify(await server.context.store.collection('rentals').findOne({ _id: rental.id }))).not.toContain(link);

    const page = await server.api<{ data: { booking_reference: string; rental_amount_cents: number; has_account: boolean } }>('GET', `/rental/token/${link}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ booking_reference: rental.booking_reference, rental_amount_cents: 125_050, has_account: true });

    const done = await accept(server, tenant.token, link);
    expect(done.status).toBe(200);
    expect(done.body.deposit).toEqual({ amount_cents: 30_000, charged: true, payment_request_id: null });
    expect(done.body.data.status).toBe('accepted');
    await server.stripe.webhooksIdle();
    const tx = await server.api<{ data: Transaction[] }>('GET', `/transaction?tenant_id=${rental.id}`, { token: lister.token });
    expect(tx.body.data.filter((t) => t.kind === 'deposit')).toEqual([expect.objectContaining({ amount_cents: 30_000, fee_cents: 300, status: 'paid', with_deposit: true })]);
    // The link is used: the page now says it is no longer valid; a retry of the accept answers the same.
    expect((await server.api('GET', `/rental/token/${link}`)).body).toMatchObject({ code: 'invite_invalid' });
    expect((await accept(server, tenant.token, link)).body.data.status).toBe('accepted');
    expect(await server.context.store.collection('rental_ledger').countDocuments({ rental_id: rental.id, kind: 'deposit' })).toBe(1);
    // The bed is now occupied in the listing.
    const stored = await server.context.store.collection<{ _id: string; rooms: { beds: { id: string; status: string }[] }[] }>('listings').findOne({ _id: listing.id });
    expect(stored!.rooms[0]!.beds.find((b) => b.id === rental.bed_id)!.status).toBe('BUSY');
  });

  it('gives 20 simultaneous accepts of one invitation one rental and one deposit charge', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email));
    const link = await inviteToken(server, tenant.email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept(server, tenant.token, link)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set([rental.id]));
    await server.stripe.webhooksIdle();
    expect(await server.context.store.collection('rental_ledger').countDocuments({ rental_id: rental.id, kind: 'deposit', status: 'paid' })).toBe(1);
    expect(await server.context.store.collection('payment_operations').countDocuments({ base_key: `deposit:${rental.id}` })).toBe(1);
    expect(await server.context.store.collection('rentals').countDocuments({ listing_id: listing.id, status: 'accepted' })).toBe(1);
  });

  it('turns the deposit into a pending payment request when autopay is 0; paying needs a card (PAYMENT_METHOD_REQUIRED)', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server, null);
    const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email, { auto_pay: 0, deposit: '150' }));
    const done = await accept(server, tenant.token, await inviteToken(server, tenant.email));
    expect(done.body.deposit).toEqual({ amount_cents: 15_000, charged: false, payment_request_id: `deposit-${rental.id}` });
    const mine = await server.api<{ data: PaymentRequest[] }>('GET', '/payment-request', { token: tenant.token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: `deposit-${rental.id}`, amount_cents: 15_000, payment_for: 'deposit', status: 'pending' })]);
    const noCustomer = await server.api('PUT', `/payment-request/deposit-${rental.id}`, { token: tenant.token, body: {} });
    expect(noCustomer.status).toBe(409);
    expect(noCustomer.body).toMatchObject({ code: 'customer_id_missing', data: [{ error_code: 'CUSTOMER_ID_MISSING' }] });
    await saveCard(server, tenant.token);
    const junk = await server.api('PUT', `/payment-request/deposit-${rental.id}`, { token: tenant.token, body: { amount_cents: 1 } });
    expect(junk.status).toBe(422);
    expect((await server.api<{ data: PaymentRequest[] }>('GET', '/payment-request', { token: tenant.token })).body.data[0]?.status).toBe('pending');
    const paid = await server.api<{ data: PaymentRequest }>('PUT', `/payment-request/deposit-${rental.id}`, { token: tenant.token, body: {} });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('complete');
    expect((await server.api('PUT', `/payment-request/deposit-${rental.id}`, { token: tenant.token, body: {} })).body).toMatchObject({ data: { status: 'complete' } });
    // The deposit once, and the platform's 1 % of it (Stripe's application fee) once.
    expect((await server.context.store.collection('rental_ledger').find({ rental_id: rental.id, status: 'paid' })).map((r) => `${String(r.kind)}:${String(r.amount_cents)}`).sort()).toEqual(['deposit:15000', 'fee:150']);
  });

  it('refuses an accept by another account and a link of a cancelled or resent invitation', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const stranger = await tenantWithCard(server);
    const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email));
    const first = await inviteToken(server, tenant.email);
    expect((await accept(server, stranger.token, first)).body).toMatchObject({ code: 'invite_other_account' });
    expect((await server.api('POST', `/rental/${rental.id}/resend-invite`, { token: lister.token, body: {} })).status).toBe(200);
    const second = await inviteToken(server, tenant.email);
    expect(second).not.toBe(first);
    expect((await accept(server, tenant.token, first)).body).toMatchObject({ code: 'invite_invalid' });
    expect((await server.api('POST', `/rental/${rental.id}/cancel-invite`, { token: lister.token, body: {} })).body).toMatchObject({ data: { status: 'deleted' } });
    expect((await accept(server, tenant.token, second)).body).toMatchObject({ code: 'invite_invalid' });
  });

  it('creates the account inside the invitation for an address without one (the e-mail is verified by the link)', async () => {
    const { lister, listing } = await onboardedLister(server);
    const email = `new.crew.${Date.now()}@example.com`;
    const rental = await invite(server, lister.token, inviteBody(server, listing, email, { auto_pay: 0 }));
    expect(rental.user_id).toBeNull();
    const link = await inviteToken(server, email);
    const view = await server.api<{ data: { has_account: boolean } }>('GET', `/rental/token/${link}`);
    expect(view.body.data.has_account).toBe(false);
    const reg = await server.api<{ token: string; data: { user: { email_verified: boolean }; tenant: Rental } }>('POST', '/rental/register', {
      body: { ...(await import('../../test-support/accounts-factory.js')).signupBody({ email, confirm_email: email }), account_type: 'tenant', verification_code: link },
    });
    expect(reg.status).toBe(201);
    expect(reg.body.data.user.email_verified).toBe(true);
    expect(reg.body.data.tenant.user_id).not.toBeNull();
    expect((await accept(server, reg.body.token, link)).body.data.status).toBe('accepted');
  });
});

describe('validation and prerequisites', () => {
  it('checks the invite form in the spec order and keeps money to two decimals', async () => {
    const { lister, listing } = await onboardedLister(server);
    const res = await server.api<{ fields: Record<string, string> }>('POST', '/rental/invite', { token: lister.token, body: { tenant_email: '', location_id: '', room_id: '', bed_id: '', rental_amount: '', start_date: '', start_time: '' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields).slice(0, 5)).toEqual(['tenant_email', 'location_id', 'room_id', 'bed_id', 'rental_amount']);
    expect(Object.keys(res.body.fields).slice(5, 7)).toEqual(['start_date', 'start_time']);
    for (const amount of ['12.345', '-5', '1e3', 'NaN', '１２', '1\u200b2', 12.345, 1e21, '']) {
      const bad = await server.api('POST', '/rental/invite', { token: lister.token, body: inviteBody(server, listing, 'a@example.com', { rental_amount: amount }) });
      expect(bad.status, String(amount)).toBe(422);
    }
    const noTime = await server.api<{ fields: Record<string, string> }>('POST', '/rental/invite', { token: lister.token, body: inviteBody(server, listing, 'a@example.com', { checkout_date: dateIn(server, 40), checkout_time: '' }) });
    expect(noTime.body.fields).toHaveProperty('checkout_time');
    for (const day of [0, 29, '31', 1.5]) {
      expect((await server.api('POST', '/rental/invite', { token: lister.token, body: inviteBody(server, listing, 'a@example.com', { payment_date: day }) })).status).toBe(422);
    }
    const past = await server.api<{ fields: Record<string, string> }>('POST', '/rental/invite', { token: lister.token, body: inviteBody(server, listing, 'a@example.com', { start_date: dateIn(server, -3) }) });
    expect(past.body.fields).toEqual({ start_date: 'Dates cannot be before today.' });
    expect((await server.api('POST', '/rental/invite', { token: lister.token, body: inviteBody(server, listing, 'a@example.com', { start_time: '14:30' }) })).status).toBe(422);
    expect(await server.context.store.collection('rentals').countDocuments({ lister_id: lister.user.id })).toBe(0);
  });

  it('needs payout onboarding for autopay, frees no bed twice, and stops at the plan tenant limit (basic 15)', async () => {
    const { lister, listing } = await onboardedLister(server, 'basic', 16);
    const plain = await signUp(server, { account_type: 'lister', user_plan: 'basic' });
    expect((await server.api('POST', '/rental/invite', { token: plain.token, body: inviteBody(server, listing, 'x@example.com') })).status).not.toBe(201);
    await invite(server, lister.token, inviteBody(server, listing, 'bed0@example.com', {}, 0));
    expect((await server.api('POST', '/rental/invite', { token: lister.token, body: inviteBody(server, listing, 'again@example.com', {}, 0) })).body).toMatchObject({ code: 'bed_unavailable' });
    for (let i = 1; i < 15; i += 1) await invite(server, lister.token, inviteBody(server, listing, `crew${i}@example.com`, {}, i));
    const over = await server.api('POST', '/rental/invite', { token: lister.token, body: inviteBody(server, listing, 'crew15@example.com', {}, 15) });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ code: 'tenant_limit_reached' });
    const unrented = await server.api<{ data: { rooms: { beds: { pending_invite: boolean }[] }[] }[]; prerequisites: { tenants: number; tenant_limit: number } }>('GET', '/lister/listings/unrented', { token: lister.token });
    expect(unrented.body.prerequisites).toMatchObject({ tenants: 15, tenant_limit: 15, payout_onboarding_complete: true });
    expect(unrented.body.data[0]!.rooms[0]!.beds.filter((b) => b.pending_invite)).toHaveLength(15);
  });
});

/** A whole hour `HH:00` (wrapping past midnight). */
const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;

describe('alerts and quiet hours', () => {
  it('holds an invitation alert until the tenant\'s quiet hours end, then records it', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const hour = new Date(server.clock.now()).getUTCHours();
    expect((await server.api('PUT', '/user/alert-settings', { token: tenant.token, body: { quiet_start: hh(hour), quiet_end: hh(hour + 2), time_zone: 'Mars/Olympus' } })).status).toBe(422);
    const set = await server.api('PUT', '/user/alert-settings', { token: tenant.token, body: { quiet_start: hh(hour), quiet_end: hh(hour + 2), time_zone: 'UTC' } });
    expect(set.status).toBe(200);
    const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email));
    const events = server.context.store.collection('outbox_events');
    expect(await events.findOne({ _id: `rentals.alert:invite:${rental.id}` })).toBeNull();
    server.clock.advance(2 * 3_600_000 + 60_000);
    await server.context.jobs.tick();
    expect(await events.findOne({ _id: `rentals.alert:invite:${rental.id}` })).toMatchObject({ payload: { userId: tenant.user.id, alert: 'invite' } });
  });
});

describe('existing-user lookup', () => {
  it('gives a signed-in lister the contact fields of an existing account, and anyone else only whether it exists', async () => {
    const { lister } = await onboardedLister(server);
    const tenant = await tenantWithCard(server, null);
    const forLister = await server.api<{ exists: boolean; data: { id: string; first_name: string } | null }>('POST', '/user/exists', { token: lister.token, body: { email: tenant.email } });
    expect(forLister.body).toMatchObject({ exists: true, data: { id: tenant.user.id, first_name: tenant.user.first_name } });
    // The phone only when its owner shows it to every member.
    const owner = await server.context.store.collection('users').findOne({ _id: tenant.user.id });
    expect((forLister.body.data as { phone_number?: string | null }).phone_number).toBe(owner?.approval_public_phone_user === 1 ? owner.phone_number : null);
    await server.context.store.collection('users').updateOne({ _id: tenant.user.id }, { $set: { approval_public_phone_user: 2, phone_number: '(303) 555-0142' } });
    const hidden = await server.api<{ data: { phone_number: string | null } }>('POST', '/user/exists', { token: lister.token, body: { email: tenant.email } });
    expect(hidden.body.data.phone_number).toBeNull();
    await server.context.store.collection('users').updateOne({ _id: tenant.user.id }, { $set: { approval_public_phone_user: 1 } });
    const shown = await server.api<{ data: { phone_number: string | null } }>('POST', '/user/exists', { token: lister.token, body: { email: tenant.email } });
    expect(shown.body.data.phone_number).toBe('(303) 555-0142');
    expect((await server.api('POST', '/user/exists', { token: lister.token, body: { email: 'nobody.here@example.com' } })).body).toEqual({ exists: false, data: null });
    expect((await server.api('POST', '/user/exists', { token: tenant.token, body: { email: lister.email } })).body).toEqual({ exists: true });
    expect((await server.api('POST', '/user/exists', { body: { email: lister.email } })).body).toEqual({ exists: true });
  });
});

describe('authorization', () => {
  it('keeps each rental to its lister and its tenant', async () => {
    const { lister, listing } = await onboardedLister(server);
    const other = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const intruder = await tenantWithCard(server);
    const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email, { auto_pay: 0 }));
    await accept(server, tenant.token, await inviteToken(server, tenant.email));

    // Another lister: none of the lister calls find it.
    for (const [method, path, body] of [
      ['PUT', `/rental/${rental.id}`, inviteBody(server, listing, tenant.email)],
      ['POST', `/rental/${rental.id}/cancel-invite`, {}],
      ['POST', `/rental/${rental.id}/checkout`, { checkout_date: dateIn(server, 30), checkout_time: '10:00' }],
      ['PUT', `/rental/${rental.id}/update-tenant-note`, { note_agreement: 'mine now' }],
      ['POST', '/payment-request', { tenant_id: rental.id, payment_for: 'rent', amount: 10 }],
      ['POST', '/transaction', { tenant_id: rental.id, payment_method: 'cash', amount: 10 }],
      ['GET', `/transaction?tenant_id=${rental.id}`, undefined],
      ['GET', `/rental-history/tenant/${rental.id}`, undefined],
    ] as const) {
      const res = await server.api(method, path, { token: other.lister.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const crew = await server.api<RentalsListOutput>('GET', '/rentals', { token: other.lister.token });
    expect(crew.body.data).toEqual([]);

    // Another tenant, and the tenant acting as lister.
    expect((await server.api('POST', `/rental/${rental.id}/checkout-date`, { token: intruder.token, body: { checkout_date: dateIn(server, 30), checkout_time: '10:00' } })).status).toBe(404);
    expect((await server.api('POST', `/rental/${rental.id}/decline`, { token: intruder.token, body: {} })).status).toBe(404);
    expect((await server.api('GET', `/transaction?tenant_id=${rental.id}`, { token: intruder.token })).status).toBe(404);
    expect((await server.api('PUT', `/payment-request/deposit-${rental.id}`, { token: intruder.token, body: {} })).status).toBe(404);
    expect((await server.api('DELETE', `/payment-request/deposit-${rental.id}`, { token: intruder.token, body: {} })).status).toBe(404);
    expect((await server.api('POST', `/rental/${rental.id}/checkout`, { token: tenant.token, body: { checkout_date: dateIn(server, 30), checkout_time: '10:00' } })).status).not.toBe(200);
    expect((await server.api('POST', `/rental/${rental.id}/request-autopay`, { token: tenant.token, body: {} })).status).not.toBe(200);

    const rejected = await server.api<{ data: PaymentRequest }>('DELETE', `/payment-request/deposit-${rental.id}`, { token: tenant.token, body: {} });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: 'No reason provided' });
    expect((await server.api('GET', '/rental', { token: tenant.token })).body).toMatchObject({ data: [expect.objectContaining({ id: rental.id, status: 'accepted' })] });
  });
});

describe('autopay, check-out and My Crew', () => {
  it('runs the autopay lifecycle from both sides and the check-out rule', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email, { auto_pay: 0, deposit: 0 }));
    await accept(server, tenant.token, await inviteToken(server, tenant.email));
    const call = (token: string, action: string) => server.api<{ data: Rental }>('POST', `/rental/${rental.id}/${action}`, { token, body: {} });
    expect((await call(lister.token, 'request-autopay')).body.data.auto_pay).toBe(2);
    expect((await call(tenant.token, 'decline-autopay')).body.data.auto_pay).toBe(0);
    await call(lister.token, 'request-autopay');
    expect((await call(tenant.token, 'accept-autopay')).body.data.auto_pay).toBe(1);
    expect((await call(tenant.token, 'disable-autopay')).body.data.auto_pay).toBe(3);
    expect((await call(tenant.token, 'disable-autopay')).status).toBe(409);
    expect((await call(lister.token, 'disable-autopay')).body.data.auto_pay).toBe(0);

    // A later tenant of the same bed blocks extending the stay past their start.
    const next = await tenantWithCard(server);
    await invite(server, lister.token, inviteBody(server, listing, next.email, { start_date: dateIn(server, 60), auto_pay: 0 }, 1));
    const request = await server.api<{ data: Rental }>('POST', `/rental/${rental.id}/checkout-date`, { token: tenant.token, body: { checkout_date: dateIn(server, 20), checkout_time: '11:00' } });
    expect(request.body.data.checkout_requested_date).toBe(dateIn(server, 20));
    const confirmed = await server.api<{ data: Rental }>('POST', `/rental/${rental.id}/checkout-date/confirm`, { token: lister.token, body: {} });
    expect(confirmed.body.data).toMatchObject({ checkout_date: dateIn(server, 20), checkout_requested_date: null });
    const crew = await server.api<RentalsListOutput>('GET', '/rentals?status=accepted', { token: lister.token });
    expect(crew.body.data.map((r) => r.id)).toEqual([rental.id]);
    expect(crew.body.total_occupancy[0]!.percentage).toBe(33);
    const csv = await server.api<string>('GET', '/lister/tenants/export', { token: lister.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toContain(tenant.email);
  });

  it('sends a bulk message to the tenants of selected rentals, once each', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email, { auto_pay: 0 }));
    await accept(server, tenant.token, await inviteToken(server, tenant.email));
    const sent = await server.api<{ sent: number }>('POST', '/lister/send-message-to-tenant', { token: lister.token, body: { message_body: 'Water is off on Tuesday.', tenants: [rental.id], listings: [listing.id] } });
    expect(sent.status).toBe(200);
    expect(sent.body.sent).toBe(1);
    expect(await server.context.store.collection('messages').countDocuments({ to_user: tenant.user.id })).toBe(1);
    const stranger = await onboardedLister(server);
    expect((await server.api('POST', '/lister/send-message-to-tenant', { token: stranger.lister.token, body: { message_body: 'Hi', tenants: [rental.id] } })).status).toBe(404);
  });
});
