import { expect, test, type Route } from '@playwright/test';
import { en } from '../support/accounts-texts';

test("a visitor typing into the prerendered home screen keeps the text when the app takes over", async ({ page }) => {
  // The app's code is held back: what shows is index.html's prerendered first screen alone,
  // as on a slow phone before the scripts have run.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  await page.goto('/', { waitUntil: 'commit' });

  const box = page.getByRole('combobox', { name: en('search.box.label') });
  await expect(box).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'home');
  await box.click();
  await page.keyboard.type('den');

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  // React's first commit replaces the prerendered screen.
  await expect(page.locator('#root [data-first-screen]')).toHaveCount(0, { timeout: 20_000 });
  await expect(box).toHaveValue('den');
  await expect(box).toBeFocused();
  // The app's own state has the text: its suggestions for it appear, and typing goes on from there.
  await expect(page.getByRole('option').first()).toContainText(/DEN/i);
  await page.keyboard.type('v');
  await expect(box).toHaveValue('denv');
});

test("a visitor opening a search link sees the prerendered search screen at once, and what they tapped and changed in it carries over", async ({ page }) => {
  // As on a slow phone: the app's code is held back, only index.html's prerendered screen shows.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  // A campaign tag, as links shared from chats and social sites carry: the page does not read it.
  await page.goto('/search/airports/den?utm_source=crew-chat', { waitUntil: 'commit' });

  // The header, the search page's controls and its placeholder cards, not the home screen.
  await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'search');
  await expect(page.getByRole('link', { name: en('shell.nav.login') })).toBeVisible();
  await expect(page.locator('main#main-content [aria-busy="true"]')).toBeVisible();
  const price = page.getByRole('button', { name: en('search.sort.aria_none', { name: en('search.sort.price') }) });
  await expect(price).toBeVisible();
  await expect(page.getByRole('combobox', { name: en('search.box.label') })).toBeHidden();
  // A sort tapped and a filter changed before the app has started are the app's once it has.
  await price.click();
  await page.getByRole('checkbox', { name: en('search.filter.show_occupied') }).uncheck();
  await page.getByRole('combobox', { name: en('search.filter.gender') }).selectOption('female');

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.locator('#root [data-first-screen]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/occupied=hide/);
  await expect(page).toHaveURL(/gender=female/);
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  await expect(page.getByRole('button', { name: en('search.sort.aria_asc', { name: en('search.sort.price') }) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: en('search.filter.show_occupied') })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: en('search.filter.gender') })).toHaveValue('female');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('DEN');
});

test('a search link with a sort or filter in it, or a page that is neither home nor search, shows no prerendered screen', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const address of ['/search/airports/den?sort=price&dir=asc', '/login']) {
    await page.goto(address, { waitUntil: 'commit' });
    await expect(page.locator('#root [data-first-screen]').first()).toBeAttached();
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen', /.*/);
    await expect(page.locator('main')).toHaveCount(2);
    for (const main of await page.locator('main').all()) await expect(main).toBeHidden();
  }
});
