/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInViaApi } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * The rough edges a new user hit (issue 8 #5–#13), on a phone (360 px) and a desktop (1280 px),
 * with a screenshot of each screen attached to the report.
 */

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/** A screenshot of the screen as it is, kept in the test's output folder and attached to the report. */
async function shot(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name}-${page.viewportSize()?.width}px.png`);
  await page.screenshot({ path });
  await test.info().attach(`${name}-${page.viewportSize()?.width}px`, { path, contentType: 'image/png' });
}

interface Card {
  id: string;
  user_id: string;
  title: string;
  featured: boolean;
  airport_distance: number;
  prefix: string;
  thumbnail: string | null;
}

/** A DEN listing with photos: other journeys add photo-less listings (and feature them, so they sort first). */
async function denCardWithPhotos(page: Page): Promise<Card> {
  const card = (await denCards(page)).find((c) => c.thumbnail);
  expect(card, 'a DEN listing with photos').toBeDefined();
  return card!;
}
async function denCards(page: Page): Promise<Card[]> {
  const res = await page.request.get('/api/airports/DEN/listings?limit=50');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Card[] }).data;
}

test('the phone header shows unread messages while the menu is closed; no link or count call leads to a 404', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const lister = await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD);
  const card = (await denCards(page)).find((c) => c.user_id === lister.user.id)!;
  expect(card, 'a DEN listing of lister@example.com').toBeDefined();
  const seeker = await logInViaApi(page.request, DEMO.seeker, DEMO_PASSWORD);
  const sent = await page.request.post('/api/messages', {
    headers: { Authorization: `Bearer ${seeker.token}` },
    data: { to: card.user_id, listing_id: card.id, message: `Is a bed free next week? ${Date.now()}` },
  });
  expect(sent.status()).toBe(201);

  const failed: string[] = [];
  page.on('response', (r) => r.url().includes('/api/') && r.status() === 404 && failed.push(r.url()));
  await startBrowserSession(page, lister);
  await page.goto('/my-crashpads');

  const menu = page.getByRole('button', { name: en('shell.nav.menu') });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const unread = page.getByRole('link', { name: /Messages: \d+ unread/ });
  await expect(unread).toBeVisible();
  await expect(unread).toContainText(/^\d+$|^99\+$/);
  await shot(page, 'phone-header-unread');

  // My crew is offered to listers now that the page exists (issue 10); My rentals only to users
  // with rentals or pending invitations, which the demo lister has not.
  await menu.click();
  const nav = page.getByRole('navigation', { name: en('shell.nav.label') });
  await expect(nav.getByRole('link', { name: en('shell.nav.my_listings') })).toBeVisible();
  await expect(nav.getByRole('link', { name: en('shell.nav.my_crew') })).toBeVisible();
  await expect(nav.getByRole('link', { name: en('shell.nav.my_rentals') })).toHaveCount(0);
  await menu.click();
  await page.getByRole('button', { name: en('my_listings.actions.open_for', { title: card.title }) }).first().click();
  await expect(page.getByRole('menuitem', { name: en('my_listings.actions.edit') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: en('my_listings.actions.my_crew') })).toBeVisible();
  await page.keyboard.press('Escape');

  const count = await page.request.get('/api/user/get-count-pending-invite', { headers: { Authorization: `Bearer ${lister.token}` } });
  expect(count.status()).toBe(200);
  expect(await count.json()).toEqual({ count: 0 });
  expect(failed).toEqual([]);
});

test("an admin reaches /translations from the header's menu", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await startBrowserSession(page, await logInViaApi(page.request, DEMO.admin, DEMO_PASSWORD));
  await page.goto('/');
  await page.getByRole('button', { name: en('shell.user_menu.greeting', { name: 'Morgan' }) }).click();
  await page.getByRole('menuitem', { name: en('shell.user_menu.translations') }).click();
  await expect(page).toHaveURL(/\/translations$/);
  await expect(page.getByRole('heading', { level: 1, name: en('translations_admin.title') })).toBeVisible();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`search at ${viewport.width} px: featured group before the sorted rest, one distance rule, no location prompt until asked`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Counts the page's location requests; headless Chromium then refuses them.
    await page.addInitScript(() => {
      const geo = navigator.geolocation;
      const original = geo.getCurrentPosition.bind(geo);
      (window as unknown as { geoCalls: number }).geoCalls = 0;
      geo.getCurrentPosition = (ok, fail, options) => {
        (window as unknown as { geoCalls: number }).geoCalls += 1;
        original(ok, fail, options);
      };
    });
    const cards = await denCards(page);
    await page.goto('/search/airports/den?sort=price&dir=asc');
    const results = page.getByRole('article');
    await expect(results.first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls)).toBe(0);
    await expect(page.getByText(en('search_map.geo_denied'))).toHaveCount(0);

    // Featured listings are pinned first under their own heading; the rest says how it is sorted.
    const featured = page.getByRole('region', { name: en('search.featured_group') });
    if (cards.some((c) => c.featured)) await expect(featured.getByRole('article').first()).toBeVisible();
    const sorted = en('search.other_group_sorted', { sort: en('search.sort.price'), dir: en('search.dir_asc') });
    if (cards.some((c) => !c.featured)) await expect(page.getByRole('heading', { level: 2, name: sorted })).toBeVisible();

    // The card reads the lister's distance choice the way the listing page does.
    const first = cards.find((c) => c.airport_distance === 10) ?? cards[0]!;
    const label = first.airport_distance >= 11 ? en('distance.eleven_plus') : first.airport_distance > 5 ? en('distance.six_to_ten') : en(first.airport_distance === 1 ? 'distance.miles_one' : 'distance.miles_other', { count: first.airport_distance });
    const article = results.filter({ has: page.getByRole('link', { name: first.title, exact: true }) });
    await expect(article).toContainText(label);
    // Searching the card's own airport, no competing measured figure; a city search names it as such.
    await expect(article).not.toContainText(/in a straight line/);
    await expect(page.getByText(/\$\d+\.\d\d/)).toHaveCount(0);
    await shot(page, 'search');
    await expectNoSeriousA11yViolations(page, `search ${viewport.width}px`);

    // Asked for, the location is requested; the refusal sits under the map, covering no result or control.
    await page.getByRole('button', { name: en('search_map.show_me') }).click();
    const notice = page.getByRole('status').filter({ hasText: en('search_map.geo_denied') });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls)).toBe(1);
    const box = (await notice.boundingBox())!;
    for (const other of [page.getByRole('button', { name: en('search.sort.aria_asc', { name: en('search.sort.price') }) }), results.first()]) {
      const b = (await other.boundingBox())!;
      expect(box.y + box.height <= b.y || b.y + b.height <= box.y, 'the location notice overlaps the page').toBe(true);
    }
    await shot(page, 'search-location-refused');
    await article.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByRole('list', { name: en('listing.at_a_glance') })).toContainText(label);

    await page.goto('/search/cities/US-denver');
    const inCity = page.getByRole('article').filter({ has: page.getByRole('link', { name: first.title, exact: true }) });
    await expect(inCity).toContainText(label);
    await expect(inCity).toContainText(/in a straight line/);
    await expect(inCity).toContainText(/From Denver/);
  });

  test(`listing page at ${viewport.width} px: a real gallery, clear hierarchy, Send a message in reach`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const card = await denCardWithPhotos(page);
    await page.goto(`/listing/${card.id}`);
    const title = page.getByRole('heading', { level: 1, name: card.title });
    await expect(title).toBeVisible();
    const gallery = page.getByRole('region', { name: en('listing.photos') });
    const photo = (n: number) => gallery.locator(`img[alt^="${card.title}, photo ${n} of "]`).first();
    await expect(photo(1)).toBeVisible();

    // Previous/next wrap around; arrow keys work once focus is in the gallery; at most six thumbnails.
    const total = Number(/of (\d+)$/.exec((await photo(1).getAttribute('alt')) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    await gallery.getByRole('button', { name: en('listing.next_photo') }).click();
    await expect(photo(2)).toBeVisible();
    await gallery.getByRole('button', { name: en('listing.previous_photo') }).click();
    await gallery.getByRole('button', { name: en('listing.previous_photo') }).click();
    await expect(photo(total)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(photo(1)).toBeVisible();
    expect(await gallery.getByRole('list', { name: en('listing.thumbnails') }).getByRole('button').count()).toBeLessThanOrEqual(6);
    await gallery.getByRole('button', { name: en('listing.show_photo', { n: 2 }) }).click();
    await expect(gallery.getByRole('button', { name: en('listing.show_photo', { n: 2 }) })).toHaveAttribute('aria-current', 'true');

    // A swipe to the left on touch shows the next photo.
    const strip = photo(2);
    const b = (await strip.boundingBox())!;
    await strip.evaluate((el, { x, y }) => {
      el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', clientX: x + 120, clientY: y }));
      el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch', clientX: x, clientY: y + 5 }));
    }, { x: b.x + b.width / 2 - 60, y: b.y + b.height / 2 });
    await expect(gallery.getByRole('button', { name: en('listing.show_photo', { n: 3 % total === 0 ? total : 3 % total }) })).toHaveAttribute('aria-current', 'true');

    // Autoplay (4 s) waits while focus is in the gallery, then moves on once it leaves.
    const current = () => gallery.locator('[aria-current="true"]').getAttribute('aria-label');
    const before = await current();
    await page.waitForTimeout(4_600);
    expect(await current(), 'autoplay ran while focus was in the gallery').toBe(before);
    await title.click();
    await page.mouse.move(0, 0);
    await expect.poll(current, { timeout: 7_000 }).not.toBe(before);

    // The Save heart keeps its size; Send a message sits under the price, and on a phone it
    // stays on screen at the bottom wherever the reader scrolls.
    const save = page.getByRole('button', { name: /Save/ }).first();
    expect((await save.boundingBox())!.width).toBeLessThan(200);
    const message = page.getByRole('link', { name: en('listing.send_message') });
    await expect(message).toBeVisible();
    if (viewport.width < 640) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect(message).toBeInViewport();
      const bar = (await message.boundingBox())!;
      expect(bar.y + bar.height).toBeGreaterThan(viewport.height - 80);
    }
    await expect(page.getByRole('heading', { level: 2, name: en('listing_map.heading') })).toHaveCount(1);
    await expect(page.getByText(/Neighbourhood/)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'listing');
    await expectNoSeriousA11yViolations(page, `listing ${viewport.width}px`);
  });
}

test('the gallery does not play by itself for reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: DESKTOP });
  const page = await context.newPage();
  const card = await denCardWithPhotos(page);
  await page.goto(`/listing/${card.id}`);
  const gallery = page.getByRole('region', { name: en('listing.photos') });
  await expect(gallery.getByRole('button', { name: en('listing.next_photo') })).toBeVisible();
  await expect(gallery.getByRole('button', { name: en('listing.pause_slideshow') })).toHaveCount(0);
  await page.waitForTimeout(5_000);
  await expect(gallery.getByRole('button', { name: en('listing.show_photo', { n: 1 }) })).toHaveAttribute('aria-current', 'true');
  await context.close();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`home and airports directory at ${viewport.width} px: distinct counts, cities that hold their own airports`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot(page, 'home');
    await expectNoSeriousA11yViolations(page, `home ${viewport.width}px`);

    const dir = (await (await page.request.get('/api/airports')).json()) as { countries: { code: string; name: string; listings_count: number; cities: { display_name: string; listings_count: number; airports: { prefix: string; total_listings: number }[] }[] }[] };
    const us = dir.countries.find((c) => c.code === 'US')!;
    await page.goto('/airports');
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${us.name}`) });
    await expect(heading).toContainText(en('directory.listings_other', { count: us.listings_count }));
    // A listing inside several city radii counts once for the country.
    expect(us.listings_count).toBeLessThan(us.cities.reduce((sum, c) => sum + c.listings_count, 0));
    for (const city of us.cities) for (const a of city.airports) expect(city.listings_count, city.display_name).toBeGreaterThanOrEqual(a.total_listings);
    const bridgeport = us.cities.find((c) => c.display_name === 'Bridgeport, CT');
    if (bridgeport) expect(bridgeport.airports.map((a) => a.prefix)).not.toContain('CKB');
    await shot(page, 'airports');
    await expectNoSeriousA11yViolations(page, `airports ${viewport.width}px`);
  });
}
