/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_ROUTES, type OfflineRoute, type OfflineRoutePath } from '../../client/src/app/offline-routes';
import { logInViaApi } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { de, en } from '../support/accounts-texts';
import { listingsOf, waitForServiceWorkerControl } from '../support/messaging';
import { goOffline, goOnline } from '../support/offline';

/**
 * Every screen offline (issue 8): the journey walks the whole route table of
 * client/src/app/offline-routes.ts in airplane mode — once after a visitor opened only the home
 * page, once after a logged-in seeker used every screen online — and checks that no screen shows
 * the fatal view, each shows its content or the needs-a-connection state inside the shell
 * (header and footer), the browser's Back button works between them, and the header's language
 * switch keeps working.
 */
const PASSWORD = 'crashpad-demo';

interface Fixtures {
  listerId: string;
  listingId: string;
  listingTitle: string;
}

/** A real address for every route of the table (a new route without one fails typecheck). */
const SAMPLES: Record<OfflineRoutePath, (f: Fixtures) => string> = {
  '/': () => '/',
  '/404': () => '/404',
  '/saved': () => '/saved',
  '/messages': () => '/messages',
  '/chat/$id': () => '/chat/no-such-thread',
  '/chat/user/$userId/listing/$listingId': (f) => `/chat/user/${f.listerId}/listing/${f.listingId}`,
  '/listing/$id': (f) => `/listing/${f.listingId}`,
  '/$page': () => '/why',
  '/terms': () => '/terms',
  '/notice-of-understanding': () => '/notice-of-understanding',
  '/contact': () => '/contact',
  '/login': () => '/login',
  '/forgot': () => '/forgot',
  '/create-account/': () => '/create-account',
  '/create-account/join-crashpad': () => '/create-account/join-crashpad',
  '/create-account/list-crashpad': () => '/create-account/list-crashpad',
  '/create-account/lister-package': () => '/create-account/lister-package',
  '/create-account/need-crashpad': () => '/create-account/need-crashpad',
  '/email/resend': () => '/email/resend',
  '/email/verify/$id': () => '/email/verify/offline-check',
  '/password/reset/': () => '/password/reset',
  '/password/reset/$token': () => '/password/reset/offline-check-token',
  '/verify/email/': () => '/verify/email',
  '/verify/email/$token': () => '/verify/email/offline-check-token',
  '/featured': () => '/featured',
  '/search/airports/$prefix': () => '/search/airports/den',
  '/search/cities/$cityId': () => '/search/cities/US-denver',
  '/dashboard': () => '/dashboard',
  '/account-setting': () => '/account-setting',
  '/account-expired': () => '/account-expired',
  '/processing/payment': () => '/processing/payment',
  '/create-crashpad': () => '/create-crashpad',
  '/my-crashpads/': () => '/my-crashpads',
  '/my-crashpads/$id/edit': (f) => `/my-crashpads/${f.listingId}/edit`,
  '/featured-signup/$id': (f) => `/featured-signup/${f.listingId}`,
  '/translations': () => '/translations',
  '/airports': () => '/airports',
  '/cities': () => '/cities',
  '/lister/$id': (f) => `/lister/${f.listerId}`,
  '/user/$id': (f) => `/user/${f.listerId}`,
  '/listing/review/$id': (f) => `/listing/review/${f.listingId}`,
  '/emails': () => '/emails',
  '/dev/mailbox': () => '/dev/mailbox',
  '/change-package': () => '/change-package',
  '/update-payment-method': () => '/update-payment-method',
  '/upgrade-account': () => '/upgrade-account',
  '/my-crashpad': () => '/my-crashpad',
  '/pad-pass/$rentalId': () => '/pad-pass/no-such-rental',
  '/my-crew': () => '/my-crew',
  '/lister/payments': () => '/lister/payments',
  '/tenant/invitation/$token': () => '/tenant/invitation/offline-check-token',
  '/tenant/accept/$token': () => '/tenant/accept/offline-check-token',
};

type Expected = 'content' | 'needs-connection' | 'saved-copy';

const needsConnection = (page: Page) => page.locator('[data-offline-state="needs-connection"]');
const savedCopy = (page: Page) => page.locator('[data-offline-state="saved-copy"]');

async function demoFixtures(page: Page): Promise<Fixtures> {
  const lister = await logInViaApi(page.request, 'lister@example.com', PASSWORD);
  const [listing] = await listingsOf(page, lister.user.id);
  return { listerId: lister.user.id, listingId: listing!.id, listingTitle: listing!.title };
}

/** The screen at the current address, inside the shell, in the expected offline state. */
async function expectOfflineScreen(page: Page, label: string, expected: Expected): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
  await expect(page.getByText(en('ui.fatal.title')), label).toHaveCount(0);
  await expect(page.getByRole('banner'), label).toBeVisible();
  await expect(page.getByRole('contentinfo'), label).toBeVisible();
  if (expected === 'needs-connection') {
    await expect(needsConnection(page), label).toBeVisible();
    await expect(needsConnection(page).getByRole('heading', { name: en('ui.needs_connection.title') }), label).toBeVisible();
  } else {
    await expect(needsConnection(page), label).toHaveCount(0);
    if (expected === 'saved-copy') await expect(savedCopy(page), label).toBeVisible();
  }
}

/**
 * Opens every route offline (a fresh load each, as after tapping a home-screen link) and, from
 * the second on, goes Back to the previous one and Forward again.
 */
async function walkOffline(page: Page, fixtures: Fixtures, expectOf: (path: OfflineRoutePath, route: OfflineRoute) => Expected): Promise<void> {
  let previous: { url: string; label: string; expected: Expected } | null = null;
  for (const [path, route] of Object.entries(OFFLINE_ROUTES) as [OfflineRoutePath, OfflineRoute][]) {
    const label = `${path} (${route.offline})`;
    const expected = expectOf(path, route);
    await page.goto(SAMPLES[path](fixtures));
    await expectOfflineScreen(page, label, expected);
    const here = page.url();
    // A route that redirected to the address just visited replaced that history entry: nothing to go back over.
    if (previous && previous.url !== here) {
      await page.goBack();
      await expect(page, `Back from ${label}`).toHaveURL(previous.url);
      await expectOfflineScreen(page, `Back to ${previous.label}`, previous.expected);
      await page.goForward();
      await expect(page, `Forward to ${label}`).toHaveURL(here);
      await expectOfflineScreen(page, label, expected);
    }
    previous = { url: here, label, expected };
  }
}

/**
 * The needs-a-connection state's own Back button returns to the page the user came from (an
 * in-app navigation: after a fresh load there is no page before, and it offers the home page).
 */
async function expectInAppBack(page: Page, start: string, openLink: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(start);
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await openLink(page);
  await expect(needsConnection(page)).toBeVisible();
  await needsConnection(page).getByRole('button', { name: en('ui.needs_connection.back') }).click({ timeout: 10_000 });
  await expect(page).toHaveURL(new URL(start, page.url()).href);
  await expect(page.getByText(en('ui.fatal.title'))).toHaveCount(0);
}

const languageButton = (page: Page, language: string, lng: typeof en) => page.getByRole('banner').getByRole('button', { name: lng('shell.language.label', { language }) });

test.describe('every route offline', () => {
  // Each route is opened online and offline; the rentals screens (issue 10) added nine rows.
  test.setTimeout(480_000);

  test('after one online visit of the home page, as a visitor', async ({ page, context }) => {
    const fixtures = await demoFixtures(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await waitForServiceWorkerControl(page);

    await goOffline(context);
    try {
      // Only the home page and the 404 view open from the install; a visitor has nothing saved,
      // and logged-in screens send them to /login, whose code was never fetched.
      await walkOffline(page, fixtures, (path, route) => (route.offline === 'local' && !route.auth ? 'content' : 'needs-connection'));
      await expectInAppBack(page, '/', (p) => p.getByRole('contentinfo').getByRole('link', { name: en('shell.footer.why_list') }).click());
      await page.goto('/airports');
      await expect(needsConnection(page)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('needs-connection-1280.png') });
      await page.setViewportSize({ width: 360, height: 780 });
      await page.screenshot({ path: test.info().outputPath('needs-connection-360.png') });
      await page.setViewportSize({ width: 1280, height: 720 });

      // The language switch stays usable: a language never used on this device says it needs a connection.
      await page.goto('/why');
      await languageButton(page, 'English', en).click();
      await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
      await expect(page.getByRole('status').filter({ hasText: en('shell.language.needs_connection') })).toBeVisible();
      await expectOfflineScreen(page, '/why after the language switch', 'needs-connection');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // Back online, the needs-a-connection state recovers by itself.
      await goOnline(context);
      await expect(needsConnection(page)).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main article')).toBeVisible();
    } finally {
      await goOnline(context);
    }
  });

  test('after a full online session, as a logged-in seeker', async ({ page, context }) => {
    const fixtures = await demoFixtures(page);
    await startBrowserSession(page, await logInViaApi(page.request, 'seeker@example.com', PASSWORD));
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    // Online: the seeker uses every screen once, saves the demo listing and uses German once.
    for (const [path] of Object.entries(OFFLINE_ROUTES) as [OfflineRoutePath, OfflineRoute][]) {
      await page.goto(SAMPLES[path](fixtures));
      await expect(page.locator('main').getByRole('heading', { level: 1 }).first(), `online ${path}`).toBeVisible();
    }
    await page.goto(SAMPLES['/listing/$id'](fixtures));
    const heart = page.getByRole('button', { name: en('saved.heart.label', { title: fixtures.listingTitle }) });
    await expect(heart).toBeEnabled();
    if ((await heart.getAttribute('aria-pressed')) === 'false') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/saved');
    await expect(page.locator('main').getByRole('link', { name: fixtures.listingTitle })).toBeVisible({ timeout: 15_000 });
    await languageButton(page, 'English', en).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await languageButton(page, 'Deutsch', de).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await goOffline(context);
    try {
      await walkOffline(page, fixtures, (_path, route) =>
        route.offline === 'connection' ? 'needs-connection' : route.offline === 'saved' ? 'saved-copy' : 'content',
      );
      await expectInAppBack(page, SAMPLES['/listing/$id'](fixtures), (p) => p.getByRole('link', { name: en('listing.lister_link') }).click());

      // German was used online, so the switch works offline, also on a needs-a-connection page.
      await page.goto('/airports');
      await languageButton(page, 'English', en).click();
      await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(needsConnection(page).getByRole('heading', { name: de('ui.needs_connection.title') })).toBeVisible();
      await expect(page.getByText(de('ui.fatal.title'))).toHaveCount(0);
      await languageButton(page, 'Deutsch', de).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // Back online, the directory loads by itself.
      await goOnline(context);
      await expect(needsConnection(page)).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: en('directory.airports.title') })).toBeVisible();

      // A visited screen with its own offline notice (search) recovers by itself too.
      await goOffline(context);
      await page.goto(SAMPLES['/search/airports/$prefix'](fixtures));
      await expect(page.getByRole('heading', { name: en('search.offline.title') })).toBeVisible();
      await goOnline(context);
      await expect(page.getByRole('heading', { name: en('search.offline.title') })).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main').getByRole('article').first()).toBeVisible();
    } finally {
      await goOnline(context);
    }
  });
});
