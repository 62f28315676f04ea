import { expect, test, type Page } from '@playwright/test';
import { getUserWithToken, signUpViaApi } from '../support/accounts-api';
import { readBrowserSession, startBrowserSession } from '../support/accounts-session';
import { de, en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Language names as the selector lists them: each in its own language. */
const ENGLISH = 'English';
const DEUTSCH = 'Deutsch';

const header = (page: Page) => page.getByRole('banner');

/** Picks a language from the header's flag menu (spec 1 §2: language selector with flags). */
async function switchLanguage(page: Page, triggerName: string, nativeName: string): Promise<void> {
  await header(page).getByRole('button', { name: triggerName }).click();
  await page.getByRole('menuitemradio', { name: nativeName }).click();
}

/** The header as a German reader sees it: links, selector label and <html lang>. */
async function expectGermanHeader(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(header(page).getByRole('button', { name: de('shell.language.label', { language: DEUTSCH }) })).toBeVisible();
  await header(page).getByRole('button', { name: de('shell.language.label', { language: DEUTSCH }) }).click();
  await expect(page.getByRole('menuitemradio', { name: DEUTSCH })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

test.describe('language switch in the header', () => {
  test('a visitor switching to German keeps German after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: en('shell.nav.login') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoSeriousA11yViolations(page, 'home (en)');

    await switchLanguage(page, en('shell.language.label', { language: ENGLISH }), DEUTSCH);
    await expect(header(page).getByRole('link', { name: de('shell.nav.login') })).toBeVisible();
    await expectGermanHeader(page);

    await page.reload();
    await expect(header(page).getByRole('link', { name: de('shell.nav.login') })).toBeVisible();
    await expect(header(page).getByRole('link', { name: de('shell.nav.create_account') })).toBeVisible();
    await expect(page.getByRole('link', { name: de('shell.home.find') })).toBeVisible();
    await expectGermanHeader(page);
    await expectNoSeriousA11yViolations(page, 'home (de)');

    // And back: the choice is a real switch, not a one-way default.
    await switchLanguage(page, de('shell.language.label', { language: DEUTSCH }), ENGLISH);
    await expect(header(page).getByRole('link', { name: en('shell.nav.login') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a logged-in user switching to German has it saved on the account', async ({ page }) => {
    const account = await signUpViaApi(page.request, { first_name: 'Greta', label: 'lang' });
    expect(account.session.user.locale).toBe('en');
    await startBrowserSession(page, account.session);
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Greta' }) })).toBeVisible();

    await switchLanguage(page, en('shell.language.label', { language: ENGLISH }), DEUTSCH);
    await expect(header(page).getByRole('button', { name: de('shell.user_menu.greeting', { name: 'Greta' }) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // PUT /user/switch-language runs in the background: wait for the server to hold it.
    const { token } = await readBrowserSession(page);
    expect(token).toBeTruthy();
    await expect
      .poll(async () => ((await getUserWithToken(page.request, token!)).body as { user?: { locale?: string } } | null)?.user?.locale)
      .toBe('de');

    await page.reload();
    await expect(header(page).getByRole('button', { name: de('shell.user_menu.greeting', { name: 'Greta' }) })).toBeVisible();
    await expect(header(page).getByRole('link', { name: de('shell.nav.contact') })).toBeVisible();
    await expectGermanHeader(page);
    await expectNoSeriousA11yViolations(page, 'home, logged in (de)');
  });
});
