import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInViaApi } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * My Crew's export (spec 3 §2, issue 10): the demo lister's crew list comes from the replicated
 * rentals; "Export tenants" downloads a CSV a spreadsheet opens cleanly — byte-order mark,
 * translated header, one row per tenant with the booking reference and amounts in dollars.
 */
test('a lister exports the crew as a CSV file that holds the tenant', async ({ page }) => {
  await startBrowserSession(page, await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD));
  await page.goto('/my-crew');
  await expect(page.getByRole('heading', { level: 1, name: en('crew.title') })).toBeVisible();
  const marco = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Marco Bianchi' }) });
  await expect(marco).toBeVisible({ timeout: 15_000 });
  const reference = (await marco.locator('dd').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d{6}$/);
  await expectNoSeriousA11yViolations(page, '/my-crew');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en('crew.export.button') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^crew-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  // UTF-8 byte-order mark first, so spreadsheets read accents and non-Latin names correctly.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toContain(en('crew.export.columns.booking_reference'));
  expect(lines[0]).toContain(en('crew.export.columns.email'));
  const row = lines.find((line) => line.includes(DEMO_CREW_MARCO));
  expect(row, lines.join('\n')).toBeTruthy();
  expect(row).toContain(reference);
  expect(row).toContain('Marco');
});

const DEMO_CREW_MARCO = 'crew.marco@example.com';
