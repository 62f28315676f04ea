import { expect, test } from '@playwright/test';
import { getUserWithToken, signUpViaApi } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { linkFromMailbox } from '../support/mailbox';

test('the verification link mailed at sign-up verifies the address once', async ({ page }) => {
  const account = await signUpViaApi(page.request, { first_name: 'Vera', label: 'verify' });
  expect(account.session.user).toMatchObject({ email_verified: false });
  await startBrowserSession(page, account.session);

  const link = await linkFromMailbox(page.request, account.email, '/verify/email/');
  await page.goto(link);
  // spec 1 §2: success says the e-mail was verified, with links onward for a logged-in user.
  await expect(page.getByText(en('auth.verify.success', { email: account.email }))).toBeVisible();
  const main = page.getByRole('main');
  // DECISIONS #6: a token leaves the address bar once it has been used.
  expect(page.url()).not.toContain(link.split('/').pop()!);
  await expect(main.getByRole('link', { name: en('auth.verify.messages') })).toHaveAttribute('href', '/messages');
  await expect(main.getByRole('link', { name: en('auth.verify.listings') })).toHaveAttribute('href', '/my-crashpads');
  await expect(main.getByRole('link', { name: en('auth.verify.settings') })).toHaveAttribute('href', '/account-setting');
  await expectNoSeriousA11yViolations(page, '/verify/email (verified)');
  const { body } = await getUserWithToken(page.request, account.session.token);
  expect(body).toMatchObject({ user: { email: account.email, email_verified: true } });

  // Single use: the same link now shows the heads-up page with a way to a new link.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: en('auth.verify.expired_title') })).toBeVisible();
  await expect(main.getByRole('link', { name: en('auth.verify.resend') })).toHaveAttribute('href', '/email/resend');
  await expectNoSeriousA11yViolations(page, '/verify/email (used link)');
});
