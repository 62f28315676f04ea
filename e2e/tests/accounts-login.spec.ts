import { expect, test, type Page } from '@playwright/test';
import { DAY_MS } from '@crashpad/sync';
import { SESSION_KEYS } from '../../client/src/lib/session/model/session-keys';
import { DEMO, DEMO_PASSWORD, getUserWithToken, signUpViaApi } from '../support/accounts-api';
import { readBrowserSession, startBrowserSession } from '../support/accounts-session';
import { fieldByLabel, toast } from '../support/accounts-forms';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** A minute of slack around "now + n days": covers the time between the answer and the check. */
const SLACK_MS = 60_000;

async function fillLogin(page: Page, email: string, password: string, keep: boolean): Promise<void> {
  await fieldByLabel(page, en('auth.login.email')).fill(email);
  await fieldByLabel(page, en('auth.login.password')).fill(password);
  if (keep) await fieldByLabel(page, en('auth.login.keep')).check();
  await page.getByRole('button', { name: en('auth.login.submit') }).click();
}

const greeting = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: en('shell.user_menu.greeting', { name }) });

test.describe('login', () => {
  test('without keep-me: lands on /messages logged in, remembered for one day', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: en('auth.login.title') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login');

    const before = Date.now();
    await fillLogin(page, DEMO.lister, DEMO_PASSWORD, false);
    await expect(page).toHaveURL(/\/messages$/);
    await expect(greeting(page, 'Linda')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: en('shell.nav.login') })).toHaveCount(0);

    const stored = await readBrowserSession(page);
    expect(stored.user?.email).toBe(DEMO.lister);
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + DAY_MS - SLACK_MS);
    expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + DAY_MS + SLACK_MS);
    expect((await getUserWithToken(page.request, stored.token!)).status).toBe(200);
  });

  test('with keep-me from a protected page: returns there, remembered for 365 days, survives a reload', async ({ page }) => {
    // spec 1 §2: auth routes send visitors to /login?ref_url=…; login goes back to ref_url.
    await page.goto('/account-setting');
    await expect(page).toHaveURL(/\/login\?ref_url=%2Faccount-setting/);

    const before = Date.now();
    await fillLogin(page, DEMO.lister, DEMO_PASSWORD, true);
    await expect(page).toHaveURL(/\/account-setting/);
    await expect(greeting(page, 'Linda')).toBeVisible();

    const stored = await readBrowserSession(page);
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + 365 * DAY_MS - SLACK_MS);
    expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + 365 * DAY_MS + SLACK_MS);

    await page.reload();
    await expect(greeting(page, 'Linda')).toBeVisible();
    expect((await readBrowserSession(page)).token).toBe(stored.token);
  });

  test('a wrong password shows the server message and stays logged out', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, DEMO.lister, 'not-the-password', false);
    await expect(toast(page, 'error', en('errors.invalid_credentials'), en('ui.notifications'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await readBrowserSession(page)).token).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: en('shell.nav.login') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login with error toast');
  });
});

test('a stored session whose expiry has passed is forgotten on the next load', async ({ page }) => {
  // Not about the login form: start from an API sign-up (keeps clear of the login rate limit).
  const account = await signUpViaApi(page.request, { first_name: 'Ezra', label: 'expiry' });
  await startBrowserSession(page, account.session);
  await page.goto('/');
  await expect(greeting(page, 'Ezra')).toBeVisible();

  // spec 1 §4: once the stored expiry has passed, token, user and the remember flag are removed.
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 1000)), SESSION_KEYS.expiresAt);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: en('shell.nav.login') })).toBeVisible();
  await expect(greeting(page, 'Ezra')).toHaveCount(0);
  expect(await readBrowserSession(page)).toEqual({ token: null, user: null, expiresAt: null });
});
