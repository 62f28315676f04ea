import { expect, test, type Page } from '@playwright/test';
import { getUserWithToken, signUpViaApi } from '../support/accounts-api';
import { escapeRegExp, fieldByLabel, toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

const profile = (page: Page) => page.getByRole('region', { name: en('settings.profile.title') });
const save = (page: Page) => profile(page).getByRole('button', { name: en('settings.profile.save') });

test('profile edit in /account-setting: ordered messages, then a saved change that survives a reload', async ({ page }) => {
  const account = await signUpViaApi(page.request, { first_name: 'Paula', display_name: 'Paula P', label: 'profile' });
  await startBrowserSession(page, account.session);
  await page.goto('/account-setting');
  await expect(page.getByRole('heading', { level: 1, name: en('settings.title') })).toBeVisible();
  const firstName = fieldByLabel(profile(page), en('settings.profile.first_name'));
  const displayName = fieldByLabel(profile(page), en('settings.profile.display_name'));
  await expect(firstName).toHaveValue('Paula');
  await expectNoSeriousA11yViolations(page, '/account-setting');

  // spec 1 §5: the first name is checked first.
  await firstName.fill('');
  await save(page).click();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(en('validation.profile_first_name'));
  await expect(profile(page).getByText(en('validation.profile_first_name'))).toBeVisible();
  await expect(firstName).toBeFocused();
  await expectNoSeriousA11yViolations(page, '/account-setting with a profile error');

  // Display name at least 3 characters (spec 1 §9).
  await firstName.fill('Paulina');
  await displayName.fill('Pa');
  await save(page).click();
  await expect(displayName).toHaveAttribute('aria-invalid', 'true');
  await expect(displayName).toHaveAccessibleDescription(new RegExp(escapeRegExp(en('validation.display_name_min'))));
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'info', en('settings.updated'), en('ui.notifications'))).toHaveCount(0);

  await displayName.fill('Paulina P');
  await save(page).click();
  await expect(toast(page, 'info', en('settings.updated'), en('ui.notifications'))).toBeVisible();
  await expect(displayName).not.toHaveAttribute('aria-invalid', 'true');
  // The stored user follows, so the header greets the new name at once.
  await expect(page.getByRole('banner').getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Paulina' }) })).toBeVisible();

  await page.reload();
  await expect(fieldByLabel(profile(page), en('settings.profile.first_name'))).toHaveValue('Paulina');
  await expect(fieldByLabel(profile(page), en('settings.profile.display_name'))).toHaveValue('Paulina P');
  const { body } = await getUserWithToken(page.request, account.session.token);
  expect(body).toMatchObject({ user: { first_name: 'Paulina', display_name: 'Paulina P' } });
});
