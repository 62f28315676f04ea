import { expect, test } from '@playwright/test';

test('the home page renders the app shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crashpad');
});
