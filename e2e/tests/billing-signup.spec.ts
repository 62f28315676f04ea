import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, uniquePassword } from '../support/accounts-api';
import { fieldByLabel, toast } from '../support/accounts-forms';
import { readBrowserSession } from '../support/accounts-session';
import { acceptNotice, fillSignupDetails } from '../support/accounts-signup';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillPaymentForm, servicesOf, userOf } from '../support/billing';
import { routeStripeJs, TEST_CARDS } from '../support/stripe';

/**
 * spec 1 §2 sign-up after the notice, §5 payment form, §4 checkout: a new account pays its plan on
 * /processing/payment with Stripe's test card through the Stripe.js stand-in; the plan is active
 * only once Stripe confirmed it, the success toast shows and the page moves on after 2.5 s.
 */
async function payOnProcessingPage(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/processing\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: en('billing.processing.title') })).toBeVisible();
  await expect(fieldByLabel(page, en('billing.form.country'))).toHaveValue('US');
  await fillPaymentForm(page, card);
  await page.getByRole('button', { name: en('billing.processing.pay') }).click();
}

test('a lister signs up, pays the Line Holder plan and lands on my crashpads', async ({ page }) => {
  test.setTimeout(90_000);
  await routeStripeJs(page);
  const email = uniqueEmail('lister-signup-pay');
  await page.goto('/create-account/lister-package');
  await page.getByRole('button', { name: en('signup.package.choose', { plan: en('signup.plans.premium') }) }).click();
  await fillSignupDetails(page, { firstName: 'Lou', email, password: uniquePassword() });
  await acceptNotice(page);

  await expect(page.getByRole('radio', { name: new RegExp(en('billing.plans.premium.name')) })).toBeChecked();
  await expectNoSeriousA11yViolations(page, '/processing/payment');

  // spec 1 §5: the form names its first problem in the spec's order.
  await page.getByRole('button', { name: en('billing.processing.pay') }).click();
  await expect(page.getByText(en('billing.form.errors.first_name_required'))).toBeVisible();
  await expect(fieldByLabel(page, en('billing.form.first_name'))).toBeFocused();
  await fieldByLabel(page, en('billing.form.first_name')).fill('Lou');
  await fieldByLabel(page, en('billing.form.last_name')).fill('Lister');
  await fieldByLabel(page, en('billing.form.zip')).fill('80202');
  await page.getByRole('button', { name: en('billing.processing.pay') }).click();
  await expect(page.getByText(en('billing.form.errors.card_number_required'))).toBeVisible();

  await payOnProcessingPage(page, TEST_CARDS.visa);
  await expect(toast(page, 'info', en('billing.success.paid'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/my-crashpads$/, { timeout: 10_000 });

  const { token, user } = await readBrowserSession(page);
  expect(user?.email).toBe(email);
  expect(await userOf(page.request, token!)).toMatchObject({ user_plan: 'premium', status: 'ACTIVE', plan_status: 'active' });
  const plans = (await servicesOf(page.request, token!)).filter((r) => r.payment_type === 'plan' && r.status === 'succeeded');
  expect(plans.map((r) => r.amount_cents)).toEqual([8900]);
});

test('a seeker signs up, pays the six-month pass and lands on the airports', async ({ page }) => {
  test.setTimeout(90_000);
  await routeStripeJs(page);
  await page.goto('/create-account/need-crashpad');
  await fillSignupDetails(page, { firstName: 'Sid', email: uniqueEmail('seeker-signup-pay'), password: uniquePassword() });
  await acceptNotice(page);
  await payOnProcessingPage(page, TEST_CARDS.visa);
  await expect(toast(page, 'info', en('billing.success.paid'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/airports$/, { timeout: 10_000 });
  const { token } = await readBrowserSession(page);
  expect(await userOf(page.request, token!)).toMatchObject({ user_plan: 'seeker', status: 'ACTIVE', plan_status: 'active' });
  const paid = (await servicesOf(page.request, token!)).filter((r) => r.status === 'succeeded');
  expect(paid.map((r) => r.amount_cents)).toEqual([999]);
});
