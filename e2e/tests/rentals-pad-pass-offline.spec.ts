import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInViaApi } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForServiceWorkerControl } from '../support/messaging';
import { goOffline, goOnline } from '../support/offline';
import { DEMO_CREW, tenantRentals } from '../support/rentals';

/**
 * The Pad Pass in airplane mode (issue 10): a crew member with an accepted rental opens My rentals
 * once online (the rental replicates to the device), then lands with no connection: the home page
 * links the Pad Pass in one tap and the card shows the address, bed, door code, house rules,
 * lister's phone, emergency contact, dates and how fresh it is — all from the local database.
 */
test('an accepted tenant opens the Pad Pass from the home screen in airplane mode', async ({ page, context }) => {
  const session = await logInViaApi(page.request, DEMO_CREW.marco, DEMO_PASSWORD);
  const rental = (await tenantRentals(page.request, session.token)).find((r) => r.status === 'accepted');
  expect(rental, 'the demo data gives Marco an accepted rental').toBeTruthy();
  const pass = rental!.pad_pass;
  expect(pass?.door_code).toBeTruthy();
  await startBrowserSession(page, session);

  await page.goto('/my-crashpad');
  await expect(page.getByRole('heading', { level: 1, name: en('tenancy.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: rental!.location })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: en('tenancy.open_pad_pass') })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expectNoSeriousA11yViolations(page, '/my-crashpad');

  await goOffline(context);
  try {
    // Landing: the app opens on its home page, with the Pad Pass one tap away.
    await page.goto('/');
    await expect(page.getByText(en('ui.offline_banner'))).toBeVisible();
    await page.getByRole('link', { name: en('tenancy.pad_pass.shortcut', { location: rental!.location }) }).click();
    await expect(page).toHaveURL(new RegExp(`/pad-pass/${rental!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: en('tenancy.pad_pass.title', { location: rental!.location }) })).toBeVisible();
    await expect(page.getByText(pass!.door_code, { exact: true })).toBeVisible();
    await expect(page.getByText(pass!.house_rules)).toBeVisible();
    await expect(page.getByText(pass!.emergency_contact)).toBeVisible();
    await expect(page.getByText(`${rental!.room_name} · ${rental!.bed_name}`)).toBeVisible();
    if (rental!.lister_phone_number) await expect(page.getByRole('link', { name: rental!.lister_phone_number })).toBeVisible();
    await expect(page.getByTestId('pad-pass-freshness')).toContainText(/\d/);
    await expect(page.getByText(en('ui.fatal.title'))).toHaveCount(0);

    // A cold start in flight: the card reloads from the precache and the local database.
    await page.reload();
    await expect(page.getByText(pass!.door_code, { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: test.info().outputPath('pad-pass-offline-360.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, '/pad-pass (offline)');
  } finally {
    await goOnline(context);
  }
});
