import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInViaApi } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { attachTestCardViaApi } from '../support/billing';
import { ensureListerPayouts } from '../support/rentals';

/**
 * A tenant pays a payment request (spec 3 §4, issue 10): the demo tenant's pending parking request
 * (to the demo lister, once payouts are set up) replicates to the One-Time Payment tab of account settings; Pay now asks for confirmation,
 * charges the card on file, thanks the tenant, and the request reads Paid once the server's
 * state syncs back.
 */
test('a tenant pays a pending payment request from the One-Time Payment tab', async ({ page }) => {
  test.setTimeout(90_000);
  // The money goes to the lister's connected account: the demo lister completes payouts first.
  await startBrowserSession(page, await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD));
  await ensureListerPayouts(page, { complete: en('payouts.connect.complete_onboarding'), view: en('payouts.connect.view_account') });

  const session = await logInViaApi(page.request, DEMO.tenant, DEMO_PASSWORD);
  await attachTestCardViaApi(page.request, session.token, 'pm_card_visa');
  await startBrowserSession(page, session);

  await page.goto('/account-setting?tab=one-time-payment');
  const tab = page.getByRole('tab', { name: en('settings.tabs.one-time-payment') });
  await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  const parking = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(en('tenancy.payment_for.parking')) }) }).first();
  await expect(parking).toBeVisible();
  await expect(parking).toContainText('$40');
  await expect(parking).toContainText(en('tenancy.requests.status.pending'));
  await expectNoSeriousA11yViolations(page, '/account-setting one-time-payment');

  await parking.getByRole('button', { name: en('tenancy.requests.pay') }).click();
  const confirm = page.getByRole('alertdialog', { name: en('tenancy.pay.confirm_title') });
  await expect(confirm).toContainText('$40');
  await confirm.getByRole('button', { name: en('ui.confirm') }).click();
  const thanks = page.getByRole('alertdialog', { name: en('tenancy.pay.thanks_title') });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  await thanks.getByRole('button', { name: en('ui.ok') }).click();
  await expect(parking).toContainText(en('tenancy.requests.status.complete'), { timeout: 15_000 });
  await expect(parking.getByRole('button', { name: en('tenancy.requests.pay') })).toHaveCount(0);
});
