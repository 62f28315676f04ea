import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The development Stripe.js stand-in (server/dev/stripe-emulator/stripe-js-stand-in.js). */
const STAND_IN = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../server/dev/stripe-emulator/stripe-js-stand-in.js'), 'utf8');

/**
 * Answers every https://js.stripe.com/** request with the stand-in, so `loadStripe` gets a
 * working `window.Stripe` that talks to the test server's emulator (the server also injects the
 * stand-in into its pages; this covers a page where `loadStripe` injects the script itself).
 */
export async function routeStripeJs(target: Page | BrowserContext): Promise<void> {
  await target.route('https://js.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }));
}

/** The emulator URL the test server publishes in `GET /api/config` (`stripe.api_base`). */
export async function stripeEmulatorUrl(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/config');
  expect(res.ok(), 'GET /api/config answers').toBe(true);
  const body = (await res.json()) as { stripe?: { api_base?: string } };
  const base = body.stripe?.api_base;
  if (!base) throw new Error('The test server runs without the Stripe emulator (STRIPE_SECRET_KEY set?).');
  return base;
}

/** POSTs a JSON body to the emulator's test-control API (`/_emulator/...`). */
export async function emulatorControl(request: APIRequestContext, path: string, body: unknown = {}): Promise<unknown> {
  const base = await stripeEmulatorUrl(request);
  const res = await request.post(`${base}/_emulator${path}`, { data: body });
  expect(res.ok(), `emulator ${path} answers`).toBe(true);
  return res.json();
}

/** Types a card into the stand-in's fields inside `scope` (the page or a form). */
export async function fillCard(scope: Page, card: { number: string; expiry?: string; cvc?: string; postal?: string }): Promise<void> {
  await scope.getByLabel('Card number').fill(card.number);
  await scope.getByLabel('Expiration date (MM / YY)').fill(card.expiry ?? `12 / ${String(new Date().getFullYear() + 2).slice(2)}`);
  await scope.getByLabel('Security code (CVC)').fill(card.cvc ?? '123');
  const postal = scope.getByLabel('ZIP / postal code');
  if ((await postal.count()) > 0) await postal.fill(card.postal ?? '10001');
}

/** Clicks through the emulated 3-D Secure page the stand-in opens in its modal frame. */
export async function answerAuthentication(page: Page, verdict: 'complete' | 'fail'): Promise<void> {
  const frame = page.frameLocator('iframe[title="3D Secure authentication"]');
  await frame.getByRole('button', { name: verdict === 'complete' ? 'Complete authentication' : 'Fail authentication' }).click();
  await expect(page.locator('[data-stripe-stand-in="authentication"]')).toHaveCount(0);
}

/** Stripe's test card numbers (server/dev/stripe-emulator/README.md). */
export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  authenticationOnSetup: '4000 0025 0000 3155',
  /** Asks for 3-D Secure on every payment, even off-session after an authenticated setup. */
  authenticationAlways: '4000 0027 6000 3184',
  chargeFailsAfterAttach: '4000 0000 0000 0341',
} as const;
