import { expect, test } from '@playwright/test';
import { toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { attachTestCardViaApi, signUpPayerViaApi, userOf } from '../support/billing';

/**
 * spec 1 §4 payout onboarding and the autopay toggle, on the account settings autopay tab: the
 * lister completes Stripe Connect onboarding in the same window (the emulator's onboarding page),
 * comes back to `?tab=autopay&connect-account` where step 2 opens after 3 s and the account reads
 * complete with "View Stripe account" opening a new window; then turns autopay off through the
 * confirmation (cancel first keeps it on).
 */
test('a lister completes payout onboarding and turns autopay off through the confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  // The journey is about payouts: the lister has a plan and a card (its payment is the sign-up journey's).
  const { session } = await signUpPayerViaApi(page.request, 'lister', 'pro', 'Pat');
  await attachTestCardViaApi(page.request, session.token, 'pm_card_visa');
  await startBrowserSession(page, session);

  await page.goto('/account-setting?tab=autopay');
  const step1 = page.getByRole('button', { name: en('payouts.steps.step', { n: 1, title: en('payouts.steps.connect_title') }) });
  await expect(step1).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(en('payouts.connect.incomplete'), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/account-setting autopay');

  // Complete Onboarding: Stripe's hosted page in this window, then back to the settings.
  await page.getByRole('button', { name: en('payouts.connect.complete_onboarding') }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account-setting'));
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/account-setting\?tab=autopay&connect-account/);

  const viewAccount = page.getByRole('link', { name: en('payouts.connect.view_account') });
  await expect(viewAccount).toBeVisible({ timeout: 15_000 });
  await expect(viewAccount).toHaveAttribute('target', '_blank');
  await expect(page.getByText(en('payouts.connect.complete'), { exact: true })).toBeVisible();
  // Back from Stripe, step 2 opens by itself after 3 s.
  const step2 = page.getByRole('button', { name: en('payouts.steps.step', { n: 2, title: en('payouts.steps.crashpads_title') }) });
  await expect(step2).toHaveAttribute('aria-expanded', 'false');
  await expect(step2).toHaveAttribute('aria-expanded', 'true', { timeout: 6_000 });

  // Autopay on, then off through the confirmation; cancel keeps it on.
  const autopay = page.getByRole('switch', { name: en('payouts.autopay.label') });
  if ((await autopay.getAttribute('aria-checked')) !== 'true') {
    await autopay.click();
    await expect(toast(page, 'info', en('payouts.autopay.enabled'), en('ui.notifications'))).toBeVisible();
    await expect(autopay).toHaveAttribute('aria-checked', 'true');
  }
  await autopay.click();
  const confirm = page.getByRole('alertdialog', { name: en('payouts.autopay.off_title') });
  await expect(confirm).toContainText(en('payouts.autopay.off_confirm'));
  await confirm.getByRole('button', { name: en('payouts.cancel') }).click();
  await expect(autopay).toHaveAttribute('aria-checked', 'true');
  expect((await userOf(page.request, session.token)).automatic_payment).toBe(1);

  await autopay.click();
  await page.getByRole('alertdialog', { name: en('payouts.autopay.off_title') }).getByRole('button', { name: en('payouts.autopay.off_action') }).click();
  await expect(toast(page, 'info', en('payouts.autopay.disabled'), en('ui.notifications'))).toBeVisible();
  await expect(autopay).toHaveAttribute('aria-checked', 'false');
  expect((await userOf(page.request, session.token)).automatic_payment).toBe(0);
});
