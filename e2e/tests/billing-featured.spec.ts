import { expect, test } from '@playwright/test';
import { toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { attachTestCardViaApi, payPlanViaApi, servicesOf, signUpPayerViaApi } from '../support/billing';
import { createListingViaApi } from '../support/billing-listing';
import { answerAuthentication, routeStripeJs } from '../support/stripe';

/**
 * spec 2 §2 "Featured checkout": a lister with a card on file features a listing for 9.99 a month;
 * the server charges the card through Stripe (the local emulator), the page toasts, moves to
 * /my-crashpads after 7.5 s, and search shows the listing with the Featured badge.
 */
test('featuring a listing charges the card once and shows the Featured badge in search', async ({ page }) => {
  test.setTimeout(90_000);
  const { session: signedUp } = await signUpPayerViaApi(page.request, 'lister', 'basic', 'Fae');
  const session = await payPlanViaApi(page.request, signedUp.token, 'basic');
  const title = `Tower Road Crew Loft ${Date.now()}`;
  const id = await createListingViaApi(page.request, session.token, title);

  await startBrowserSession(page, session);
  await page.goto(`/featured-signup/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: en('featured.signup.heading', { title }) })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(en('featured.plans.boost_subscription.name')) }).check();
  await expectNoSeriousA11yViolations(page, '/featured-signup');
  const checkout = page.getByRole('button', { name: en('featured.signup.checkout') });
  // A double click is one checkout (the button is busy while the server works).
  await checkout.dblclick();
  await expect(toast(page, 'info', en('featured.signup.success'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/my-crashpads$/, { timeout: 12_000 });

  const featuredRows = (await servicesOf(page.request, session.token)).filter((r) => r.payment_type === 'featured' && r.status === 'succeeded');
  expect(featuredRows.map((r) => r.amount_cents)).toEqual([999]);

  await page.goto('/search/airports/den');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('listitem').filter({ hasText: en('search.badge.featured') })).toBeVisible();
});

test('a boost the bank wants authenticated goes through its 3-D Secure check on the featured page and is charged once', async ({ page }) => {
  test.setTimeout(90_000);
  await routeStripeJs(page);
  const { session: signedUp } = await signUpPayerViaApi(page.request, 'lister', 'basic', 'Bo');
  const session = await payPlanViaApi(page.request, signedUp.token, 'basic');
  // The card on file now asks for authentication on every payment.
  await attachTestCardViaApi(page.request, session.token, 'pm_card_authenticationRequired');
  const title = `Pena Boulevard Bunks ${Date.now()}`;
  const id = await createListingViaApi(page.request, session.token, title);

  await startBrowserSession(page, session);
  await page.goto(`/featured-signup/${id}`);
  await page.getByRole('radio', { name: new RegExp(en('featured.plans.boost_1_week.name')) }).check();
  await page.getByRole('button', { name: en('featured.signup.checkout') }).click();
  // Stripe.js is loaded for this payment alone and shows the bank's check over the page.
  await answerAuthentication(page, 'complete');
  await expect(toast(page, 'info', en('featured.signup.success_boosted'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  const boosts = (await servicesOf(page.request, session.token)).filter((r) => r.payment_type === 'boost');
  expect(boosts.map((r) => [r.status, r.amount_cents])).toEqual([['succeeded', 500]]);
});
