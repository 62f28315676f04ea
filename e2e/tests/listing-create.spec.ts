import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts-api';
import { fieldByLabel, toast } from '../support/accounts-forms';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * The lister's create journey (spec 2 §2 wizard): the demo lister (premium plan, 4 listings
 * allowed, 2 seeded) fills in all five steps with two images and a PDF, publishes, and the
 * listing is public at /listing/{id}. Fixture files are made here, not read from disk.
 */

/** A valid 8×8 red PNG (the server decodes and re-encodes every image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mM4YaOBFTEMLQkAdntLAWbUZrkAAAAASUVORK5CYII=',
  'base64',
);
/** The server recognises PDFs by their `%PDF-` header; this is a minimal well-formed one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const field = (page: Page, key: string, values?: Record<string, string | number>) => fieldByLabel(page, en(key, values));
const button = (page: Page, key: string, values?: Record<string, string | number>) => page.getByRole('button', { name: en(key, values), exact: true });
const stepHeading = (page: Page, step: string) => page.locator('legend', { hasText: en(`listing_editor.steps.${step}`) }).first();
const notice = (page: Page, text: string) => toast(page, 'info', text, en('ui.notifications'));

const TITLE = `Peña Boulevard Crew House ${Date.now().toString(36)}`;
const DESCRIPTION =
  'A quiet crew house twelve minutes from the Denver terminal with blackout curtains in every room, lockers for flight bags, ' +
  'a shared kitchen stocked with basics and a shuttle to the employee lot before the first bank of departures.';

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await field(page, 'auth.login.email').fill(DEMO.lister);
  await field(page, 'auth.login.password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en('auth.login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a lister creates a listing through the five steps and it is public at /listing/{id}', async ({ page }) => {
  await logIn(page);
  await page.goto('/create-crashpad');
  await expect(page.getByRole('heading', { level: 1, name: en('listing_editor.create_title') })).toBeVisible();
  await expect(stepHeading(page, 'basic')).toBeVisible();
  // Create mode: no Save until the last step.
  await expect(button(page, 'listing_editor.save_publish')).toHaveCount(0);

  // Publishing an empty form: warnings in the spec's order, back on step 1 with the name focused.
  await page.getByRole('button', { name: `5. ${en('listing_editor.steps.images')}` }).click();
  await button(page, 'listing_editor.save_publish').click();
  await expect(notice(page, en('validation.listing_title_required'))).toBeVisible();
  await expect(notice(page, en('validation.address_required'))).toBeVisible();
  await expect(stepHeading(page, 'basic')).toBeVisible();
  await expect(field(page, 'listing_editor.basic.title')).toBeFocused();
  await expect(field(page, 'listing_editor.basic.title')).toHaveAttribute('aria-invalid', 'true');

  // Step 1: basic info.
  await field(page, 'listing_editor.basic.title').fill(TITLE);
  await field(page, 'listing_editor.address.street1').fill('18900 E 56th Ave');
  await field(page, 'listing_editor.address.city').fill('Denver');
  await field(page, 'listing_editor.address.state').selectOption('CO');
  await field(page, 'listing_editor.address.postal_code').fill('80249');
  await field(page, 'listing_editor.address.latitude').fill('39.7990');
  await field(page, 'listing_editor.address.longitude').fill('-104.7640');
  await field(page, 'listing_editor.basic.bathrooms').selectOption('2');
  await field(page, 'listing_editor.basic.showers').selectOption({ label: '5+' });
  await field(page, 'listing_editor.basic.max_nights').selectOption('28');
  await field(page, 'listing_editor.basic.price_range').check();
  await field(page, 'listing_editor.basic.rate_from').fill('$3,25');
  await expect(field(page, 'listing_editor.basic.rate_from')).toHaveValue('325');
  await field(page, 'listing_editor.basic.rate_to').fill('450');
  await field(page, 'listing_editor.basic.deposit').fill('200');
  await field(page, 'listing_editor.airports.add').fill('DEN');
  await page.getByRole('option', { name: /^DEN – Denver/ }).click();
  await field(page, 'listing_editor.airports.distance', { prefix: 'DEN' }).selectOption({ label: en('listing_editor.basic.distance_6_10') });
  await field(page, 'listing_editor.basic.description').fill(DESCRIPTION.slice(0, 150));
  await expect(page.getByText(en('listing_editor.basic.description_remaining', { n: 50 }))).toBeVisible();
  await field(page, 'listing_editor.basic.description').fill(DESCRIPTION);
  await expect(page.getByText(en('listing_editor.basic.description_enough'))).toBeVisible();
  await field(page, 'listing_editor.basic.neighborhood').fill('Green Valley Ranch');
  await expectNoSeriousA11yViolations(page, '/create-crashpad basic info');
  await button(page, 'listing_editor.next').click();

  // Step 2: rooms — one more room, then its bed count grows.
  await expect(stepHeading(page, 'rooms')).toBeVisible();
  await button(page, 'listing_editor.rooms.add_room').click();
  await expect(field(page, 'listing_editor.rooms.room_name', { n: 2 })).toHaveValue('Bedroom 2');
  await button(page, 'listing_editor.next').click();

  // Step 3: amenities — select all.
  await expect(stepHeading(page, 'amenities')).toBeVisible();
  await page.getByLabel(en('listing_editor.options.select_all', { group: en('listing_editor.options.amenities') })).check();
  await button(page, 'listing_editor.next').click();

  // Step 4: rules and a PDF.
  await expect(stepHeading(page, 'rules')).toBeVisible();
  await field(page, 'listing_editor.rules.house_rules').fill('Quiet hours from 10 pm. Crew only, no visitors overnight.');
  await page.locator('input[type="file"][accept*="pdf"]').setInputFiles({ name: 'House rules.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: 'House rules.pdf' })).toBeVisible();
  await button(page, 'listing_editor.next').click();

  // Step 5: two images; the second becomes primary and moves first.
  await expect(stepHeading(page, 'images')).toBeVisible();
  await page.locator('input[type="file"][accept^="image"]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('img', { name: en('listing_editor.images.image_alt', { n: 2 }) })).toBeVisible();
  await button(page, 'listing_editor.images.make_primary_n', { n: 2 }).click();
  await button(page, 'listing_editor.images.move_earlier', { n: 2 }).click();
  await expect(page.getByText(en('listing_editor.images.moved', { from: 2, to: 1 }))).toBeVisible();
  // The primary image is now first: the first tile shows the badge.
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('img', { name: en('listing_editor.images.image_alt', { n: 1 }) }) })).toContainText(en('listing_editor.images.primary'));
  await expectNoSeriousA11yViolations(page, '/create-crashpad images');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/crashpads') && r.request().method() === 'POST');
  await button(page, 'listing_editor.save_publish').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; images: string[]; thumbnail: string; rules_policies_doc: string[] } };
  expect(data.images).toHaveLength(2);
  expect(data.thumbnail).toBe(data.images[0]);
  expect(data.rules_policies_doc[0]).toMatch(/^\/files\/docs\/\w+\.pdf::::House rules\.pdf$/);
  await expect(notice(page, en('listing_editor.saved_created'))).toBeVisible();
  await expect(page).toHaveURL(/\/my-crashpads$/);

  await page.goto(`/listing/${data.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});
