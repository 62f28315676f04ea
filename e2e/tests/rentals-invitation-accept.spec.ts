import { expect, test, type Page } from '@playwright/test';
import { fieldByLabel } from '../support/accounts-forms';
import { DEMO, DEMO_PASSWORD, logInViaApi, signUpViaApi, uniqueEmail, uniquePassword } from '../support/accounts-api';
import { acceptNotice } from '../support/accounts-signup';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillPaymentForm } from '../support/billing';
import { linkFromMailbox } from '../support/mailbox';
import { ensureListerPayouts, inviteViaApi } from '../support/rentals';
import { routeStripeJs } from '../support/stripe';

/**
 * An invited crew member without an account (spec 3 §2, §4; issue 10): the e-mail's link shows the
 * booking; they create their free account inside step 1 (`POST /rental/register`, e-mail, confirm
 * and how-heard locked to the invitation) and go straight on, logged in, to the terms, add a card
 * in Make Payment (autopay 1) and accept; /tenant/accept/{token} charges the deposit once and
 * moves on to /my-crashpad; the lister's transactions for that tenant hold the deposit. An address
 * that already has an account logs in first and comes back to the invitation.
 */
async function signUpInvited(page: Page, password: string, submit = en('signup.invited.submit')): Promise<void> {
  const field = (key: string) => fieldByLabel(page, en(key));
  await field('signup.form.first_name').fill('Tess');
  await field('signup.form.last_name').fill('Skyward');
  await field('signup.form.display_name').fill('Tess S');
  await field('signup.form.gender').selectOption('female');
  await field('signup.form.birth_month').selectOption('7');
  await field('signup.form.birth_day').selectOption('14');
  await field('signup.form.birth_year').selectOption('1991');
  await field('signup.form.phone').fill('(720) 555-0199');
  await field('signup.form.password').fill(password);
  await field('signup.form.confirm_password').fill(password);
  await page.getByRole('button', { name: submit }).click();
}

test('an invited crew member signs up from the e-mail, accepts with a card and the deposit reaches the lister', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const lister = await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD);
  await startBrowserSession(page, lister);
  await ensureListerPayouts(page, { complete: en('payouts.connect.complete_onboarding'), view: en('payouts.connect.view_account') });
  const email = uniqueEmail('invited');
  const rental = await inviteViaApi(page.request, lister.token, email, { auto_pay: 1, deposit: 300, rent: 650 });
  const link = await linkFromMailbox(page.request, email, '/tenant/invitation/');
  const token = link.split('/').pop()!;

  const context = await browser.newContext();
  const tenant = await context.newPage();
  await routeStripeJs(tenant);
  try {
    await tenant.goto(link);
    await expect(tenant.getByRole('heading', { level: 2, name: en('tenancy.invitation.step_details') })).toBeVisible();
    await expect(tenant.getByRole('definition').filter({ hasText: rental.booking_reference })).toBeVisible();
    await expect(tenant.getByText('$300', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(tenant, '/tenant/invitation (visitor)');

    // No account for the e-mail: the account form inside step 1, locked to the invited address.
    const form = tenant.getByRole('region', { name: en('signup.invited.title') });
    await expect(fieldByLabel(form, en('signup.form.email'))).toHaveValue(email);
    await expect(fieldByLabel(form, en('signup.form.email'))).toHaveAttribute('readonly', '');
    await expect(fieldByLabel(form, en('signup.form.confirm_email'))).toHaveValue(email);
    await expect(fieldByLabel(form, en('signup.form.hear_about_us'))).toBeDisabled();
    await expect(tenant.getByRole('button', { name: en('tenancy.invitation.next') })).toHaveCount(0);
    // The spec's checks, first message inline: nothing filled in yet.
    await tenant.getByRole('button', { name: en('signup.invited.submit') }).click();
    await expect(form.getByText(en('validation.first_name_required'))).toBeVisible();
    await expectNoSeriousA11yViolations(tenant, '/tenant/invitation (account form)');
    await signUpInvited(tenant, uniquePassword());

    // Logged in on the spot, still on the invitation: the terms, then Make Payment with a card.
    await expect(tenant.getByRole('heading', { level: 2, name: en('tenancy.invitation.step_terms') })).toBeVisible({ timeout: 20_000 });
    await expect(tenant).toHaveURL(new RegExp(`/tenant/invitation/${token}$`));
    await expect(tenant.getByRole('banner').getByRole('link', { name: en('shell.nav.login') })).toHaveCount(0);
    await fieldByLabel(tenant, en('tenancy.invitation.agree')).check();
    await tenant.getByRole('button', { name: en('tenancy.invitation.next') }).click();
    await expect(tenant.getByRole('heading', { level: 2, name: en('tenancy.invitation.step_payment') })).toBeVisible();
    await fillPaymentForm(tenant, '4242 4242 4242 4242');
    await tenant.getByRole('button', { name: en('billing.card.attach') }).click();
    await expect(tenant.locator('[data-card-last4="4242"]')).toBeVisible({ timeout: 20_000 });
    await tenant.getByRole('button', { name: en('tenancy.invitation.accept_and_pay') }).click();

    await expect(tenant).toHaveURL(new RegExp(`/tenant/accept/${token}$`));
    await expect(tenant.getByText(en('tenancy.accept.done_charged', { amount: '$300' }))).toBeVisible({ timeout: 20_000 });
    await expect(tenant).toHaveURL(/\/my-crashpad$/, { timeout: 10_000 });
    await expect(tenant.getByRole('heading', { level: 2, name: rental.location })).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
  }

  // The lister's transactions for this tenant: the deposit, paid, in whole dollars.
  await page.goto('/my-crew');
  const item = page.locator(`[data-rental-id="${rental.id}"]`);
  await expect(item).toContainText(en('crew.status.accepted'), { timeout: 20_000 });
  await item.getByRole('button', { name: en('crew.actions.menu_for', { name: 'Tess Skyward' }) }).click();
  await page.getByRole('menuitem', { name: en('crew.actions.view_transactions') }).click();
  const dialog = page.getByRole('dialog', { name: en('crew.transactions.title', { reference: rental.booking_reference }) });
  const deposit = dialog.getByRole('row').filter({ hasText: en('crew.transactions.kinds.deposit') });
  await expect(deposit).toContainText('$300');
  await expect(deposit).toContainText(en('crew.transactions.statuses.paid'));
});

test('an invited address that has an account logs in first (switching from another account) and comes back to the invitation', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const lister = await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD);
  const crew = await signUpViaApi(page.request, { label: 'invited-member' });
  const rental = await inviteViaApi(page.request, lister.token, crew.email, { auto_pay: 0, deposit: 100, rent: 500 });
  const link = await linkFromMailbox(page.request, crew.email, '/tenant/invitation/');
  const token = link.split('/').pop()!;
  const context = await browser.newContext();
  const tenant = await context.newPage();
  try {
    // Someone else is logged in on this browser: the page says so and offers to switch accounts.
    const other = await signUpViaApi(page.request, { label: 'other-account' });
    await startBrowserSession(tenant, other.session);
    await tenant.goto(link);
    await expect(tenant.getByText(en('tenancy.invitation.other_account', { email: crew.email }))).toBeVisible();
    await expect(tenant.getByRole('button', { name: en('tenancy.invitation.next') })).toHaveCount(0);
    await tenant.getByRole('button', { name: en('tenancy.invitation.switch_account') }).click();
    await expect(tenant).toHaveURL(new RegExp(`/tenant/invitation/${token}$`));
    await expect(tenant.getByText(en('tenancy.invitation.login_first', { email: crew.email }))).toBeVisible();
    // No account form for an address that has one.
    await expect(tenant.getByRole('region', { name: en('signup.invited.title') })).toHaveCount(0);
    await tenant.getByRole('main').getByRole('link', { name: en('tenancy.invitation.login') }).click();
    await fieldByLabel(tenant, en('auth.login.email')).fill(crew.email);
    await fieldByLabel(tenant, en('auth.login.password')).fill(crew.password);
    await tenant.getByRole('button', { name: en('auth.login.submit') }).click();
    await expect(tenant).toHaveURL(new RegExp(`/tenant/invitation/${token}$`), { timeout: 20_000 });
    await tenant.getByRole('button', { name: en('tenancy.invitation.next') }).click();
    await expect(tenant.getByRole('heading', { level: 2, name: en('tenancy.invitation.step_terms') })).toBeVisible();
  } finally {
    await context.close();
    // Free the demo lister's bed for the journeys after this one.
    await page.request.post(`/api/rental/${rental.id}/cancel-invite`, { headers: { Authorization: `Bearer ${lister.token}` }, data: {} });
  }
});

test('the e-mail/vcode sign-up page still locks the invited address and links the invitation to the new account', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const lister = await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD);
  const email = uniqueEmail('vcode');
  const rental = await inviteViaApi(page.request, lister.token, email, { auto_pay: 0, deposit: 100, rent: 500 });
  const token = (await linkFromMailbox(page.request, email, '/tenant/invitation/')).split('/').pop()!;
  const context = await browser.newContext();
  const tenant = await context.newPage();
  try {
    await tenant.goto(`/create-account/join-crashpad?email=${encodeURIComponent(email)}&vcode=${token}`);
    await expect(fieldByLabel(tenant, en('signup.form.email'))).toHaveValue(email);
    await expect(fieldByLabel(tenant, en('signup.form.email'))).toHaveAttribute('readonly', '');
    await expect(fieldByLabel(tenant, en('signup.form.confirm_email'))).toHaveAttribute('readonly', '');
    await expect(fieldByLabel(tenant, en('signup.form.hear_about_us'))).toBeDisabled();
    await signUpInvited(tenant, uniquePassword(), en('signup.form.submit'));
    await acceptNotice(tenant);
    await expect(tenant).toHaveURL(/\/my-crashpad$/, { timeout: 20_000 });
    await expect(tenant.getByRole('heading', { level: 2, name: rental.location })).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
    await page.request.post(`/api/rental/${rental.id}/cancel-invite`, { headers: { Authorization: `Bearer ${lister.token}` }, data: {} });
  }
});
