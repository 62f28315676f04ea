import { expect, test, type Page } from '@playwright/test';
import { DEMO, getUserWithToken, uniqueEmail, uniquePassword } from '../support/accounts-api';
import { readBrowserSession } from '../support/accounts-session';
import { acceptNotice, fillSignupDetails } from '../support/accounts-signup';
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

  await fillSignupDetails(page, { firstName: 'Sam', email, password });

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
  await expect(page.getByRole('heading', { level: 1, name: en('billing.processing.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/processing/payment');

  const stored = await readBrowserSession(page);
  expect(stored.user?.email).toBe(email);
  // The account exists on the server as a seeker waiting for payment.
  expect(await getUserWithToken(page.request, stored.token!)).toMatchObject({ status: 200, body: { user: { user_plan: 'seeker', email } } });
});

test('a lister must pick a package first, and the notice names it', async ({ page }) => {
  const email = uniqueEmail('lister');
  // spec 1 §2: without a chosen plan, list-crashpad returns to the package page.
  await page.goto('/create-account/list-crashpad');
  await expect(page).toHaveURL(/\/create-account\/lister-package$/);
  await expect(page.getByRole('heading', { level: 1, name: en('signup.package.title') })).toBeAttached();
  await expectNoSeriousA11yViolations(page, '/create-account/lister-package');
  const lineHolder = en('signup.plans.premium');
  await page.getByRole('button', { name: en('signup.package.choose', { plan: lineHolder }) }).click();
  await expect(page).toHaveURL(/\/create-account\/list-crashpad$/);

  await fillSignupDetails(page, { firstName: 'Lee', email, password: uniquePassword() });
  await expect(page.getByText(new RegExp(`^${escapeRegExp(lineHolder)}: `))).toBeVisible();
  await acceptNotice(page);
  await expect(page).toHaveURL(/\/processing\/payment$/);
  const { token } = await readBrowserSession(page);
  expect(await getUserWithToken(page.request, token!)).toMatchObject({ status: 200, body: { user: { user_plan: 'premium', email } } });
});

test('an address that already has an account is refused before the notice step', async ({ page }) => {
  await page.goto('/create-account/need-crashpad');
  await fillSignupDetails(page, { firstName: 'Dee', email: DEMO.seeker, password: uniquePassword() });
  const taken = toast(page, 'error', en('signup.form.email_taken'), en('ui.notifications'));
  await expect(taken).toBeVisible();
  await expect(field(page, 'signup.form.email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/create-account\/need-crashpad$/);
  // The toast offers the way to log in instead.
  await taken.getByRole('button', { name: en('signup.form.login') }).click();
  await expect(page).toHaveURL(/\/login$/);
});
