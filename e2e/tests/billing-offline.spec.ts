import { expect, test } from '@playwright/test';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { attachTestCardViaApi, signUpPayerViaApi } from '../support/billing';
import { routeStripeJs } from '../support/stripe';

/**
 * Payment screens are online-only (ARCHITECTURE §4, issue 9): when Stripe.js is blocked the card
 * form says paying needs a connection with Retry, never a blank box; offline it says so too, and
 * coming back online brings the card form back by itself.
 */
test('a blocked Stripe.js and an offline device show "paying needs a connection" instead of the card form', async ({ page, context }) => {
  const { session } = await signUpPayerViaApi(page.request, 'lister', 'basic', 'Off');
  await attachTestCardViaApi(page.request, session.token, 'pm_card_visa');
  // Stripe.js cannot load: the server's development stand-in and js.stripe.com are both blocked.
  await context.route('**/__dev/stripe-js-stand-in.js', (route) => route.abort('blockedbyclient'));
  await context.route('https://js.stripe.com/**', (route) => route.abort('blockedbyclient'));
  await startBrowserSession(page, session);
  await page.goto('/update-payment-method');

  const notice = page.getByRole('alert').filter({ hasText: en('billing.connection.title') });
  await expect(notice).toContainText(en('billing.connection.failed'));
  await expect(notice.getByRole('button', { name: en('billing.connection.retry') })).toBeVisible();
  // The card on file still shows: only paying needs Stripe.
  await expect(page.locator('[data-card-last4="4242"]')).toBeVisible();

  // Retry with Stripe.js reachable brings the card form.
  await context.unroute('https://js.stripe.com/**');
  await routeStripeJs(context);
  await notice.getByRole('button', { name: en('billing.connection.retry') }).click();
  await expect(page.locator('[data-card-part="number"] input')).toBeVisible();

  // Offline: the form gives way to the offline notice; back online it returns.
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: en('billing.connection.title') })).toContainText(en('billing.connection.offline'));
  await expect(page.locator('[data-card-part="number"] input')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.locator('[data-card-part="number"] input')).toBeVisible();
});
