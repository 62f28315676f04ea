import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_YEAR, startWithSdk } from './sdk-harness.js';
import type { StripeEmulator } from './index.js';

let emu: StripeEmulator;
let stripe: Stripe;
beforeAll(async () => ({ emu, stripe } = await startWithSdk()));
afterAll(() => emu.close());

async function customerWith(testId: string) {
  const customer = await stripe.customers.create({ email: `${testId}@example.com` });
  const pm = await stripe.paymentMethods.attach(testId, { customer: customer.id });
  return { customer, pm };
}

async function cardError(promise: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
  return err as Stripe.errors.StripeCardError;
}

describe('test cards through the stripe SDK', () => {
  it('4242 4242 4242 4242 attaches and charges off-session: succeeded PaymentIntent with a succeeded Charge', async () => {
    const { customer, pm } = await customerWith('pm_card_visa');
    expect(pm.id).toMatch(/^pm_/);
    expect(pm.id).not.toBe('pm_card_visa');
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const pi = await stripe.paymentIntents.create({ amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true, expand: ['latest_charge'] });
    expect(pi.status).toBe('succeeded');
    expect(pi.amount_received).toBe(4900);
    const charge = pi.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', status: 'succeeded', paid: true, amount: 4900, payment_intent: pi.id, customer: customer.id });
  });

  it('a card created from its number works like the test id', async () => {
    const pm = await stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: NEXT_YEAR, cvc: '123' } });
    expect(pm.card).toMatchObject({ last4: '4242', exp_month: 12, exp_year: NEXT_YEAR });
    const pi = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: pm.id, confirm: true });
    expect(pi.status).toBe('succeeded');
  });

  it('4000 0000 0000 0002 is declined at attach: card_declined / generic_decline, nothing attached', async () => {
    const customer = await stripe.customers.create({});
    const err = await cardError(stripe.paymentMethods.attach('pm_card_visa_chargeDeclined', { customer: customer.id }));
    expect(err.statusCode).toBe(402);
    expect(err.code).toBe('card_declined');
    expect(err.decline_code).toBe('generic_decline');
    expect(err.message).toBe('Your card was declined.');
    const list = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(list.data).toHaveLength(0);
  });

  it.each([
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ['4000000000000069', 'expired_card', 'expired_card'],
    ['4000000000000002', 'card_declined', 'generic_decline'],
  ])('%s fails its SetupIntent (%s / %s) and the intent asks for another card', async (number, code, declineCode) => {
    const customer = await stripe.customers.create({});
    const pm = await stripe.paymentMethods.create({ type: 'card', card: { number, exp_month: 1, exp_year: NEXT_YEAR, cvc: '123' } });
    const si = await stripe.setupIntents.create({ customer: customer.id, allowed_payment_method_types: ['card'] });
    const err = await cardError(stripe.setupIntents.confirm(si.id, { payment_method: pm.id }));
    expect(err.code).toBe(code);
    expect(err.decline_code).toBe(declineCode);
    const after = await stripe.setupIntents.retrieve(si.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error?.decline_code).toBe(declineCode);
  });

  it('a charge declined for insufficient funds answers 402 with the PaymentIntent and a failed Charge; nothing is received', async () => {
    const pm = await stripe.paymentMethods.create({ type: 'card', card: { number: '4000000000009995', exp_month: 1, exp_year: NEXT_YEAR } });
    const err = await cardError(stripe.paymentIntents.create({ amount: 1500, currency: 'usd', payment_method: pm.id, confirm: true }));
    expect(err.decline_code).toBe('insufficient_funds');
    const piId = (err.payment_intent as Stripe.PaymentIntent).id;
    const pi = await stripe.paymentIntents.retrieve(piId);
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.amount_received).toBe(0);
    expect(pi.last_payment_error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
    const charge = await stripe.charges.retrieve(err.charge!);
    expect(charge).toMatchObject({ status: 'failed', paid: false, failure_code: 'card_declined' });
  });

  it('4000 0000 0000 0341 attaches but its charges fail', async () => {
    const { customer, pm } = await customerWith('pm_card_chargeCustomerFail');
    const err = await cardError(stripe.paymentIntents.create({ amount: 900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true }));
    expect(err.decline_code).toBe('generic_decline');
  });

  it('refuses a number that fails the checksum with incorrect_number, and a past expiry', async () => {
    const bad = await cardError(stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424241', exp_month: 1, exp_year: NEXT_YEAR } }));
    expect(bad.code).toBe('incorrect_number');
    const expired = await cardError(stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 1, exp_year: 2001 } }));
    expect(expired.code).toBe('invalid_expiry_year');
  });

  it('4000 0025 0000 3155: SetupIntent needs 3-D Secure; once authenticated, off-session charges pass', async () => {
    const customer = await stripe.customers.create({});
    const pm = await stripe.paymentMethods.create({ type: 'card', card: { number: '4000002500003155', exp_month: 1, exp_year: NEXT_YEAR } });
    const si = await stripe.setupIntents.create({ customer: customer.id, payment_method: pm.id, confirm: true, return_url: 'http://localhost/done' });
    expect(si.status).toBe('requires_action');
    expect(si.next_action?.type).toBe('redirect_to_url');
    expect(si.next_action?.redirect_to_url?.url).toContain(`/_emulator/authenticate/${si.id}`);
    await emu.authenticate(si.id, 'complete');
    const done = await stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe('succeeded');
    expect((await stripe.paymentMethods.retrieve(pm.id)).customer).toBe(customer.id);
    const pi = await stripe.paymentIntents.create({ amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true });
    expect(pi.status).toBe('succeeded');
  });

  it('4000 0025 0000 3155 without an authenticated setup: off-session fails with authentication_required, on-session asks for use_stripe_sdk', async () => {
    const { customer, pm } = await customerWith('pm_card_authenticationRequiredOnSetup');
    const err = await cardError(stripe.paymentIntents.create({ amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true }));
    expect(err.code).toBe('authentication_required');
    const pi = await stripe.paymentIntents.create({ amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true });
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('use_stripe_sdk');
    await emu.authenticate(pi.id, 'fail');
    const failed = await stripe.paymentIntents.retrieve(pi.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    const retry = await stripe.paymentIntents.confirm(pi.id, { payment_method: pm.id });
    expect(retry.status).toBe('requires_action');
    await emu.authenticate(pi.id, 'complete');
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
  });
});

describe('customers and payment methods', () => {
  it('sets the default payment method, lists, updates expiry and detaches (clearing the default)', async () => {
    const { customer, pm } = await customerWith('pm_card_mastercard');
    const updated = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id }, metadata: { user_id: 'u1' } });
    expect(updated.invoice_settings.default_payment_method).toBe(pm.id);
    expect(updated.metadata).toEqual({ user_id: 'u1' });
    const found = await stripe.customers.list({ email: customer.email! });
    expect(found.data.map((c) => c.id)).toEqual([customer.id]);
    const search = await stripe.customers.search({ query: "metadata['user_id']:'u1'" });
    expect(search.data.map((c) => c.id)).toContain(customer.id);
    const moved = await stripe.paymentMethods.update(pm.id, { card: { exp_month: 7, exp_year: NEXT_YEAR + 3 } });
    expect(moved.card).toMatchObject({ exp_month: 7, exp_year: NEXT_YEAR + 3 });
    await stripe.paymentMethods.detach(pm.id);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({ invoice_settings: { default_payment_method: null } });
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(0);
  });

  it('refuses a default payment method that is not the customer\'s, and unknown parameters', async () => {
    const a = await customerWith('pm_card_visa');
    const b = await stripe.customers.create({});
    await expect(stripe.customers.update(b.id, { invoice_settings: { default_payment_method: a.pm.id } })).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(stripe.customers.create({ colour: 'red' } as never)).rejects.toThrow(/unknown parameter: colour/);
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('a PaymentMethod of one customer cannot be charged for another', async () => {
    const a = await customerWith('pm_card_visa');
    const b = await stripe.customers.create({});
    await expect(
      stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer: b.id, payment_method: a.pm.id, confirm: true, off_session: true }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refunds a charge in part and then in full, and refuses more', async () => {
    const { customer, pm } = await customerWith('pm_card_visa');
    const pi = await stripe.paymentIntents.create({ amount: 2000, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true });
    const r1 = await stripe.refunds.create({ payment_intent: pi.id, amount: 500 });
    expect(r1).toMatchObject({ status: 'succeeded', amount: 500 });
    await stripe.refunds.create({ payment_intent: pi.id });
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 2000, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: pi.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('4000 0000 0000 7726: a refund begins pending and succeeds when the clock moves, with charge.refund.updated', async () => {
    const { customer, pm } = await customerWith('pm_card_pendingRefund');
    const pi = await stripe.paymentIntents.create({ amount: 3000, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true });
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 1200 });
    expect(refund).toMatchObject({ status: 'pending', amount: 1200 });
    expect(await stripe.charges.retrieve(pi.latest_charge as string)).toMatchObject({ amount_refunded: 1200, refunded: false });
    await emu.advanceTime(60);
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ status: 'succeeded' });
    const updates = (await stripe.events.list({ type: 'charge.refund.updated', limit: 10 })).data.filter((e) => (e.data.object as Stripe.Refund).id === refund.id);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.data).toMatchObject({ object: { status: 'succeeded', charge: pi.latest_charge }, previous_attributes: { status: 'pending' } });
    // Settled once: the clock moving again reports nothing more.
    await emu.advanceTime(60);
    expect((await stripe.events.list({ type: 'charge.refund.updated', limit: 10 })).data.filter((e) => (e.data.object as Stripe.Refund).id === refund.id)).toHaveLength(1);
    // Other cards' refunds succeed at once.
    const visa = await customerWith('pm_card_visa');
    const paid = await stripe.paymentIntents.create({ amount: 900, currency: 'usd', customer: visa.customer.id, payment_method: visa.pm.id, confirm: true, off_session: true });
    expect((await stripe.refunds.create({ payment_intent: paid.id })).status).toBe('succeeded');
  });

  it('4000 0000 0000 5126: a refund succeeds, then fails when the clock moves; its amount leaves the charge', async () => {
    const { customer, pm } = await customerWith('pm_card_refundFail');
    const pi = await stripe.paymentIntents.create({ amount: 3000, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true });
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 1200 });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 1200 });
    expect(await stripe.charges.retrieve(pi.latest_charge as string)).toMatchObject({ amount_refunded: 1200 });
    await emu.advanceTime(60);
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card', failure_balance_transaction: expect.stringMatching(/^txn_/) });
    expect(await stripe.charges.retrieve(pi.latest_charge as string)).toMatchObject({ amount_refunded: 0, refunded: false });
    const of = async (type: string) => (await stripe.events.list({ type, limit: 10 })).data.filter((e) => (e.data.object as Stripe.Refund).id === refund.id);
    const updates = await of('charge.refund.updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.data).toMatchObject({ object: { status: 'failed' }, previous_attributes: { status: 'succeeded' } });
    expect(await of('refund.failed')).toHaveLength(1);
    // Failed once: the clock moving again reports nothing more, and the whole amount is refundable again.
    await emu.advanceTime(60);
    expect(await of('charge.refund.updated')).toHaveLength(1);
    expect((await stripe.refunds.create({ payment_intent: pi.id })).amount).toBe(3000);
  });

  it('refuses a publishable key on secret-only endpoints and a wrong key everywhere', async () => {
    const pk = new Stripe(emu.publishableKey, { ...emu.clientOptions, maxNetworkRetries: 0 });
    await expect(pk.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripePermissionError);
    const wrong = new Stripe('sk_test_wrong', { ...emu.clientOptions, maxNetworkRetries: 0 });
    await expect(wrong.customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
