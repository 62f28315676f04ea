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
  await expect(page.locator('#root [data-first-screen]')).toHaveCount(1);
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
