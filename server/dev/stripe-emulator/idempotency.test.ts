import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './index.js';
import { startWithSdk } from './sdk-harness.js';

let emu: StripeEmulator;
let stripe: Stripe;
beforeAll(async () => ({ emu, stripe } = await startWithSdk({ maxNetworkRetries: 2 })));
afterAll(() => emu.close());

async function chargeableCustomer() {
  const customer = await stripe.customers.create({});
  const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  return { customer, pm };
}

const succeededCharges = (customer: string) => emu.emulator.state.all('charges').filter((c) => c.customer === customer && c.status === 'succeeded');

describe('Idempotency-Key', () => {
  it('the same key and params replay the stored answer without charging again', async () => {
    const { customer, pm } = await chargeableCustomer();
    const params = { amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: `plan-${customer.id}` });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: `plan-${customer.id}` });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(succeededCharges(customer.id)).toHaveLength(1);
  });

  it('the same key with other params is a 400 idempotency_error (StripeIdempotencyError)', async () => {
    const { customer, pm } = await chargeableCustomer();
    await stripe.paymentIntents.create({ amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true }, { idempotencyKey: `k-${customer.id}` });
    const err = await stripe.paymentIntents
      .create({ amount: 8900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true }, { idempotencyKey: `k-${customer.id}` })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((err as Stripe.errors.StripeError).statusCode).toBe(400);
    expect(succeededCharges(customer.id)).toHaveLength(1);
  });

  it('a card decline is stored too: the replay answers the same 402 without a second attempt', async () => {
    const pm = await stripe.paymentMethods.create({ type: 'card', card: { number: '4000000000009995', exp_month: 1, exp_year: new Date().getUTCFullYear() + 2 } });
    const params = { amount: 1500, currency: 'usd', payment_method: pm.id, confirm: true };
    const e1 = (await stripe.paymentIntents.create(params, { idempotencyKey: `decline-${pm.id}` }).catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    const e2 = (await stripe.paymentIntents.create(params, { idempotencyKey: `decline-${pm.id}` }).catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(e1).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(e2.charge).toBe(e1.charge);
    expect(emu.emulator.state.all('charges').filter((c) => c.payment_method === pm.id)).toHaveLength(1);
  });

  it('a response lost after the charge: the SDK retries with its own key and gets the stored answer, one charge only', async () => {
    const { customer, pm } = await chargeableCustomer();
    emu.loseResponses({ method: 'POST', path: '/v1/payment_intents', count: 1 });
    // No idempotencyKey passed: the SDK's own `stripe-node-retry-…` key makes the retry safe.
    const pi = await stripe.paymentIntents.create({ amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true });
    expect(pi.status).toBe('succeeded');
    expect(pi.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(pi.lastResponse.idempotencyKey).toMatch(/^stripe-node-retry-/);
    expect(succeededCharges(customer.id)).toHaveLength(1);
    expect(emu.emulator.state.all('payment_intents').filter((p) => p.customer === customer.id)).toHaveLength(1);
  });

  it('validation errors are not stored: after fixing nothing else, a new request with the key executes', async () => {
    const { customer, pm } = await chargeableCustomer();
    const key = `fix-${customer.id}`;
    await expect(stripe.paymentIntents.create({ amount: 10, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true }, { idempotencyKey: key })).rejects.toMatchObject({ code: 'amount_too_small' });
    // Stripe would refuse other params under the same key only once something executed; a
    // validation error keeps nothing, so the corrected request runs.
    const pi = await stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true }, { idempotencyKey: key });
    expect(pi.status).toBe('succeeded');
  });
});

describe('parallel requests with one key', () => {
  it('20 concurrent creates under the same key charge once and all answer the same PaymentIntent', async () => {
    const { customer, pm } = await chargeableCustomer();
    const params = { amount: 14_900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true };
    const results = await Promise.all(Array.from({ length: 20 }, () => stripe.paymentIntents.create(params, { idempotencyKey: `parallel-${customer.id}` })));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(succeededCharges(customer.id)).toHaveLength(1);
  });
});

describe('key lifetime', () => {
  it('a key older than 24 hours is forgotten: the same request executes again', async () => {
    const { customer, pm } = await chargeableCustomer();
    const params = { amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true };
    const key = `old-${customer.id}`;
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    const stored = emu.emulator.state.idempotency.get(`secret:${key}`);
    if (!stored) throw new Error('answer not stored');
    stored.createdAt -= 25 * 3600 * 1000;
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    expect(second.id).not.toBe(first.id);
    expect(succeededCharges(customer.id)).toHaveLength(2);
  });
});

describe('emulated outages', () => {
  it('a 500 before execution is retried by the SDK and then succeeds once; past its retries the caller gets StripeAPIError', async () => {
    const { customer, pm } = await chargeableCustomer();
    const params = { amount: 4900, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true };
    emu.failRequests({ path: '/v1/payment_intents', count: 1 });
    const pi = await stripe.paymentIntents.create(params);
    expect(pi.status).toBe('succeeded');
    emu.failRequests({ path: '/v1/payment_intents', count: 3, status: 503 });
    await expect(stripe.paymentIntents.create(params)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(succeededCharges(customer.id)).toHaveLength(1);
  });

  it('lists filter by created range', async () => {
    const { customer } = await chargeableCustomer();
    const created = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    const events = await stripe.events.list({ created: { gte: created.created }, type: 'customer.created' });
    expect(events.data.some((e) => (e.data.object as Stripe.Customer).id === customer.id)).toBe(true);
    const none = await stripe.events.list({ created: { gt: created.created + 3600 } });
    expect(none.data).toHaveLength(0);
  });
});
