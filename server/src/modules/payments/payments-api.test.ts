import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type Stripe from 'stripe';
import type { AccountServiceOutput, CardOutput, CardUserOutput, PaymentErrorBody, SessionOutput, SubscriptionOutput } from '@crashpad/sync';
import { logIn, signUp } from '../../test-support/accounts-factory.js';
import { createListing } from '../../test-support/listings-factory.js';
import { saveCard, signUpPaid } from '../../test-support/payments-factory.js';
import { chargeToConnectedAccount } from './connect-charge.js';
import { applyPlanPayment } from './plan-state.js';
import { baseEntry, subscriptionOfInvoice } from './stripe-sync.js';
import { processEvent } from './webhooks/dispatch.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const YEAR_MS = 365 * 86_400_000;
const ledger = (userId: string) => server.context.store.collection('payment_ledger').find({ user_id: userId });
const listingOf = (id: string) => server.context.store.collection('listings').findOne({ _id: id });
const chargesOf = async (userId: string) => (await ledger(userId)).filter((r) => r.kind === 'charge');

describe('cards', () => {
  it('creates one customer per user and a SetupIntent on it', async () => {
    const user = await signUp(server);
    const a = await server.api<{ customer_id: string }>('POST', '/stripe/setup-customer', { token: user.token, body: {} });
    const b = await server.api<{ customer_id: string }>('POST', '/stripe/setup-customer', { token: user.token, body: { customer_id: 'cus_someone_else' } });
    expect(a.status).toBe(200);
    expect(b.body.customer_id).toBe(a.body.customer_id);
    const si = await server.api<{ client_secret: string; customer_id: string }>('POST', '/stripe/setup-intent', { token: user.token, body: {} });
    expect(si.status).toBe(200);
    expect(si.body.client_secret).toMatch(/^seti_.+_secret_/);
    expect(si.body.customer_id).toBe(a.body.customer_id);
  });

  it('saves a card as the default, shows it, updates its expiry and replaces it', async () => {
    const user = await signUp(server);
    const saved = await saveCard(server, user.token);
    expect(saved.status).toBe(200);
    expect(saved.body.card).toMatchObject({ brand: 'visa', last4: '4242', status: 'Active' });
    expect(saved.body.user.payment_method).toBe(saved.body.card.id);
    expect((await server.api<CardOutput>('GET', '/stripe/card', { token: user.token })).body.card?.id).toBe(saved.body.card.id);
    const year = new Date().getUTCFullYear() + 3;
    const updated = await server.api<CardUserOutput>('POST', '/stripe/update-card', { token: user.token, body: { exp_month: 7, exp_year: year } });
    expect(updated.status).toBe(200);
    expect(updated.body.card).toMatchObject({ exp_month: 7, exp_year: year });
    const replaced = await saveCard(server, user.token, 'pm_card_mastercard');
    expect(replaced.body.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const old = await server.context.store.collection('payment_accounts').findOne({ _id: user.user.id });
    expect((old?.card as { id: string } | undefined)?.id).toBe(replaced.body.card.id);
  });

  it("the replaced card's payment_method.detached webhook, arriving mid-save, leaves the new card and the plan alone", async () => {
    const paid = await signUpPaid(server, 'seeker');
    const payments = server.payments!;
    const paymentMethods = payments.deps.stripe.paymentMethods;
    const detach = paymentMethods.detach.bind(paymentMethods);
    const webhooks: Promise<unknown>[] = [];
    // The webhook for the detached card is processed right after Stripe detaches it, while
    // the save is still running: the tightest timing a real delivery can have.
    paymentMethods.detach = (async (id: string) => {
      const detached = await detach(id);
      const event = { id: `evt_mid_save_${id}`, object: 'event', type: 'payment_method.detached', data: { object: detached } } as unknown as Stripe.Event;
      const processing = processEvent(payments.deps, event, payments.events);
      webhooks.push(processing);
      await Promise.race([processing, new Promise((r) => setTimeout(r, 300))]);
      return detached;
    }) as typeof paymentMethods.detach;
    try {
      const replaced = await saveCard(server, paid.token, 'pm_card_mastercard');
      expect(replaced.status).toBe(200);
      expect(webhooks).toHaveLength(1);
      await Promise.all(webhooks);
    } finally {
      paymentMethods.detach = detach;
    }
    const account = await server.context.store.collection('payment_accounts').findOne({ _id: paid.user.id });
    const me = await server.api<{ user: SessionOutput['user'] }>('GET', '/user', { token: paid.token });
    const card = account?.card as { id: string; brand: string } | null | undefined;
    expect(card?.brand).toBe('mastercard');
    expect(me.body.user).toMatchObject({ payment_method: card?.id, status: 'ACTIVE' });
  });

  it('refuses a card Stripe declines at attach with 402 and the Stripe error first in data', async () => {
    const user = await signUp(server);
    const res = await server.api<PaymentErrorBody>('POST', '/stripe/save-payment-method', { token: user.token, body: { payment_method: 'pm_card_chargeDeclined' } });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('payment_failed');
    expect(res.body.data[0]).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });
    expect((await server.api<CardOutput>('GET', '/stripe/card', { token: user.token })).body.card).toBeNull();
  });

  it('a customer deleted in Stripe answers invalid_customer_id once, then works with a new customer', async () => {
    const user = await signUp(server);
    const first = await server.api<{ customer_id: string }>('POST', '/stripe/setup-customer', { token: user.token, body: {} });
    await server.payments!.deps.stripe.customers.del(first.body.customer_id);
    const lost = await saveCard(server, user.token);
    expect(lost.status).toBe(402);
    expect((lost.body as unknown as PaymentErrorBody).data[0]).toMatchObject({ code: 'invalid_customer_id' });
    const again = await saveCard(server, user.token);
    expect(again.status).toBe(200);
    expect(again.body.user.customer_id).not.toBe(first.body.customer_id);
  });

  it('rejects malformed input without touching Stripe', async () => {
    const user = await signUp(server);
    for (const payment_method of ['', 'pm_card_visa\u2028', 'ｐｍ_card_visa', 'pm_\u200bcard', 42]) {
      const res = await server.api('POST', '/stripe/save-payment-method', { token: user.token, body: { payment_method } });
      expect(res.status).toBe(422);
    }
    expect((await server.api('POST', '/stripe/update-card', { token: user.token, body: { exp_month: 13, exp_year: 2030 } })).status).toBe(422);
    expect((await server.api('POST', '/stripe/update-card', { token: user.token, body: { exp_month: 1, exp_year: 1999 } })).status).toBe(422);
  });

  it('answers a SetupIntent Stripe does not know 422 on setup_intent, not a card refusal, and saves nothing', async () => {
    const user = await signUp(server);
    const res = await server.api<{ code: string; fields: Record<string, string> }>('POST', '/stripe/save-payment-method', { token: user.token, body: { payment_method: 'pm_card_visa', setup_intent: 'seti_neverissued' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_failed', fields: { setup_intent: 'This value is not valid.' } });
    expect((await server.api<CardOutput>('GET', '/stripe/card', { token: user.token })).body.card).toBeNull();
  });

  it('removing the card cancels the plan subscription and makes the account inactive', async () => {
    const lister = await signUpPaid(server, 'basic');
    const res = await server.api<{ user: SessionOutput['user']; message: string }>('POST', '/stripe/remove-payment-method', { token: lister.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ status: 'INACTIVE', payment_method: null });
    expect(res.body.message).toMatch(/inactive/i);
    const account = await server.context.store.collection('payment_accounts').findOne({ _id: lister.user.id });
    const sub = await server.context.store.collection('payment_accounts').findOne({ _id: lister.user.id });
    expect(account?.card).toBeNull();
    expect(sub?.subscription_status).toBe('canceled');
  });
});

describe('plans', () => {
  it('activates a lister plan for a year only after Stripe confirms, with a refreshed token', async () => {
    const lister = await signUpPaid(server, 'premium');
    expect(lister.paid.payment).toMatchObject({ user_plan: 'premium', amount_cents: 8900, charged: true });
    expect(lister.paid.user).toMatchObject({ user_plan: 'premium', status: 'ACTIVE', plan_status: 'active', total_location: 4 });
    const expire = Date.parse(lister.paid.user.expire_at ?? '');
    expect(Math.abs(expire - (Date.now() + YEAR_MS))).toBeLessThan(2 * 86_400_000);
    expect(decodeJwt(lister.paid.token)).toMatchObject({ account_type: 'lister', expire_at_utc: lister.paid.user.expire_at });
    const me = await server.api<{ user: SessionOutput['user'] }>('GET', '/user', { token: lister.paid.token });
    expect(me.body.user).toMatchObject({ user_plan: 'premium', status: 'ACTIVE' });
    const charges = await chargesOf(lister.user.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount_cents: 8900, product: 'premium', status: 'succeeded' });
  });

  it('activates a seeker for six months by one charge of 999', async () => {
    const seeker = await signUpPaid(server, 'seeker');
    expect(seeker.paid.user).toMatchObject({ user_plan: 'seeker', status: 'ACTIVE' });
    const expire = Date.parse(seeker.paid.user.expire_at ?? '');
    const sixMonths = new Date(server.clock.now());
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(Math.abs(expire - sixMonths.getTime())).toBeLessThan(60_000);
    expect((await chargesOf(seeker.user.id)).map((c) => c.amount_cents)).toEqual([999]);
  });

  it('mails one receipt per confirmed payment through the durable outbox', async () => {
    const seeker = await signUpPaid(server, 'seeker');
    await server.stripe.webhooksIdle();
    await server.context.outbox.drain();
    await server.context.outbox.drain();
    const mails = (await server.mailbox(seeker.email)).filter((m) => m.subject === 'Your Crashpad payment receipt');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$9.99');
    expect(mails[0]!.text).toContain('Seeker access');
  });

  it('ignores prices sent by the client', async () => {
    const account = await signUp(server, { account_type: 'lister', user_plan: 'pro', price: 1 });
    await saveCard(server, account.token);
    const res = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'pro', price: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.payment.amount_cents).toBe(14900);
    expect((await chargesOf(account.user.id)).map((c) => c.amount_cents)).toEqual([14900]);
    const bad = await server.api('POST', '/user/subscription', { token: account.token, body: { user_plan: 'pro', amount: 1 } });
    expect(bad.status).toBe(422);
  });

  it('refuses plans that do not exist and a checkout without a card', async () => {
    const account = await signUp(server, { account_type: 'lister', user_plan: 'basic' });
    for (const user_plan of ['gold', '', 'BASIC', null]) {
      expect((await server.api('POST', '/user/subscription', { token: account.token, body: { user_plan } })).status).toBe(422);
    }
    expect((await server.api('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } })).status).toBe(408);
  });

  it('a declined charge answers 402 Card Declined with the decline code and charges nothing', async () => {
    const account = await signUp(server, { account_type: 'lister', user_plan: 'basic' });
    expect((await saveCard(server, account.token, 'pm_card_chargeCustomerFail')).status).toBe(200);
    const res = await server.api<PaymentErrorBody>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } });
    expect(res.status).toBe(402);
    expect(res.body.data[0]).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect(await chargesOf(account.user.id)).toHaveLength(0);
    expect((await ledger(account.user.id)).map((r) => [r.kind, r.failure_code])).toEqual([['failure', 'generic_decline']]);
    const me = await server.api<{ user: SessionOutput['user'] }>('GET', '/user', { token: account.token });
    expect(me.body.user.plan_status).not.toBe('active');
  });

  it('a declined seeker charge answers 402 with the decline code and books only the failure', async () => {
    const account = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
    expect((await saveCard(server, account.token, 'pm_card_chargeDeclinedInsufficientFunds')).status).toBe(402);
    expect((await saveCard(server, account.token, 'pm_card_chargeCustomerFail')).status).toBe(200);
    const res = await server.api<PaymentErrorBody>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'seeker' } });
    expect(res.status).toBe(402);
    expect(res.body.data[0]).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });
    expect(await chargesOf(account.user.id)).toHaveLength(0);
    expect((await ledger(account.user.id)).map((r) => r.kind)).toEqual(['failure']);
    // A new card and a second attempt: a new operation key, one charge.
    expect((await saveCard(server, account.token, 'pm_card_visa')).status).toBe(200);
    const ok = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'seeker' } });
    expect(ok.status).toBe(200);
    expect(await chargesOf(account.user.id)).toHaveLength(1);
  });

  it('a card that asks for 3-D Secure at checkout: 402 with the PaymentIntent to confirm, then the retry activates once', async () => {
    const account = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
    await saveCard(server, account.token, 'pm_card_authenticationRequired');
    const first = await server.api<PaymentErrorBody & { data: { payment_intent_client_secret?: string }[] }>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'seeker' } });
    expect(first.status).toBe(402);
    expect(first.body.code).toBe('payment_action_required');
    const secret = first.body.data[0]!.payment_intent_client_secret!;
    expect(secret).toMatch(/^pi_.+_secret_/);
    expect(await chargesOf(account.user.id)).toHaveLength(0);
    // What Stripe.js does in the browser: the bank's page is completed.
    await server.stripe.authenticate(secret.split('_secret_')[0]!, 'complete');
    const retry = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'seeker' } });
    expect(retry.status).toBe(200);
    expect(retry.body.user).toMatchObject({ status: 'ACTIVE', plan_status: 'active' });
    expect(await chargesOf(account.user.id)).toHaveLength(1);
  });

  it('a lister whose bank asks for 3-D Secure on the first plan payment: 402 to confirm, nothing booked, then the retry activates once', async () => {
    const account = await signUp(server, { account_type: 'lister', user_plan: 'basic' });
    await saveCard(server, account.token, 'pm_card_authenticationRequired');
    const first = await server.api<PaymentErrorBody & { data: { payment_intent_client_secret?: string }[] }>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } });
    expect(first.status).toBe(402);
    expect(first.body.code).toBe('payment_action_required');
    const secret = first.body.data[0]!.payment_intent_client_secret!;
    expect(secret).toMatch(/^pi_.+_secret_/);
    await server.stripe.webhooksIdle();
    // The off-session refusal that led here is not a failure to show: the lister is confirming it.
    expect(await ledger(account.user.id)).toEqual([]);
    // Asked again before confirming: the same payment to confirm, no second subscription.
    const again = await server.api<{ data: { payment_intent_client_secret?: string }[] }>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } });
    expect(again.body.data[0]!.payment_intent_client_secret).toBe(secret);
    await server.stripe.authenticate(secret.split('_secret_')[0]!, 'complete');
    const retry = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } });
    expect(retry.status).toBe(200);
    expect(retry.body.user).toMatchObject({ user_plan: 'basic', status: 'ACTIVE', plan_status: 'active' });
    await server.stripe.webhooksIdle();
    const charges = await chargesOf(account.user.id);
    expect(charges).toHaveLength(1);
    const subscriptions = await server.payments!.deps.stripe.subscriptions.list({ customer: retry.body.user.customer_id!, status: 'all' });
    expect(subscriptions.data.map((sub) => sub.status)).toEqual(['active']);
    expect((await server.payments!.deps.accounts.get(account.user.id)).subscription_id).toBe(subscriptions.data[0]!.id);
  });

  it('an upgrade confirmed with 3-D Secure whose lister never comes back: the webhook makes it the account’s subscription and ends the old one', async () => {
    const lister = await signUpPaid(server, 'basic');
    const old = (await server.payments!.deps.accounts.get(lister.user.id)).subscription_id!;
    expect(old).toMatch(/^sub_/);
    expect((await saveCard(server, lister.token, 'pm_card_authenticationRequired')).status).toBe(200);
    const asked = await server.api<{ code: string; data: { payment_intent_client_secret?: string }[] }>('POST', '/user/renew-subscription', { token: lister.token, body: { user_plan: 'premium' } });
    expect(asked.body.code).toBe('payment_action_required');
    // Stripe.js completes the bank's page, and the tab is closed: no second checkout call.
    await server.stripe.authenticate(asked.body.data[0]!.payment_intent_client_secret!.split('_secret_')[0]!, 'complete');
    await server.stripe.webhooksIdle();
    const account = await server.payments!.deps.accounts.get(lister.user.id);
    expect(account.subscription_id).not.toBe(old);
    expect(account.subscription_plan).toBe('premium');
    expect((await server.payments!.deps.stripe.subscriptions.retrieve(old)).status).toBe('canceled');
    expect((await server.payments!.deps.stripe.subscriptions.retrieve(account.subscription_id!)).status).toBe('active');
    expect(await server.payments!.deps.users.byId(lister.user.id)).toMatchObject({ user_plan: 'premium', plan_status: 'active' });
  });

  it('a lister who fails the 3-D Secure check is charged nothing, and a new card then pays once', async () => {
    const account = await signUp(server, { account_type: 'lister', user_plan: 'basic' });
    await saveCard(server, account.token, 'pm_card_authenticationRequired');
    const first = await server.api<{ data: { payment_intent_client_secret?: string }[] }>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } });
    await server.stripe.authenticate(first.body.data[0]!.payment_intent_client_secret!.split('_secret_')[0]!, 'fail');
    await server.stripe.webhooksIdle();
    expect(await chargesOf(account.user.id)).toHaveLength(0);
    expect((await saveCard(server, account.token, 'pm_card_visa')).status).toBe(200);
    const paid = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } });
    expect(paid.status).toBe(200);
    await server.stripe.webhooksIdle();
    expect(await chargesOf(account.user.id)).toHaveLength(1);
    const subscriptions = await server.payments!.deps.stripe.subscriptions.list({ customer: paid.body.user.customer_id!, status: 'active' });
    expect(subscriptions.data).toHaveLength(1);
  });

  it('20 parallel seeker checkouts make one charge', async () => {
    const account = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
    await saveCard(server, account.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'seeker' } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers.filter((a) => a.body.payment.charged)).toHaveLength(1);
    expect(await chargesOf(account.user.id)).toHaveLength(1);
  });

  it('20 parallel checkouts of the same plan make one subscription and one charge', async () => {
    const account = await signUp(server, { account_type: 'lister', user_plan: 'basic' });
    await saveCard(server, account.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.payment.charged)).toHaveLength(1);
    expect(await chargesOf(account.user.id)).toHaveLength(1);
    const customer = (await server.context.store.collection('payment_accounts').findOne({ _id: account.user.id }))?.customer_id as string;
    const subs = [...server.stripe.emulator.state.all('subscriptions')].filter((s) => (s as { customer: string }).customer === customer);
    expect(subs).toHaveLength(1);
  });

  it('a response lost after the charge is retried with the same key and charges once', async () => {
    const account = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
    await saveCard(server, account.token);
    server.stripe.loseResponses({ method: 'POST', path: '/v1/payment_intents', count: 1 });
    const res = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'seeker' } });
    // The SDK retried with the same Idempotency-Key (or the client's retry reuses the stored operation).
    const retry = res.status === 200 ? res : await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'seeker' } });
    expect(retry.status).toBe(200);
    const customer = (await server.context.store.collection('payment_accounts').findOne({ _id: account.user.id }))?.customer_id as string;
    const intents = [...server.stripe.emulator.state.all('payment_intents')].filter((p) => (p as { customer: string }).customer === customer);
    expect(intents).toHaveLength(1);
    expect(await chargesOf(account.user.id)).toHaveLength(1);
  });

  it('a seeker whose six months ran out becomes inactive and can renew', async () => {
    const seeker = await signUpPaid(server, 'seeker');
    server.clock.advance(200 * 86_400_000);
    await server.context.jobs.tick();
    // The one-day session ran out with the clock too: log in again, as the user would.
    const session = await logIn(server, seeker.email, seeker.password);
    expect(session.user).toMatchObject({ status: 'INACTIVE', plan_status: 'expired' });
    const renewed = await server.api<SubscriptionOutput>('POST', '/user/renew-subscription', { token: session.token, body: { user_plan: 'seeker' } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.user).toMatchObject({ status: 'ACTIVE', plan_status: 'active' });
    expect(Date.parse(renewed.body.user.expire_at ?? '')).toBeGreaterThan(server.clock.now() + 150 * 86_400_000);
    expect(await chargesOf(seeker.user.id)).toHaveLength(2);
  });

  it('my services lists the ledger rows of the caller only', async () => {
    const lister = await signUpPaid(server, 'basic');
    const other = await signUpPaid(server, 'seeker');
    const rows = await server.api<AccountServiceOutput>('GET', '/account-service', { token: lister.token });
    expect(rows.status).toBe(200);
    expect(rows.body.data).toHaveLength(1);
    expect(rows.body.data[0]).toMatchObject({ amount_cents: 4900, payment_type: 'plan', repeat: 'yearly', expiry_label: 'renew', status: 'succeeded' });
    expect(rows.body.data[0]!.title).toContain('The New Hire');
    expect(rows.body.data[0]!.txn_code).not.toBe('');
    const theirs = await server.api<AccountServiceOutput>('GET', '/account-service', { token: other.token });
    expect(theirs.body.data.map((r) => r.amount_cents)).toEqual([999]);
  });
});

describe('refunds', () => {
  it('a refund made in Stripe arrives by webhook as one refund row in my services', async () => {
    const seeker = await signUpPaid(server, 'seeker');
    const [charge] = await chargesOf(seeker.user.id);
    await server.payments!.deps.stripe.refunds.create({ payment_intent: (charge!.stripe as { payment_intent: string }).payment_intent, amount: 500 });
    await server.stripe.webhooksIdle();
    const rows = await server.api<AccountServiceOutput>('GET', '/account-service', { token: seeker.token });
    const refunds = rows.body.data.filter((r) => r.payment_type === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: 500, status: 'refunded', title: 'Refund' });
  });

  it('a refund Stripe fails after it succeeded turns its row to failed, once, whatever the order of deliveries', async () => {
    const seeker = await signUpPaid(server, 'seeker', 'pm_card_refundFail');
    const [charge] = await chargesOf(seeker.user.id);
    const refund = await server.payments!.deps.stripe.refunds.create({ payment_intent: (charge!.stripe as { payment_intent: string }).payment_intent, amount: 300 });
    await server.stripe.webhooksIdle();
    const refundRows = async () => (await server.api<AccountServiceOutput>('GET', '/account-service', { token: seeker.token })).body.data.filter((r) => r.payment_type === 'refund');
    expect(await refundRows()).toEqual([expect.objectContaining({ amount_cents: 300, status: 'refunded' })]);
    // Some time later the card's bank refuses it (the card was closed): charge.refund.updated.
    await server.stripe.advanceTime(60);
    await server.stripe.webhooksIdle();
    expect(await refundRows()).toEqual([expect.objectContaining({ amount_cents: 300, status: 'failed' })]);
    expect(await server.context.store.collection('payment_ledger').findOne({ entry_key: `refund:${refund.id}` })).toMatchObject({ failure_code: 'expired_or_canceled_card' });
    // The older charge.refunded delivered again, after the deliveries were forgotten: it re-reads Stripe, the row stays failed.
    const [refunded] = (await server.payments!.deps.stripe.events.list({ type: 'charge.refunded', limit: 100 })).data.filter((e) => (e.data.object as { id: string }).id === refund.charge);
    await server.context.store.collection('stripe_webhook_events').deleteMany({});
    expect(await processEvent(server.payments!.deps, refunded!, server.payments!.events)).toBe('processed');
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'failed' })]);
  });
});

describe('authorization', () => {
  it('needs a session for every payment call', async () => {
    const calls: [string, string][] = [
      ['POST', '/stripe/setup-customer'], ['POST', '/stripe/setup-intent'], ['POST', '/stripe/save-payment-method'], ['POST', '/stripe/remove-payment-method'],
      ['POST', '/stripe/update-card'], ['GET', '/stripe/card'], ['GET', '/stripe/account'], ['GET', '/stripe/dashboard-link'], ['GET', '/stripe/get-custom-link'],
      ['POST', '/user/subscription'], ['POST', '/user/renew-subscription'], ['GET', '/account-service'], ['PUT', '/lister/settings/autopay'], ['PUT', '/lister/settings/payout-config'],
    ];
    for (const [method, path] of calls) expect((await server.api(method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
  });

  it('nobody attaches or reads another user’s card', async () => {
    const victim = await signUp(server);
    const saved = await saveCard(server, victim.token);
    const attacker = await signUp(server);
    const res = await server.api('POST', '/stripe/save-payment-method', { token: attacker.token, body: { payment_method: saved.body.card.id, customer_id: saved.body.user.customer_id, user_id: victim.user.id } });
    expect(res.status).toBe(403);
    expect((await server.api<CardOutput>('GET', '/stripe/card', { token: attacker.token })).body.card).toBeNull();
    expect((await server.api<AccountServiceOutput>('GET', '/account-service', { token: attacker.token })).body.data).toEqual([]);
  });

  it('a switched-in admin cannot touch payment methods or payouts', async () => {
    const admin = await signUp(server);
    await server.context.store.collection('users').updateOne({ _id: admin.user.id }, { $set: { is_admin: true } });
    const lister = await signUpPaid(server, 'basic');
    const switched = await server.api<SessionOutput>('POST', `/admin/switch-user/${lister.user.id}`, { token: admin.token });
    expect(switched.status).toBe(200);
    const token = switched.body.token;
    for (const [method, path, body] of [
      ['POST', '/stripe/save-payment-method', { payment_method: 'pm_card_visa' }],
      ['POST', '/stripe/remove-payment-method', {}],
      ['POST', '/stripe/update-card', { exp_month: 1, exp_year: new Date().getUTCFullYear() + 2 }],
      ['POST', '/stripe/setup-intent', {}],
      ['GET', '/stripe/get-custom-link', undefined],
      ['GET', '/stripe/dashboard-link', undefined],
      ['PUT', '/lister/settings/autopay', { status: 0 }],
      ['POST', '/user/renew-subscription', { user_plan: 'pro' }],
    ] as const) {
      const res = await server.api(method, path, { token, body });
      expect(res.status, path).toBe(403);
    }
    const me = await server.api<{ user: SessionOutput['user'] }>('GET', '/user', { token: lister.token });
    expect(me.body.user).toMatchObject({ status: 'ACTIVE', user_plan: 'basic' });
  });
});

describe('webhook endpoint', () => {
  it('refuses a body whose signature does not verify and changes nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: { id: 'pi_forged' } } });
    for (const signature of ['', 't=1,v1=deadbeef', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`]) {
      const res = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) }, body });
      expect(res.status).toBe(400);
    }
    expect(await server.context.store.collection('stripe_webhook_events').findOne({ _id: 'evt_forged' })).toBeNull();
  });

  it('takes Stripe’s signed deliveries, duplicated, and processes each event once', async () => {
    server.stripe.setWebhookSwitches({ duplicate: 2, delayMs: [0, 20], retryDelaysMs: [5, 10, 20, 50] });
    try {
      const seeker = await signUpPaid(server, 'seeker');
      await server.stripe.webhooksIdle();
      const charges = await chargesOf(seeker.user.id);
      expect(charges).toHaveLength(1);
      const intent = charges[0]!.stripe as { payment_intent: string };
      const events = await server.context.store.collection('stripe_webhook_events').find({ type: 'payment_intent.succeeded', state: 'done' });
      const mine = (await server.stripe.emulator.state.all('events')).filter((e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === intent.payment_intent);
      expect(mine).toHaveLength(1);
      expect(events.filter((e) => e._id === mine[0]!.id)).toHaveLength(1);
    } finally {
      server.stripe.setWebhookSwitches({ duplicate: 0, delayMs: [0, 0], retryDelaysMs: [500, 2_000, 10_000, 60_000] });
    }
  });
});

describe('payouts', () => {
  it('onboards a lister to Connect Express and toggles autopay', async () => {
    const lister = await signUpPaid(server, 'basic');
    expect((await server.api<{ account: { status: string } }>('GET', '/stripe/account', { token: lister.token })).body.account.status).toBe('none');
    expect((await server.api<{ account_link: null }>('GET', '/stripe/dashboard-link', { token: lister.token })).body.account_link).toBeNull();
    const link = await server.api<{ account_link: { url: string } }>('GET', '/stripe/get-custom-link?type=account_onboarding', { token: lister.token });
    expect(link.status).toBe(200);
    expect(link.body.account_link.url).toMatch(/^http/);
    const again = await server.api<{ account_link: { url: string } }>('GET', '/stripe/get-custom-link', { token: lister.token });
    expect(again.status).toBe(200);
    const me = await server.api<{ user: SessionOutput['user'] }>('GET', '/user', { token: lister.token });
    expect(me.body.user.acc_stripe).toMatch(/^acct_/);
    expect((await server.api<{ account: { status: string } }>('GET', '/stripe/account', { token: lister.token })).body.account.status).toBe('incomplete');
    // The lister completes Stripe's onboarding page; account.updated arrives by webhook.
    const back = await server.stripe.completeOnboarding(again.body.account_link.url);
    expect(back).toContain('/account-setting?tab=autopay&connect-account');
    await server.stripe.webhooksIdle();
    const stored = await server.context.store.collection('payment_accounts').findOne({ _id: lister.user.id });
    expect(stored?.connect).toMatchObject({ details_submitted: true, payouts_enabled: true });
    expect((await server.api<{ account: { status: string } }>('GET', '/stripe/account', { token: lister.token })).body.account.status).toBe('complete');
    const dashboard = await server.api<{ account_link: { url: string } }>('GET', '/stripe/dashboard-link', { token: lister.token });
    expect(dashboard.body.account_link.url).toMatch(/^http/);

    // Rentals (next issue) charge a payer's card to this account with the 1 % service fee.
    const payer = await signUp(server);
    const card = await saveCard(server, payer.token);
    const intent = await chargeToConnectedAccount(server.payments!.deps, {
      payerUserId: payer.user.id, customerId: card.body.user.customer_id!, paymentMethodId: card.body.card.id, destinationAccountId: me.body.user.acc_stripe!,
      amountCents: 85_000, idempotencyKey: `rent:test:${payer.user.id}:2026-12`, description: 'Rent', metadata: {},
    });
    expect(intent).toMatchObject({ status: 'succeeded', amount: 85_000, application_fee_amount: 850, transfer_data: { destination: me.body.user.acc_stripe } });
    const off = await server.api<{ user: SessionOutput['user'] }>('PUT', '/lister/settings/autopay', { token: lister.token, body: { status: 0 } });
    expect(off.body.user.automatic_payment).toBe(0);
    const on = await server.api<{ user: SessionOutput['user'] }>('PUT', '/lister/settings/autopay', { token: lister.token, body: { status: 1 } });
    expect(on.body.user.automatic_payment).toBe(1);
    expect((await server.api('PUT', '/lister/settings/autopay', { token: lister.token, body: { status: 'on' } })).status).toBe(422);
  });

  it('is for listers only', async () => {
    const seeker = await signUpPaid(server, 'seeker');
    expect((await server.api('GET', '/stripe/get-custom-link', { token: seeker.token })).status).toBe(403);
  });
});

describe('featured and boost checkout', () => {
  type Checkout = { data: { feature: string; amount_cents: number; expire_at: string } };
  const checkout = (token: string, listingId: string, plan: string, extra: Record<string, unknown> = {}) =>
    server.api<Checkout>('POST', '/user/featured-listings', { token, body: { listing_id: listingId, featured_listing_plan: plan, ...extra } });

  it('boosts for a week for 500, once per click storm, and shows the badge in featured listings', async () => {
    const lister = await signUpPaid(server, 'pro');
    const listing = await createListing(server, lister.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(lister.token, listing.id, 'boost_1_week', { price_cents: 1 })));
    // The price the client sent is not part of the contract: refused as unknown input.
    expect(answers.every((a) => a.status === 422)).toBe(true);
    const storm = await Promise.all(Array.from({ length: 10 }, () => checkout(lister.token, listing.id, 'boost_1_week')));
    expect(storm.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(storm[0]!.body.data).toMatchObject({ feature: 'boosted', amount_cents: 500 });
    expect(Date.parse(storm[0]!.body.data.expire_at) - server.clock.now()).toBeGreaterThan(6 * 86_400_000);
    const charges = (await chargesOf(lister.user.id)).filter((c) => c.product === 'boost_1_week');
    expect(charges.map((c) => c.amount_cents)).toEqual([500]);
    const featured = await server.api<{ data: { id: string; badges?: string[] }[] }>('GET', '/listings/featured');
    expect(featured.body.data.map((l) => l.id)).toContain(listing.id);
  });

  it('features monthly by subscription; cancelling keeps it boosted until month end', async () => {
    const lister = await signUpPaid(server, 'pro');
    const listing = await createListing(server, lister.token);
    const res = await checkout(lister.token, listing.id, 'boost_subscription');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ feature: 'featured', amount_cents: 999 });
    expect(await listingOf(listing.id)).toMatchObject({ feature_listing: 1, feature_ongoing: 1 });
    const cancel = await server.api<{ data: { feature: string; status: number } }>('DELETE', `/user/featured-listings/${listing.id}`, { token: lister.token });
    expect(cancel.body.data).toMatchObject({ feature: 'boosted', status: 2 });
    const promo = await server.context.store.collection('listing_promotions').findOne({ _id: listing.id });
    const sub = server.stripe.emulator.state.get('subscriptions', promo?.subscription_id as string);
    expect(sub?.cancel_at_period_end).toBe(true);
    await server.stripe.webhooksIdle();
    expect(await listingOf(listing.id)).toMatchObject({ feature_listing: 1, feature_ongoing: 0 });
  });

  it('a featured subscription whose bank asks for 3-D Secure: 402 to confirm, then the retry features the listing with one charge', async () => {
    const lister = await signUpPaid(server, 'pro');
    const listing = await createListing(server, lister.token);
    expect((await saveCard(server, lister.token, 'pm_card_authenticationRequired')).status).toBe(200);
    const asked = await server.api<{ code: string; data: { payment_intent_client_secret?: string }[] }>('POST', '/user/featured-listings', { token: lister.token, body: { listing_id: listing.id, featured_listing_plan: 'boost_subscription' } });
    expect(asked.status).toBe(402);
    expect(asked.body.code).toBe('payment_action_required');
    expect(await listingOf(listing.id)).toMatchObject({ feature_listing: 0 });
    await server.stripe.authenticate(asked.body.data[0]!.payment_intent_client_secret!.split('_secret_')[0]!, 'complete');
    const res = await checkout(lister.token, listing.id, 'boost_subscription');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ feature: 'featured', amount_cents: 999 });
    await server.stripe.webhooksIdle();
    expect(await listingOf(listing.id)).toMatchObject({ feature_listing: 1, feature_ongoing: 1 });
    expect((await chargesOf(lister.user.id)).filter((c) => c.product === 'boost_subscription').map((c) => c.amount_cents)).toEqual([999]);
    expect((await ledger(lister.user.id)).filter((r) => r.kind === 'failure')).toEqual([]);
  });

  it("a boost's payment webhooks arriving after the lister cancelled it do not bring it back", async () => {
    const lister = await signUpPaid(server, 'pro');
    const listing = await createListing(server, lister.token);
    await server.stripe.webhooksIdle();
    server.stripe.setWebhookSwitches({ hold: true });
    try {
      expect((await checkout(lister.token, listing.id, 'boost_1_month')).status).toBe(200);
      const cancel = await server.api<{ data: { feature: string } }>('DELETE', `/user/featured-listings/${listing.id}`, { token: lister.token });
      expect(cancel.body.data).toMatchObject({ feature: 'none' });
      expect(server.stripe.flushWebhooks('fifo')).toBeGreaterThan(0);
      await server.stripe.webhooksIdle();
    } finally {
      server.stripe.setWebhookSwitches({ hold: false });
    }
    expect(await server.context.store.collection('listing_promotions').findOne({ _id: listing.id })).toBeNull();
    expect(await listingOf(listing.id)).toMatchObject({ feature_listing: 0 });
    expect((await chargesOf(lister.user.id)).filter((c) => c.listing_id === listing.id).map((c) => c.amount_cents)).toEqual([1500]);
  });

  it("a featured renewal's webhook paused mid-apply while the lister cancels does not feature the listing again", async () => {
    const payments = server.payments!;
    const stripe = payments.deps.stripe;
    const account = await signUp(server, { account_type: 'lister', user_plan: 'pro' });
    // The customer lives on a Stripe test clock, so the featured subscription can renew.
    const testClock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(server.clock.now() / 1000) });
    const customer = await stripe.customers.create({ email: account.email, test_clock: testClock.id, metadata: { crashpad_user: account.user.id } });
    await server.context.store.collection('payment_accounts').updateOne({ _id: account.user.id }, { $set: { customer_id: customer.id, customer_generation: 0, card: null } }, { upsert: true });
    await saveCard(server, account.token);
    const paid = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'pro' } });
    expect(paid.status).toBe(200);
    const token = paid.body.token;
    const listing = await createListing(server, token);
    expect((await checkout(token, listing.id, 'boost_subscription')).status).toBe(200);
    await server.stripe.webhooksIdle();
    const promotions = server.context.store.collection('listing_promotions');
    const first = await promotions.findOne({ _id: listing.id });
    const subscriptionId = first?.subscription_id as string;

    const repo = payments.deps.promotions;
    const upsert = repo.upsert;
    const lock = payments.deps.lock;
    let upsertReached!: () => void;
    const reached = new Promise<void>((resolve) => (upsertReached = resolve));
    let releaseUpsert!: () => void;
    const released = new Promise<void>((resolve) => (releaseUpsert = resolve));
    server.stripe.setWebhookSwitches({ hold: true });
    try {
      // A month later Stripe charges the renewal; the test delivers its invoice.paid itself.
      await stripe.testHelpers.testClocks.advance(testClock.id, { frozen_time: Math.floor(Date.parse(first?.expire_at as string) / 1000) + 86_400 });
      const renewal = server.stripe.emulator.state
        .all('events')
        .find((e) => e.type === 'invoice.paid' && subscriptionOfInvoice(e.data.object as Stripe.Invoice) === subscriptionId);
      expect(renewal).toBeDefined();
      expect(await ledger(account.user.id)).not.toContainEqual(expect.objectContaining({ entry_key: `charge:${(renewal!.data.object as Stripe.Invoice).id}` }));
      // The renewal's apply passes the ledger check and read the promotion (still ongoing), then pauses before writing it.
      repo.upsert = async (doc) => {
        if (doc._id === listing.id) {
          upsertReached();
          await released;
        }
        return upsert(doc);
      };
      const applied = processEvent(payments.deps, renewal!, payments.events);
      await reached;
      // The lister cancels meanwhile. Either the cancellation runs to its end during the pause
      // (the race), or it asks for the listing's promotion lock and waits for the apply.
      let cancelWaits!: () => void;
      const waiting = new Promise<void>((resolve) => (cancelWaits = resolve));
      payments.deps.lock = {
        with: (key, fn) => {
          if (key.includes(listing.id)) cancelWaits();
          return lock.with(key, fn);
        },
      };
      const cancel = server.api<{ data: { feature: string } }>('DELETE', `/user/featured-listings/${listing.id}`, { token });
      await Promise.race([cancel, waiting]);
      releaseUpsert();
      expect(await applied).toBe('processed');
      expect((await cancel).body.data).toMatchObject({ feature: 'boosted' });
      // Checked before the held subscription.updated deliveries go out (they could repair the flags later).
      expect(await promotions.findOne({ _id: listing.id })).toMatchObject({ subscription_id: subscriptionId, ongoing: false });
      expect(await listingOf(listing.id)).toMatchObject({ feature_listing: 1, feature_ongoing: 0 });
      expect(server.stripe.emulator.state.get('subscriptions', subscriptionId)?.cancel_at_period_end).toBe(true);
      expect((await chargesOf(account.user.id)).filter((c) => c.listing_id === listing.id).map((c) => c.amount_cents)).toEqual([999, 999]);
    } finally {
      repo.upsert = upsert;
      payments.deps.lock = lock;
      releaseUpsert();
      server.stripe.setWebhookSwitches({ hold: false });
      server.stripe.flushWebhooks('fifo');
      await server.stripe.webhooksIdle();
    }
  });

  it('cancelling a boost deactivates the listing; a declined card promotes nothing', async () => {
    const lister = await signUpPaid(server, 'pro');
    const listing = await createListing(server, lister.token);
    expect((await checkout(lister.token, listing.id, 'boost_1_month')).body.data).toMatchObject({ amount_cents: 1500, feature: 'boosted' });
    const cancel = await server.api<{ data: { feature: string; status: number } }>('DELETE', `/user/featured-listings/${listing.id}`, { token: lister.token });
    expect(cancel.body.data).toMatchObject({ feature: 'none', status: 1 });
    expect(await server.context.store.collection('listing_promotions').findOne({ _id: listing.id })).toBeNull();

    const other = await createListing(server, lister.token);
    await saveCard(server, lister.token, 'pm_card_chargeCustomerFail');
    const declined = await server.api<PaymentErrorBody>('POST', '/user/featured-listings', { token: lister.token, body: { listing_id: other.id, featured_listing_plan: 'boost_1_week' } });
    expect(declined.status).toBe(402);
    expect(declined.body.data[0]).toMatchObject({ code: 'card_declined' });
    expect(await listingOf(other.id)).toMatchObject({ feature_listing: 0 });
  });
});

describe('plan limits', () => {
  it('a basic lister may add one listing, then 403; without a card 408', async () => {
    const lister = await signUpPaid(server, 'basic');
    expect((await server.api('GET', '/lister/can-add-listings', { token: lister.token })).status).toBe(200);
    await createListing(server, lister.token);
    const over = await server.api<{ code: string }>('GET', '/lister/can-add-listings', { token: lister.token });
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('upgrade_needed');
    const upgraded = await server.api<SubscriptionOutput>('POST', '/user/renew-subscription', { token: lister.token, body: { user_plan: 'premium' } });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.user).toMatchObject({ user_plan: 'premium', total_location: 4 });
    expect((await server.api('GET', '/lister/can-add-listings', { token: upgraded.body.token })).status).toBe(200);
    // The old subscription no longer renews next to the new one.
    const customer = (await server.context.store.collection('payment_accounts').findOne({ _id: lister.user.id }))?.customer_id as string;
    const active = server.stripe.emulator.state.all('subscriptions').filter((s) => s.customer === customer && s.status === 'active');
    expect(active).toHaveLength(1);
    await server.api('POST', '/stripe/remove-payment-method', { token: upgraded.body.token, body: {} });
    const noCard = await server.api<{ code: string }>('GET', '/lister/can-add-listings', { token: upgraded.body.token });
    expect(noCard.status).toBe(408);
  });
});

describe('one plan payment applied by checkout and its webhook at once', () => {
  it('the apply that loses the ledger row returns only once the winner has written the plan', async () => {
    const payments = server.payments!;
    const deps = payments.deps;
    const lister = await signUpPaid(server, 'basic');
    const users = server.context.store.collection('users');
    const before = await users.findOne({ _id: lister.user.id });
    // An upgrade within the second of the sign-up: the new period ends at the same instant, and
    // only the apply that records the payment's ledger row may switch the plan.
    const expireAt = before?.expire_at as string;
    const entry = { ...baseEntry(lister.user.id, 'premium', 19_900), entry_key: `charge:in_race_${lister.user.id}`, kind: 'charge' as const, status: 'succeeded' as const, expire_at: expireAt };
    const input = { userId: lister.user.id, plan: 'premium' as const, expireAt, entry };

    // The first apply (the webhook) pauses right after winning the ledger row.
    const record = deps.ledger.record;
    const lock = deps.lock;
    let won!: () => void;
    const rowWon = new Promise<void>((resolve) => (won = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let planRequests = 0;
    let secondAsks!: () => void;
    const secondAsked = new Promise<void>((resolve) => (secondAsks = resolve));
    deps.ledger.record = async (row, now) => {
      const recorded = await record(row, now);
      if (recorded && row.entry_key === entry.entry_key) {
        won();
        await released;
      }
      return recorded;
    };
    deps.lock = {
      with: (key, fn) => {
        if (key === `plan:${lister.user.id}` && ++planRequests === 2) secondAsks();
        return lock.with(key, fn);
      },
    };
    try {
      const first = applyPlanPayment(deps, input);
      await rowWon;
      // The second apply (checkout's re-read) of the same payment: the plan it leaves behind is
      // what checkout reads next.
      let planWhenSecondReturned: unknown = null;
      const second = applyPlanPayment(deps, input).then(async (changed) => {
        planWhenSecondReturned = (await users.findOne({ _id: lister.user.id }))?.user_plan;
        return changed;
      });
      // Either it returns during the pause (the race) or it waits for the first at the lock.
      await Promise.race([second, secondAsked]);
      release();
      expect(await first).toBe(true);
      expect(await second).toBe(false);
      expect(planWhenSecondReturned).toBe('premium');
    } finally {
      deps.ledger.record = record;
      deps.lock = lock;
      release();
    }
    expect(await users.findOne({ _id: lister.user.id })).toMatchObject({ user_plan: 'premium', plan_status: 'active', expire_at: expireAt });
  });
});

describe('yearly renewal driven by the subscription', () => {
  it('a lister plan renews itself a year later (test clock) and the plan runs another year', async () => {
    const stripe = server.payments!.deps.stripe;
    const account = await signUp(server, { account_type: 'lister', user_plan: 'basic' });
    // The customer lives on a Stripe test clock, so the test can move Stripe's time.
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) });
    const customer = await stripe.customers.create({ email: account.email, test_clock: clock.id, metadata: { crashpad_user: account.user.id } });
    await server.context.store.collection('payment_accounts').updateOne({ _id: account.user.id }, { $set: { customer_id: customer.id, customer_generation: 0, card: null } }, { upsert: true });
    await saveCard(server, account.token);
    const paid = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: 'basic' } });
    expect(paid.status).toBe(200);
    const firstEnd = Date.parse(paid.body.user.expire_at ?? '');
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: Math.floor(firstEnd / 1000) + 86_400 });
    await server.stripe.webhooksIdle();
    const user = await server.context.store.collection('users').findOne({ _id: account.user.id });
    expect(Date.parse(user?.expire_at as string)).toBeGreaterThan(firstEnd + 360 * 86_400_000);
    expect(user).toMatchObject({ status: 'ACTIVE', plan_status: 'active', user_plan: 'basic' });
    expect((await chargesOf(account.user.id)).map((c) => c.amount_cents)).toEqual([4900, 4900]);
  });
});
