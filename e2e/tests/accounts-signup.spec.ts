import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, uniquePassword } from '../support/accounts-api';
import { readBrowserSession } from '../support/accounts-session';
import { escapeRegExp, fieldByLabel, toast } from '../support/accounts-forms';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

const field = (page: Page, key: string) => fieldByLabel(page, en(key));

test('a seeker signs up through the details form and the notice of understanding', async ({ page }) => {
  const email = uniqueEmail('seeker');
  const password = uniquePassword();

  await page.goto('/create-account');
  await expect(page.getByRole('heading', { level: 1, name: en('signup.choose.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/create-account');
  await page.getByRole('link', { name: en('signup.choose.seeker_cta') }).click();
  await expect(page).toHaveURL(/\/create-account\/need-crashpad$/);

  // spec 1 §5: checked in order, so an empty form names the first name first.
  await page.getByRole('button', { name: en('signup.form.submit') }).click();
  const firstName = field(page, 'signup.form.first_name');
  await expect(toast(page, 'error', en('validation.first_name_required'), en('ui.notifications'))).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(en('validation.first_name_required'));
  await expect(firstName).toBeFocused();
  await expect(field(page, 'signup.form.last_name')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, '/create-account/need-crashpad with an error');

  await firstName.fill('Sam');
  await field(page, 'signup.form.last_name').fill('Skyward');
  // One step further along the order: the display name is now the first problem.
  await page.getByRole('button', { name: en('signup.form.submit') }).click();
  await expect(field(page, 'signup.form.display_name')).toHaveAccessibleDescription(new RegExp(escapeRegExp(en('validation.display_name_required'))));
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

  await field(page, 'signup.form.display_name').fill('Sam S');
  await field(page, 'signup.form.gender').selectOption('female');
  await field(page, 'signup.form.birth_month').selectOption('7');
  await field(page, 'signup.form.birth_day').selectOption('14');
  await field(page, 'signup.form.birth_year').selectOption('1991');
  await field(page, 'signup.form.hear_about_us').selectOption('facebook');
  await field(page, 'signup.form.email').fill(email);
  await field(page, 'signup.form.confirm_email').fill(email);
  await field(page, 'signup.form.phone').fill('(720) 555-0199');
  await field(page, 'signup.form.password').fill(password);
  await field(page, 'signup.form.confirm_password').fill(password);
  await page.getByRole('button', { name: en('signup.form.submit') }).click();

  // The notice of understanding: accept stays disabled until the box is ticked.
  await expect(page).toHaveURL(/\/notice-of-understanding$/);
  await expect(page.getByRole('heading', { level: 1, name: en('signup.notice.title') })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/notice-of-understanding');
  const accept = page.getByRole('button', { name: en('signup.notice.accept') });
  await expect(accept).toBeDisabled();
  const agree = fieldByLabel(page, en('signup.notice.agree'));
  await agree.check();
  await expect(accept).toBeEnabled();
  await agree.uncheck();
  await expect(accept).toBeDisabled();
  await agree.check();
  await accept.click();

  await expect(page).toHaveURL(/\/processing\/payment$/);
  await expect(page.getByRole('banner').getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Sam' }) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: en('signup.payment.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/processing/payment');

  const stored = await readBrowserSession(page);
  expect(stored.user?.email).toBe(email);
  // The account exists on the server as a seeker waiting for payment.
  const res = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${stored.token}` } });
  expect(res.status()).toBe(200);
  expect((await res.json()) as { user: { user_plan: string; email: string } }).toMatchObject({ user: { user_plan: 'seeker', email } });
});
