import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './index.js';
import { startWithSdk } from './sdk-harness.js';

let emu: StripeEmulator;
let stripe: Stripe;
let yearly: Stripe.Price;
let sixMonths: Stripe.Price;
let monthly: Stripe.Price;
const DAY = 86_400;
const START = Math.floor(Date.UTC(2030, 0, 15, 12) / 1000);

beforeAll(async () => {
  ({ emu, stripe } = await startWithSdk());
  const product = await stripe.products.create({ name: 'Premium plan' });
  yearly = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 8900, recurring: { interval: 'year' }, lookup_key: 'premium_yearly' });
  sixMonths = await stripe.prices.create({ product_data: { name: 'Seeker' }, currency: 'usd', unit_amount: 999, recurring: { interval: 'month', interval_count: 6 } });
  monthly = await stripe.prices.create({ product_data: { name: 'Boost' }, currency: 'usd', unit_amount: 999, recurring: { interval: 'month' } });
});
afterAll(() => emu.close());

async function clockCustomer(testId = 'pm_card_visa') {
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: START });
  const customer = await stripe.customers.create({ test_clock: clock.id, email: 'clock@example.com' });
  const pm = await stripe.paymentMethods.attach(testId, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
  return { clock, customer, pm };
}

const eventTypes = async (customer: string) =>
  emu.emulator.state
    .all('events')
    .filter((e) => (e.data.object as { customer?: string }).customer === customer)
    .map((e) => e.type)
    .reverse();

describe('products and prices', () => {
  it('creates yearly, six-month, monthly and one-time prices and finds them by lookup key', async () => {
    expect(yearly.recurring).toMatchObject({ interval: 'year', interval_count: 1 });
    expect(sixMonths.recurring).toMatchObject({ interval: 'month', interval_count: 6 });
    expect(monthly.type).toBe('recurring');
    const oneTime = await stripe.prices.create({ product: yearly.product as string, currency: 'usd', unit_amount: 500 });
    expect(oneTime).toMatchObject({ type: 'one_time', recurring: null });
    const found = await stripe.prices.list({ lookup_keys: ['premium_yearly'] });
    expect(found.data.map((p) => p.id)).toEqual([yearly.id]);
    await expect(stripe.prices.create({ product: yearly.product as string, currency: 'usd', unit_amount: 1, recurring: { interval: 'fortnight' as 'week' } })).rejects.toThrow(/interval/);
  });
});

describe('subscriptions, invoices and test clocks', () => {
  it('a subscription charges its first invoice at once: active, invoice paid through its PaymentIntent', async () => {
    const { customer } = await clockCustomer();
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: yearly.id }], expand: ['latest_invoice.payments'] });
    expect(sub.status).toBe('active');
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 8900, billing_reason: 'subscription_create' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    const piId = invoice.payments!.data[0]!.payment.payment_intent as string;
    expect((await stripe.paymentIntents.retrieve(piId)).status).toBe('succeeded');
    expect(sub.items.data[0]!.current_period_end).toBe(Math.floor(Date.UTC(2031, 0, 15, 12) / 1000));
  });

  it('advancing the clock past the period end renews: a paid cycle invoice, invoice.paid and subscription.updated', async () => {
    const { clock, customer } = await clockCustomer();
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: sixMonths.id }] });
    const firstEnd = sub.items.data[0]!.current_period_end;
    const advancing = await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: firstEnd + DAY });
    expect(advancing.status).toBe('advancing');
    expect((await stripe.testHelpers.testClocks.retrieve(clock.id)).status).toBe('ready');
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]!.current_period_start).toBe(firstEnd);
    const invoices = await stripe.invoices.list({ subscription: sub.id });
    expect(invoices.data.map((i) => [i.billing_reason, i.status])).toEqual([
      ['subscription_cycle', 'paid'],
      ['subscription_create', 'paid'],
    ]);
    const types = await eventTypes(customer.id);
    expect(types.filter((t) => t === 'invoice.paid')).toHaveLength(2);
    expect(types).toContain('customer.subscription.updated');
  });

  it('a renewal that fails goes past_due (invoice.payment_failed), retries, and ends the subscription after the last retry', async () => {
    const { clock, customer } = await clockCustomer();
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
    const end = sub.items.data[0]!.current_period_end;
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 60 });
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    const [open] = (await stripe.invoices.list({ subscription: sub.id, status: 'open' })).data;
    expect(open).toMatchObject({ attempt_count: 1 });
    expect(open!.next_payment_attempt).toBe(end + 3 * DAY);
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 20 * DAY });
    const ended = await stripe.subscriptions.retrieve(sub.id);
    expect(ended.status).toBe('canceled');
    expect(ended.cancellation_details?.reason).toBe('payment_failed');
    const types = await eventTypes(customer.id);
    expect(types.filter((t) => t === 'invoice.payment_failed')).toHaveLength(4);
    expect(types.at(-1)).toBe('customer.subscription.deleted');
  });

  it('a past_due renewal paid with a new card makes the subscription active again', async () => {
    const { clock, customer } = await clockCustomer();
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: sub.items.data[0]!.current_period_end + 60 });
    const [open] = (await stripe.invoices.list({ subscription: sub.id, status: 'open' })).data;
    const good = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await stripe.invoices.pay(open!.id, { payment_method: good.id });
    expect(paid.status).toBe('paid');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('cancel_at_period_end ends the subscription at the period end with customer.subscription.deleted', async () => {
    const { clock, customer } = await clockCustomer();
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
    const updated = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: sub.items.data[0]!.current_period_end + 60 });
    const ended = await stripe.subscriptions.retrieve(sub.id);
    expect(ended.status).toBe('canceled');
    expect((await stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
  });

  it('a declined first payment: allow_incomplete leaves it incomplete; error_if_incomplete answers 402 and creates nothing', async () => {
    const { customer } = await clockCustomer('pm_card_chargeCustomerFail');
    const incomplete = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: yearly.id }] });
    expect(incomplete.status).toBe('incomplete');
    const err = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: yearly.id }], payment_behavior: 'error_if_incomplete' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    const subs = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(subs.data.map((s) => s.id)).toEqual([incomplete.id]);
  });

  it('a first payment that needs 3-D Secure stays incomplete until authenticated, then the subscription is active', async () => {
    const { customer } = await clockCustomer('pm_card_authenticationRequired');
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: yearly.id }], payment_behavior: 'default_incomplete', expand: ['latest_invoice.confirmation_secret'] });
    expect(sub.status).toBe('incomplete');
    const invoice = sub.latest_invoice as Stripe.Invoice;
    const piId = invoice.payments!.data[0]!.payment.payment_intent as string;
    expect(invoice.confirmation_secret?.client_secret).toMatch(new RegExp(`^${piId}_secret_`));
    // default_incomplete charges nothing: the browser confirms the PaymentIntent.
    expect((await stripe.paymentIntents.retrieve(piId)).status).toBe('requires_payment_method');
    expect(emu.emulator.state.all('charges').filter((c) => c.payment_intent === piId)).toHaveLength(0);
    const pi = await stripe.paymentIntents.confirm(piId, { payment_method: (await stripe.customers.retrieve(customer.id) as Stripe.Customer).invoice_settings.default_payment_method as string });
    expect(pi.status).toBe('requires_action');
    await emu.authenticate(piId, 'complete');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    expect((await stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
  });

  it('an incomplete subscription expires after 23 hours', async () => {
    const { clock, customer } = await clockCustomer('pm_card_chargeCustomerFail');
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: yearly.id }] });
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + DAY });
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete_expired');
  });
});

describe('the emulator clock (customers without a test clock)', () => {
  it('advanceTime renews a yearly subscription a year later and moves object times', async () => {
    const customer = await stripe.customers.create({ email: 'wall@example.com' });
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: yearly.id }], default_payment_method: pm.id });
    const end = sub.items.data[0]!.current_period_end;
    const now = await emu.advanceTime(end - sub.created + DAY);
    expect(now).toBeGreaterThanOrEqual(end + DAY);
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    expect(renewed.items.data[0]!.current_period_start).toBe(end);
    const [latest] = (await stripe.invoices.list({ subscription: sub.id })).data;
    expect(latest).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
    expect(latest!.created).toBe(end);
    const fresh = await stripe.customers.create({});
    expect(fresh.created).toBeGreaterThanOrEqual(end + DAY);
  });
});
