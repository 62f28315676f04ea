import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeEmulator, type StripeEmulator } from './index.js';
import { API_ROUTES } from './routes.js';
import { startWithSdk } from './sdk-harness.js';

let emu: StripeEmulator;
let stripe: Stripe;
const ids: string[] = [];
beforeAll(async () => {
  ({ emu, stripe } = await startWithSdk());
  const customer = await stripe.customers.create({ email: 'fuzz@example.com' });
  const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  const pi = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, off_session: true });
  const si = await stripe.setupIntents.create({ customer: customer.id });
  const price = await stripe.prices.create({ product_data: { name: 'Fuzz' }, unit_amount: 500, currency: 'usd', recurring: { interval: 'month' } });
  const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
  const account = await stripe.accounts.create({ type: 'express' });
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) });
  ids.push(customer.id, pm.id, pi.id, si.id, price.id, price.product as string, sub.id, sub.latest_invoice as string, account.id, clock.id, pi.latest_charge as string, 'pm_card_visa', 'nope_123');
});
afterAll(() => emu.close());

/** Turns a route pattern back into a concrete path, filling ids from real objects or junk. */
function concretePath(pattern: RegExp, pick: (i: number) => string): string {
  let i = 0;
  return pattern.source
    .replace(/^\^|\$$/g, '')
    .replace(/\(\[A-Za-z0-9_\]\+\)/g, () => pick(i++))
    .replace(/\\\//g, '/');
}

const PARAM_NAMES = ['amount', 'currency', 'customer', 'payment_method', 'confirm', 'off_session', 'metadata', 'items', 'card', 'expand', 'limit', 'starting_after', 'created', 'type', 'price', 'transfer_data', 'invoice_settings', 'frozen_time', 'recurring', 'unit_amount', 'account', 'return_url', 'refresh_url', 'client_secret', 'cancel_at_period_end', 'payment_method_data', 'email', 'query', 'x'];
const value: fc.Arbitrary<string> = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom('', 'true', 'false', '0', '-1', '99999999999999999', '4242424242424242', 'usd', 'pm_card_visa', 'month', 'http://x.test/'));
const paramKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PARAM_NAMES),
  fc.tuple(fc.constantFrom(...PARAM_NAMES), fc.constantFrom('[0]', '[a]', '[]', '[0][price]', '[destination]', '[number]', '[gte]', '[default_payment_method]', '[')).map(([a, b]) => a + b),
);

describe('robustness', () => {
  it('no route answers 5xx to arbitrary parameters (errors are Stripe-shaped 4xx)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: API_ROUTES.length - 1 }),
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 2, maxLength: 2 }),
        fc.array(fc.tuple(paramKey, value), { maxLength: 6 }),
        async (routeIndex, picks, pairs) => {
          const route = API_ROUTES[routeIndex]!;
          const path = concretePath(route.pattern, (i) => ids[picks[i] ?? 0] ?? 'x');
          const body = pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&');
          const url = route.method === 'POST' ? `${emu.url}${path}` : `${emu.url}${path}?${body}`;
          const res = await fetch(url, {
            method: route.method,
            headers: { Authorization: `Bearer ${emu.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: route.method === 'POST' ? body : undefined,
          });
          const json = (await res.json()) as { error?: { type: string; message: string } };
          expect(res.status, `${route.method} ${path} ${body} → ${JSON.stringify(json).slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) expect(json.error?.message).toBeTruthy();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('persistence', () => {
  it('state kept in a file survives a restart', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'stripe-emulator-')), 'state.json');
    const first = await startStripeEmulator({ stateFile });
    const sdk = new Stripe(first.secretKey, { ...first.clientOptions, maxNetworkRetries: 0 });
    const customer = await sdk.customers.create({ email: 'kept@example.com' });
    const key = 'kept-key';
    const pi = await sdk.paymentIntents.create({ amount: 700, currency: 'usd', payment_method: 'pm_card_visa', confirm: true }, { idempotencyKey: key });
    await first.close();
    const second = await startStripeEmulator({ stateFile });
    try {
      const again = new Stripe(second.secretKey, { ...second.clientOptions, maxNetworkRetries: 0 });
      expect(((await again.customers.retrieve(customer.id)) as Stripe.Customer).email).toBe('kept@example.com');
      const replay = await again.paymentIntents.create({ amount: 700, currency: 'usd', payment_method: 'pm_card_visa', confirm: true }, { idempotencyKey: key });
      expect(replay.id).toBe(pi.id);
    } finally {
      await second.close();
    }
  });
});
