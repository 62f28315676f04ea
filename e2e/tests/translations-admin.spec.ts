import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInViaApi, signUpViaApi } from '../support/accounts-api';
import { fieldByLabel, toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

const notice = (page: Page, text: string) => toast(page, 'info', text, en('ui.notifications'));
const table = (page: Page) => page.getByRole('tabpanel').getByRole('table');

test('an admin adds, renames and deletes an amenity on /translations', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `Rooftop terrace ${suffix}`;
  const renamed = `Roof terrace ${suffix}`;
  await startBrowserSession(page, await logInViaApi(page.request, DEMO.admin, DEMO_PASSWORD));
  await page.goto('/translations');
  await expect(page.getByRole('heading', { level: 1, name: en('translations_admin.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: en('translations_admin.amenity.tab') })).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/translations');

  await page.getByRole('button', { name: en('translations_admin.amenity.add') }).click();
  const dialog = page.getByRole('dialog', { name: en('translations_admin.amenity.add_title') });
  // spec 2 §5: without an English name the form silently does not submit.
  await dialog.getByRole('button', { name: en('translations_admin.save') }).click();
  await expect(dialog).toBeVisible();
  await expect(notice(page, en('translations_admin.amenity.created'))).toHaveCount(0);
  await fieldByLabel(dialog, en('translations_admin.languages.en')).fill(name);
  await fieldByLabel(dialog, en('translations_admin.languages.de')).fill(`Dachterrasse ${suffix}`);
  await expectNoSeriousA11yViolations(page, 'add amenity dialog');
  await dialog.getByRole('button', { name: en('translations_admin.save') }).click();
  await expect(notice(page, en('translations_admin.amenity.created'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole('cell', { name, exact: true })).toBeVisible();

  // German kept its own name.
  const stored = await (await page.request.get('/api/amenities', { headers: { 'X-Locale': 'de' } })).json();
  expect(stored.data.find((i: { names: { en: string } }) => i.names.en === name)).toMatchObject({ name: `Dachterrasse ${suffix}`, names: { en: name, de: `Dachterrasse ${suffix}` } });
  // Blank languages are stored as absent (they fall back to English), never as copies.
  expect(stored.data.find((i: { names: { en: string } }) => i.names.en === name).names).not.toHaveProperty("fr");

  await page.getByRole('button', { name: en('translations_admin.edit_named', { name }) }).click();
  const edit = page.getByRole('dialog', { name: en('translations_admin.amenity.edit_title', { name }) });
  await expect(fieldByLabel(edit, en('translations_admin.languages.en'))).toHaveValue(name);
  await fieldByLabel(edit, en('translations_admin.languages.en')).fill(renamed);
  await edit.getByRole('button', { name: en('translations_admin.save') }).click();
  await expect(notice(page, en('translations_admin.amenity.updated'))).toBeVisible();
  await expect(table(page).getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await expect(table(page).getByRole('cell', { name, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: en('translations_admin.delete_named', { name: renamed }) }).click();
  const confirm = page.getByRole('alertdialog', { name: en('translations_admin.confirm_delete', { name: renamed }) });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: en('translations_admin.delete') }).click();
  await expect(notice(page, en('translations_admin.amenity.deleted'))).toBeVisible();
  await expect(table(page).getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
});

test('/translations sends non-admins home', async ({ page }) => {
  const crew = await signUpViaApi(page.request, { label: 'not-admin' });
  await startBrowserSession(page, crew.session);
  await page.goto('/translations');
  await expect(page).toHaveURL(/\/$/);
});
