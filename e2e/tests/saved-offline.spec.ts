/// <reference lib="dom" />
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInViaApi } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { goOffline, goOnline } from '../support/offline';

/**
 * Saved listings offline (issue 4): a seeker saves a listing with a photo from its page, the save
 * replicates and the server's snapshot comes back, then in airplane mode /saved still reloads
 * with the listing's title and its photo (from the worker's image cache), and (issue 8) the
 * listing's page opens from the saved copy with its facts, photo and freshness note.
 */
const PASSWORD = 'crashpad-demo';
/** A valid 64×48 PNG (the server decodes it and makes its WebP variants; tiny images are refused). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsc4F9tYF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+jKEA4iawHa0AAAAASUVORK5CYII=',
  'base64',
);
const TITLE = `Saved offline crew house ${Date.now().toString(36)}`;

/** The demo lister publishes a listing with one photo (uploads and listings are the listings area's API). */
async function publishListingWithPhoto(request: APIRequestContext): Promise<string> {
  const { token } = await logInViaApi(request, 'lister@example.com', PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/upload/images', { headers, multipart: { 'image[]': { name: 'front.png', mimeType: 'image/png', buffer: PNG } } });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const { urls } = (await upload.json()) as { urls: string[] };
  const created = await request.post('/api/crashpads', {
    headers,
    data: {
      title: TITLE, latitude: 39.8, longitude: -104.75, street1: '18500 E 48th Ave', city: 'Denver', state: 'CO', country: 'United States',
      postal_code: '80249', neighborhood: 'Green Valley Ranch', airport: ['DEN'], airport_distance: 5,
      description:
        'Quiet crew house ten minutes from the terminal with a free shuttle to the employee lot. Two bunk rooms with blackout ' +
        'curtains, a full kitchen, laundry, fast wifi and a lockable closet for every bed. Crew only, no parties.',
      rooms: [{ room_name: 'Bedroom 1', beds: [{ bed_name: 'Bed 1' }, { bed_name: 'Bed 2' }] }],
      bathrooms: 1, number_of_shower: 1, max_nights: 30, rate_per_from: 35_000, deposit_required: 20_000, images: urls, thumbnail: urls[0],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

const photoLoaded = (page: Page, alt: string) =>
  page.getByRole('img', { name: alt }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a seeker saves a listing, goes offline and reads it with its photo on /saved', async ({ page, context, request }) => {
  const listingId = await publishListingWithPhoto(request);
  await startBrowserSession(page, await logInViaApi(request, 'seeker@example.com', PASSWORD));

  await page.goto(`/listing/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await waitForServiceWorkerControl(page);
  const heart = page.getByRole('button', { name: en('saved.heart.label', { title: TITLE }) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The header links to /saved; the listing shows there once the server's snapshot synced back.
  await page.getByRole('navigation').getByRole('link', { name: en('saved.nav') }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { level: 1, name: en('saved.title') })).toBeVisible();
  const title = page.getByRole('link', { name: TITLE });
  await expect(title).toBeVisible({ timeout: 15_000 });
  const alt = en('saved.item.photo_alt', { title: TITLE });
  await expect.poll(() => photoLoaded(page, alt)).toBe(true);
  await expectNoSeriousA11yViolations(page, '/saved');

  await goOffline(context);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: en('saved.title') })).toBeVisible();
    await expect(page.getByText(en('ui.offline_banner'))).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await expect.poll(() => photoLoaded(page, alt)).toBe(true);

    // Issue 8: the saved listing's own page opens from the local copy, inside the normal shell.
    await page.getByRole('link', { name: TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`/listing/${listingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: en('saved.copy.from', { date: '' }).trim() })).toBeVisible();
    await expect(page.getByText(en('ui.fatal.title'))).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    const facts = page.getByRole('region', { name: en('listing.facts') });
    await expect(facts.getByRole('definition').filter({ hasText: '350' }).first()).toBeVisible();
    await expect(facts.getByText(en('listing.rooms'), { exact: true })).toBeVisible();
    await expect(facts.getByText(en('listing.max_nights'), { exact: true })).toBeVisible();
    await expect(page.getByText('Quiet crew house ten minutes from the terminal', { exact: false })).toBeVisible();
    // The photo comes from the image cache; the heart still works offline (local first).
    await expect.poll(() => page.locator('main img[src^="/files/"]').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('button', { name: en('saved.heart.label', { title: TITLE }) })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: test.info().outputPath('saved-copy-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('saved-copy-360.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, '/listing (saved copy, offline)');

    // The browser's back button returns to the saved list.
    await page.goBack();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { level: 1, name: en('saved.title') })).toBeVisible();
  } finally {
    await goOnline(context);
  }
});
