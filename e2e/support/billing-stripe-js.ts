import type { Page } from '@playwright/test';

/**
 * Serves Stripe.js from the local Stripe emulator's stand-in: `https://js.stripe.com/**` (which
 * the client's `loadStripe` fetches) is answered with the stand-in script the emulator serves
 * next to its API (`config.stripe.api_base`, from GET /api/config).
 */
export async function routeStripeJs(page: Page): Promise<void> {
  const config = (await (await page.request.get('/api/config')).json()) as { stripe?: { api_base?: string } };
  const base = config.stripe?.api_base;
  if (!base) throw new Error('GET /api/config has no stripe.api_base: the server runs without the Stripe emulator');
  await page.route('https://js.stripe.com/**', async (route) => {
    const script = await page.request.get(`${base}/_emulator/stripe-js/v3`);
    await route.fulfill({ status: script.status(), contentType: 'application/javascript', body: await script.body() });
  });
}
