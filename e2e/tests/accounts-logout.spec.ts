import { expect, test } from '@playwright/test';
import { getUserWithToken, signUpViaApi } from '../support/accounts-api';
import { readBrowserSession, startBrowserSession } from '../support/accounts-session';
import { expectNoSeriousA11yViolations } from '../support/axe';

test('logging out from the greeting menu ends the session on the server too', async ({ page }) => {
  const account = await signUpViaApi(page.request, { first_name: 'Lou', label: 'logout' });
  await startBrowserSession(page, account.session);
  await page.goto('/');
  const header = page.getByRole('banner');
  const greeting = header.getByRole('button', { name: 'Hi, Lou' });
  await expect(greeting).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'home, logged in');

  const { token } = await readBrowserSession(page);
  expect(token, 'the session token is stored before logout').toBeTruthy();
  expect((await getUserWithToken(page.request, token!)).status).toBe(200);

  await greeting.click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Hi,/ })).toHaveCount(0);
  const after = await readBrowserSession(page);
  expect(after.token).toBeNull();
  expect(after.user).toBeNull();
  await expectNoSeriousA11yViolations(page, 'home, logged out');

  // DECISIONS #3: logout revokes the session record, so a copied token is worthless afterwards.
  await expect.poll(async () => (await getUserWithToken(page.request, token!)).status).toBe(401);

  // And a reload does not bring the session back.
  await page.reload();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
});
