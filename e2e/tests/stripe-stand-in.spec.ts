import { expect, test } from '@playwright/test';
import { answerAuthentication, fillCard, routeStripeJs, stripeEmulatorUrl, TEST_CARDS } from '../support/stripe';

/**
 * The development Stripe.js stand-in in a real browser, against the test server's emulator:
 * card fields, PaymentMethod creation, SetupIntent confirmation, 3-D Secure in its modal frame.
 * The server injects it into the page; a page that loads https://js.stripe.com gets it through
 * routeStripeJs.
 */

/** A SetupIntent for a fresh customer, made with the emulator's secret key as the server would. */
async function setupIntent(baseUrl: string): Promise<string> {
  const auth = { Authorization: 'Bearer sk_test_crashpad_emulator', 'Content-Type': 'application/x-www-form-urlencoded' };
  const customer = (await (await fetch(`${baseUrl}/v1/customers`, { method: 'POST', headers: auth, body: 'email=standin%40example.com' })).json()) as { id: string };
  const si = (await (await fetch(`${baseUrl}/v1/setup_intents`, { method: 'POST', headers: auth, body: `customer=${customer.id}` })).json()) as { client_secret: string };
  return si.client_secret;
}

/** Mounts a card Element into a fresh node on the current page (as react-stripe-js would). */
async function mountCard(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(async () => {
    const config = (await (await fetch('/api/config')).json()) as { stripe: { publishable_key: string } };
    const w = window as unknown as { Stripe: (pk: string) => { elements(): { create(type: string): { mount(n: Element): void; on(e: string, cb: (x: unknown) => void): void } } }; __stripe: unknown; __card: unknown; __changes: unknown[] };
    const stripe = w.Stripe(config.stripe.publishable_key);
    const node = document.createElement('div');
    node.id = 'card-under-test';
    document.body.prepend(node);
    const card = stripe.elements().create('card');
    w.__changes = [];
    card.on('change', (e) => w.__changes.push(e));
    card.mount(node);
    w.__stripe = stripe;
    w.__card = card;
  });
}

test('the injected stand-in creates a PaymentMethod from typed card fields', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { Stripe?: { version: string } }).Stripe?.version)).toBe('endive');
  await mountCard(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Card number').blur();
  const invalid = await page.evaluate(() => (window as unknown as { __changes: { error?: { code: string } }[] }).__changes.at(-1)?.error?.code);
  expect(invalid).toBe('invalid_number');
  // The Card Element leaves showing the message to the page, as Stripe's does.
  await expect(page.locator('#card-under-test [role="alert"]')).toHaveCount(0);
  await fillCard(page, { number: TEST_CARDS.visa });
  const pm = await page.evaluate(async () => {
    const w = window as unknown as { __stripe: { createPaymentMethod(a: unknown): Promise<{ paymentMethod?: { id: string; card: { last4: string } }; error?: unknown }> }; __card: unknown };
    return w.__stripe.createPaymentMethod({ type: 'card', card: w.__card });
  });
  expect(pm.paymentMethod?.id).toMatch(/^pm_/);
  expect(pm.paymentMethod?.card.last4).toBe('4242');
  const complete = await page.evaluate(() => (window as unknown as { __changes: { complete: boolean }[] }).__changes.at(-1)?.complete);
  expect(complete).toBe(true);
});

test('confirmCardSetup: a declined card answers the decline; a 3-D Secure card is authenticated in the modal', async ({ page, request }) => {
  await page.goto('/');
  await mountCard(page);
  const base = await stripeEmulatorUrl(request);

  await fillCard(page, { number: TEST_CARDS.declined });
  const declined = await page.evaluate(async (secret) => {
    const w = window as unknown as { __stripe: { confirmCardSetup(s: string, d: unknown): Promise<{ error?: { code: string; decline_code: string } }> }; __card: unknown };
    return w.__stripe.confirmCardSetup(secret, { payment_method: { card: w.__card } });
  }, await setupIntent(base));
  expect(declined.error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });

  await fillCard(page, { number: TEST_CARDS.authenticationOnSetup });
  const secret = await setupIntent(base);
  const pending = page.evaluate(async (s) => {
    const w = window as unknown as { __stripe: { confirmCardSetup(s: string, d: unknown): Promise<{ setupIntent?: { status: string }; error?: unknown }> }; __card: unknown };
    return w.__stripe.confirmCardSetup(s, { payment_method: { card: w.__card } });
  }, secret);
  await answerAuthentication(page, 'complete');
  const result = await pending;
  expect(result.setupIntent?.status).toBe('succeeded');
});

test('routeStripeJs serves the stand-in for https://js.stripe.com', async ({ page }) => {
  await routeStripeJs(page);
  await page.goto('/');
  const loaded = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const s = document.createElement('script');
        s.src = 'https://js.stripe.com/endive/stripe.js';
        s.addEventListener('load', () => resolve('loaded'));
        s.addEventListener('error', () => reject(new Error('script failed')));
        document.head.appendChild(s);
      }),
  );
  expect(loaded).toBe('loaded');
});

test('confirmCardPayment: failing 3-D Secure answers payment_intent_authentication_failure; the Payment Element confirms a SetupIntent', async ({ page, request }) => {
  await page.goto('/');
  await mountCard(page);
  const base = await stripeEmulatorUrl(request);
  const auth = { Authorization: 'Bearer sk_test_crashpad_emulator', 'Content-Type': 'application/x-www-form-urlencoded' };
  const pi = (await (await fetch(`${base}/v1/payment_intents`, { method: 'POST', headers: auth, body: 'amount=999&currency=usd' })).json()) as { client_secret: string };
  await fillCard(page, { number: '4000 0027 6000 3184' });
  const pending = page.evaluate(async (s) => {
    const w = window as unknown as { __stripe: { confirmCardPayment(s: string, d: unknown): Promise<{ paymentIntent?: unknown; error?: { code: string; payment_intent: { status: string } } }> }; __card: unknown };
    return w.__stripe.confirmCardPayment(s, { payment_method: { card: w.__card } });
  }, pi.client_secret);
  await answerAuthentication(page, 'fail');
  const failed = await pending;
  expect(failed.error?.code).toBe('payment_intent_authentication_failure');
  expect(failed.error?.payment_intent.status).toBe('requires_payment_method');

  const secret = await setupIntent(base);
  await page.evaluate((clientSecret) => {
    const w = window as unknown as { Stripe: (pk: string) => { elements(o: unknown): { create(t: string): { mount(n: Element): void } } }; __payment: unknown; __paymentStripe: unknown };
    const stripe = w.Stripe('pk_test_crashpad_emulator');
    const elements = stripe.elements({ clientSecret });
    const node = document.createElement('div');
    node.id = 'payment-under-test';
    document.body.prepend(node);
    elements.create('payment').mount(node);
    w.__payment = elements;
    w.__paymentStripe = stripe;
  }, secret);
  const form = page.locator('#payment-under-test');
  await form.getByLabel('Card number').fill(TEST_CARDS.visa);
  await form.getByLabel('Expiration date (MM / YY)').fill('12 / 40');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('ZIP / postal code').fill('10001');
  const result = await page.evaluate(async () => {
    const w = window as unknown as { __payment: unknown; __paymentStripe: { confirmSetup(o: unknown): Promise<{ setupIntent?: { status: string }; error?: unknown }> } };
    return w.__paymentStripe.confirmSetup({ elements: w.__payment, redirect: 'if_required', confirmParams: { return_url: `${location.origin}/done` } });
  });
  expect(result.setupIntent?.status).toBe('succeeded');
});
