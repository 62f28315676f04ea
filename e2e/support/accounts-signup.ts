import { expect, type Page } from '@playwright/test';
import { fieldByLabel } from './accounts-forms';
import { en } from './accounts-texts';

export interface SignupDetails {
  firstName: string;
  email: string;
  password: string;
}

const field = (page: Page, key: string) => fieldByLabel(page, en(key));

/** Fills every required field of the sign-up details form (client/src/features/signup) and continues. */
export async function fillSignupDetails(page: Page, details: SignupDetails): Promise<void> {
  await field(page, 'signup.form.first_name').fill(details.firstName);
  await field(page, 'signup.form.last_name').fill('Skyward');
  await field(page, 'signup.form.display_name').fill(`${details.firstName} S`);
  await field(page, 'signup.form.gender').selectOption('female');
  await field(page, 'signup.form.birth_month').selectOption('7');
  await field(page, 'signup.form.birth_day').selectOption('14');
  await field(page, 'signup.form.birth_year').selectOption('1991');
  await field(page, 'signup.form.hear_about_us').selectOption('facebook');
  await field(page, 'signup.form.email').fill(details.email);
  await field(page, 'signup.form.confirm_email').fill(details.email);
  await field(page, 'signup.form.phone').fill('(720) 555-0199');
  await field(page, 'signup.form.password').fill(details.password);
  await field(page, 'signup.form.confirm_password').fill(details.password);
  await page.getByRole('button', { name: en('signup.form.submit') }).click();
}

/** On the notice of understanding: ticks the box (the only way to enable Accept) and accepts. */
export async function acceptNotice(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/notice-of-understanding$/);
  await fieldByLabel(page, en('signup.notice.agree')).check();
  await page.getByRole('button', { name: en('signup.notice.accept') }).click();
}
