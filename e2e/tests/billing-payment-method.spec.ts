import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { attachTestCardViaApi, fillPaymentForm, signUpPayerViaApi, userOf } from '../support/billing';
import { routeStripeJs } from '../support/stripe';

/**
 * spec 1 §2, §4 payment method tab (`/account-setting?tab=payment-methods`): titled Update when a
 * card is on file, with its Active badge; replacing it asks "Are you sure you want to continue?
 * This action cannot be undone." and saves the new card as the default; deleting it asks, then
 * the account is inactive and nothing more is charged.
 */
/** Stripe's test Mastercard (server/dev/stripe-emulator/README.md): a second card with other digits. */
const MASTERCARD = '5555 5555 5555 4444';

async function openPaymentTab(page: Page, last4: string): Promise<void> {
  await page.goto('/account-setting?tab=payment-methods');
  await expect(page.getByRole('heading', { name: en('billing.card.title_update') })).toBeVisible();
  await expect(page.locator(`[data-card-last4="${last4}"]`)).toContainText(en('billing.card.active'));
}

test('a lister deletes the card after confirming and the account becomes inactive', async ({ page }) => {
  const { session } = await signUpPayerViaApi(page.request, 'lister', 'basic', 'Dee');
  await attachTestCardViaApi(page.request, session.token, 'pm_card_visa');
  await startBrowserSession(page, session);
  await openPaymentTab(page, '4242');
  await expectNoSeriousA11yViolations(page, '/account-setting payment methods');

  // Cancelling the confirmation keeps the card.
  await page.getByRole('button', { name: en('billing.card.remove') }).click();
  const remove = page.getByRole('alertdialog', { name: en('billing.card.remove_title') });
  await expect(remove).toContainText(en('billing.card.remove_confirm'));
  await remove.getByRole('button', { name: en('billing.cancel') }).click();
  await expect(page.locator('[data-card-last4="4242"]')).toBeVisible();

  await page.getByRole('button', { name: en('billing.card.remove') }).click();
  await page.getByRole('alertdialog', { name: en('billing.card.remove_title') }).getByRole('button', { name: en('billing.card.remove') }).click();
  await expect(toast(page, 'info', en('payments.method_removed'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: en('billing.card.title_attach') })).toBeVisible();
  const user = await userOf(page.request, session.token);
  expect(user.payment_method).toBeNull();
  expect(user.status).not.toBe('ACTIVE');
});

test('a lister replaces the card through the card form after the confirmation', async ({ page }) => {
  await routeStripeJs(page);
  const { session } = await signUpPayerViaApi(page.request, 'lister', 'basic', 'Rae');
  await attachTestCardViaApi(page.request, session.token, 'pm_card_visa');
  await startBrowserSession(page, session);
  await openPaymentTab(page, '4242');

  await fillPaymentForm(page, MASTERCARD);
  await page.getByRole('button', { name: en('billing.card.replace') }).click();
  const confirm = page.getByRole('alertdialog', { name: en('billing.card.replace_title') });
  await expect(confirm).toContainText(en('billing.card.replace_confirm'));
  await confirm.getByRole('button', { name: en('billing.cancel') }).click();
  await expect(page.locator('[data-card-last4="4242"]')).toBeVisible();

  await page.getByRole('button', { name: en('billing.card.replace') }).click();
  await page.getByRole('alertdialog', { name: en('billing.card.replace_title') }).getByRole('button', { name: en('billing.continue') }).click();
  await expect(toast(page, 'info', en('billing.success.method'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-card-last4="4444"]')).toContainText(en('billing.card.active'));
  expect((await userOf(page.request, session.token)).payment_method).not.toBeNull();
});
