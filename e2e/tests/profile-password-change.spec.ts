import { expect, test, type Page } from '@playwright/test';
import { getUserWithToken, loginStatus, signUpViaApi, uniquePassword } from '../support/accounts-api';
import { fieldByLabel, toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

const section = (page: Page) => page.getByRole('region', { name: en('settings.password.title') });

/** A second session of the same account, as another device would hold (one-time login token). */
async function secondSession(page: Page, token: string): Promise<string> {
  const issued = await page.request.post('/api/user/login-token', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(issued.status()).toBe(200);
  const res = await page.request.post('/api/login-with-token', { data: { token: ((await issued.json()) as { token: string }).token } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('changing the password in /account-setting keeps this session and ends the others', async ({ page }) => {
  const account = await signUpViaApi(page.request, { first_name: 'Cal', label: 'password' });
  const otherDevice = await secondSession(page, account.session.token);
  const newPassword = uniquePassword();
  await startBrowserSession(page, account.session);
  await page.goto('/account-setting');

  // Edit mode toggle (spec 1 §4): Edit opens the form in place and becomes Cancel.
  await section(page).getByRole('button', { name: en('settings.edit') }).click();
  await expect(section(page).getByRole('button', { name: en('settings.cancel') })).toHaveAttribute('aria-expanded', 'true');
  await fieldByLabel(section(page), en('settings.password.current')).fill(account.password);
  await fieldByLabel(section(page), en('settings.password.new')).fill(newPassword);
  // spec 1 §5: the confirmation says live whether it matches.
  await fieldByLabel(section(page), en('settings.password.confirm')).fill(`${newPassword}x`);
  await expect(section(page).getByText(en('settings.password.no_match'))).toBeVisible();
  await fieldByLabel(section(page), en('settings.password.confirm')).fill(newPassword);
  await expect(section(page).getByText(en('settings.password.match'))).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/account-setting password form');

  await section(page).getByRole('button', { name: en('settings.password.submit') }).click();
  await expect(toast(page, 'info', en('settings.password.updated'), en('ui.notifications'))).toBeVisible();

  // DECISIONS #3: a password change revokes the other sessions, not this one.
  expect((await getUserWithToken(page.request, otherDevice)).status).toBe(401);
  expect((await getUserWithToken(page.request, account.session.token)).status).toBe(200);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Cal' }) })).toBeVisible();
  expect(await loginStatus(page.request, account.email, account.password), 'the old password no longer works').toBe(401);
});
