import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInViaApi, signUpViaApi } from '../support/accounts-api';
import { fieldByLabel } from '../support/accounts-forms';
import { readBrowserSession, startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { localDatabasesOf } from '../support/local-data';

const greeting = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: en('shell.user_menu.greeting', { name }) });

test("an admin switches into a crew member's account, and Back to admin on the banner returns and clears what the member left in this browser (DECISIONS #8)", async ({ page }) => {
  const crew = await signUpViaApi(page.request, { first_name: 'Sasha', label: 'switch-target' });
  const admin = await logInViaApi(page.request, DEMO.admin, DEMO_PASSWORD);
  await startBrowserSession(page, admin);
  await page.goto('/account-setting');

  const form = page.getByRole('region', { name: en('admin.switch.title') });
  await fieldByLabel(form, en('admin.switch.user_id')).fill(crew.session.user.id);
  await form.getByRole('button', { name: en('admin.switch.submit') }).click();
  const confirm = page.getByRole('alertdialog', { name: en('admin.switch.confirm_title') });
  await confirm.getByRole('button', { name: en('admin.switch.confirm') }).click();

  // Acting as the member: the banner says so and the header greets the member.
  const banner = page.getByRole('status').filter({ hasText: en('session.switched.notice', { name: 'Sasha Pilot', email: crew.email }) });
  await expect(banner).toBeVisible();
  await expect(greeting(page, 'Sasha')).toBeVisible();
  // The member's local database opened here (the switched session syncs like any other).
  await expect.poll(() => localDatabasesOf(page, crew.session.user.id)).toBeGreaterThan(0);

  await banner.getByRole('button', { name: en('session.switched.back') }).click();
  await expect(greeting(page, admin.user.first_name)).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect((await readBrowserSession(page)).user?.email).toBe(DEMO.admin);
  // Nothing of the member stays in this browser: not the documents, not the emptied databases.
  await expect.poll(() => localDatabasesOf(page, crew.session.user.id)).toBe(0);
});
