import { expect, test } from '@playwright/test';
import { getUserWithToken, signUpViaApi } from '../support/accounts-api';
import { readBrowserSession, startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { localDatabasesOf } from '../support/local-data';

test('logging out from the greeting menu ends the session on the server too', async ({ page }) => {
  const account = await signUpViaApi(page.request, { first_name: 'Lou', label: 'logout' });
  await startBrowserSession(page, account.session);
  await page.goto('/');
  const header = page.getByRole('banner');
  const greeting = header.getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Lou' }) });
  await expect(greeting).toBeVisible();
  await expect(header.getByRole('link', { name: en('shell.nav.login') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'home, logged in');
  await expect.poll(() => localDatabasesOf(page, account.session.user.id), 'the local database is open').toBeGreaterThan(0);

  const { token } = await readBrowserSession(page);
  expect(token, 'the session token is stored before logout').toBeTruthy();
  expect((await getUserWithToken(page.request, token!)).status).toBe(200);

  await greeting.click();
  await expect(page.getByRole('menuitem', { name: en('shell.user_menu.settings') })).toBeVisible();
  await page.getByRole('menuitem', { name: en('shell.user_menu.logout') }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: en('shell.nav.login') })).toBeVisible();
  await expect(header.getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Lou' }) })).toHaveCount(0);
  const after = await readBrowserSession(page);
  expect(after.token).toBeNull();
  expect(after.user).toBeNull();
  // ARCHITECTURE §4: the user's local data leaves the device with the session, databases and all.
  await expect.poll(() => localDatabasesOf(page, account.session.user.id)).toBe(0);
  await expectNoSeriousA11yViolations(page, 'home, logged out');

  // DECISIONS #3: logout revokes the session record, so a copied token is worthless afterwards.
  await expect.poll(async () => (await getUserWithToken(page.request, token!)).status).toBe(401);

  // And a reload does not bring the session back.
  await page.reload();
  await expect(header.getByRole('link', { name: en('shell.nav.login') })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the greeting menu behind the menu button logs out too', async ({ page }) => {
    const account = await signUpViaApi(page.request, { first_name: 'Pia', label: 'logout-phone' });
    await startBrowserSession(page, account.session);
    await page.goto('/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: en('shell.nav.menu') });
    const greeting = header.getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Pia' }) });
    // Folded away until the menu opens.
    await expect(greeting).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page, 'home at 360 px, menu open');

    await greeting.click();
    await page.getByRole('menuitem', { name: en('shell.user_menu.logout') }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await readBrowserSession(page)).token).toBeNull();
    await expect.poll(async () => (await getUserWithToken(page.request, account.session.token)).status).toBe(401);
    await page.reload();
    await menu.click();
    await expect(header.getByRole('link', { name: en('shell.nav.login') })).toBeVisible();
    await expect(greeting).toHaveCount(0);
  });
});
