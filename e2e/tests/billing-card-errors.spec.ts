import { expect, test } from '@playwright/test';
import { fieldByLabel, toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillPaymentForm, servicesOf, signUpPayerViaApi, userOf } from '../support/billing';
import { answerAuthentication, routeStripeJs, TEST_CARDS } from '../support/stripe';

/**
 * spec 1 §8 payment error modal "Important Notice" and 3-D Secure: a declined card shows Card
 * Declined with its decline code and nothing is charged; a card that asks for authentication
 * goes through the bank's challenge and the plan is paid.
 */
test('a declined card shows Card Declined with the decline code and nothing is charged', async ({ page }) => {
  test.setTimeout(90_000);
  await routeStripeJs(page);
  const { session } = await signUpPayerViaApi(page.request, 'lister', 'basic', 'Dax');
  await startBrowserSession(page, session);
  await page.goto('/processing/payment');
  await fillPaymentForm(page, TEST_CARDS.declined);
  await page.getByRole('button', { name: en('billing.processing.pay') }).click();

  const notice = page.getByRole('alertdialog', { name: en('billing.error_modal.title') });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText(en('billing.error_modal.card_declined'));
  await expect(notice).toContainText(en('billing.error_modal.code', { code: 'generic_decline' }));
  await expectNoSeriousA11yViolations(page, 'payment error modal');
  await notice.getByRole('button', { name: en('billing.error_modal.ok') }).click();
  await expect(notice).toBeHidden();
  // Still on the payment page, the pay button usable again, and nothing was charged.
  await expect(page).toHaveURL(/\/processing\/payment$/);
  await expect(page.getByRole('button', { name: en('billing.processing.pay') })).toBeEnabled();
  expect(await userOf(page.request, session.token)).toMatchObject({ plan_status: 'pending', payment_method: null });
  expect((await servicesOf(page.request, session.token)).filter((r) => r.status === 'succeeded')).toEqual([]);
});

test('a 3-D Secure card is authenticated at the bank for the card and for the charge, and the plan is paid once', async ({ page }) => {
  test.setTimeout(90_000);
  await routeStripeJs(page);
  const { session } = await signUpPayerViaApi(page.request, 'seeker', 'seeker', 'Tia');
  await startBrowserSession(page, session);
  await page.goto('/processing/payment');
  await fillPaymentForm(page, TEST_CARDS.authenticationOnSetup);
  await page.getByRole('button', { name: en('billing.processing.pay') }).click();

  // The emulated bank challenge (Stripe.js shows it over the page): once to save the card, and
  // once more for the charge itself, which this card authenticates on every on-session payment.
  await answerAuthentication(page, 'complete');
  await answerAuthentication(page, 'complete');
  await expect(toast(page, 'info', en('billing.success.paid'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/airports$/, { timeout: 10_000 });
  expect(await userOf(page.request, session.token)).toMatchObject({ user_plan: 'seeker', status: 'ACTIVE', plan_status: 'active' });
  expect((await servicesOf(page.request, session.token)).filter((r) => r.status === 'succeeded').map((r) => r.amount_cents)).toEqual([999]);
  await expect(fieldByLabel(page, en('billing.form.first_name'))).toHaveCount(0);
});

test('a lister whose bank asks for 3-D Secure on every payment confirms the first plan payment and the plan is paid once', async ({ page }) => {
  test.setTimeout(90_000);
  await routeStripeJs(page);
  const { session } = await signUpPayerViaApi(page.request, 'lister', 'basic', 'Ria');
  await startBrowserSession(page, session);
  await page.goto('/processing/payment');
  await fillPaymentForm(page, TEST_CARDS.authenticationAlways);
  await page.getByRole('button', { name: en('billing.processing.pay') }).click();

  // Once to save the card; once more for the subscription's first payment, which the bank refused
  // off-session and the server confirmed again on-session for this challenge.
  await answerAuthentication(page, 'complete');
  await answerAuthentication(page, 'complete');
  await expect(toast(page, 'info', en('billing.success.paid'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/my-crashpads$/, { timeout: 10_000 });
  expect(await userOf(page.request, session.token)).toMatchObject({ user_plan: 'basic', status: 'ACTIVE', plan_status: 'active' });
  const services = await servicesOf(page.request, session.token);
  expect(services.map((r) => [r.payment_type, r.status, r.amount_cents])).toEqual([['plan', 'succeeded', 4900]]);
});
