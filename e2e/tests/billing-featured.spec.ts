import { expect, test } from '@playwright/test';
import { toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { payPlanViaApi, servicesOf, signUpPayerViaApi } from '../support/billing';
import { createListingViaApi } from '../support/billing-listing';

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
