import { expect, test } from '@playwright/test';
import { loginStatus, signUpViaApi, uniquePassword } from '../support/accounts-api';
import { readBrowserSession } from '../support/accounts-session';
import { fieldByLabel, toast } from '../support/accounts-forms';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { linkFromMailbox } from '../support/mailbox';

test('forgot password: the mailed link sets a new password once, then it is dead', async ({ page }) => {
  // Its own account, so the demo accounts keep their password for the other journeys.
  const account = await signUpViaApi(page.request, { first_name: 'Remy', label: 'reset' });
  const newPassword = uniquePassword();

  await page.goto('/forgot');
  await expect(page.getByRole('heading', { level: 1, name: en('auth.forgot.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/forgot');
  await fieldByLabel(page, en('auth.forgot.email')).fill(account.email);
  await page.getByRole('button', { name: en('auth.forgot.submit') }).click();
  await expect(toast(page, 'info', en('auth.forgot.sent'), en('ui.notifications'))).toBeVisible();

  const link = await linkFromMailbox(page.request, account.email, '/password/reset/');
  const token = link.split('/').pop()!;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: en('auth.reset.title') })).toBeVisible();
  // DECISIONS #6: the token leaves the address bar as soon as the page has it.
  expect(page.url()).not.toContain(token);
  await expectNoSeriousA11yViolations(page, '/password/reset');

  await fieldByLabel(page, en('auth.reset.password')).fill(newPassword);
  await fieldByLabel(page, en('auth.reset.confirm')).fill(newPassword);
  await page.getByRole('button', { name: en('auth.reset.submit') }).click();
  await expect(toast(page, 'info', en('auth.reset.done'), en('ui.notifications'))).toBeVisible();
  // spec 1 §4: /login five seconds after the reset — not at once, so the success can be read.
  expect(new URL(page.url()).pathname).toBe('/password/reset');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  expect(await loginStatus(page.request, account.email, account.password), 'the old password no longer works').toBe(401);

  // The link is single use: opening it again shows the expired/invalid link page.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: en('auth.reset.invalid_title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: en('auth.reset.title'), exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/password/reset with a used link');

  await page.goto('/login');
  await fieldByLabel(page, en('auth.login.email')).fill(account.email);
  await fieldByLabel(page, en('auth.login.password')).fill(newPassword);
  await page.getByRole('button', { name: en('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('banner').getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Remy' }) })).toBeVisible();
  expect((await readBrowserSession(page)).user?.email).toBe(account.email);
});
