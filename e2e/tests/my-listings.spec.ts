import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInViaApi } from '../support/accounts-api';
import { toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createListingViaApi } from '../support/billing-listing';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function chooseAction(page: Page, title: string, action: string): Promise<void> {
  await card(page, title).getByRole('button', { name: en('my_listings.actions.open_for', { title }) }).click();
  await page.getByRole('menuitem', { name: en(`my_listings.actions.${action}`) }).click();
}

test('my crashpads: the lister deactivates and reactivates a listing through the confirmation dialogs', async ({ page }) => {
  const session = await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD);
  const title = `Gateway Crew Rooms ${Date.now()}`;
  // A fresh listing has no tenants, so it may be deactivated (the demo lister's houses all have tenants).
  const id = await createListingViaApi(page.request, session.token, title);
  try {
    await startBrowserSession(page, session);
    await page.goto('/my-crashpads');
    await expect(page.getByRole('heading', { level: 1, name: en('my_listings.heading') })).toBeVisible();
    await expect(card(page, title).getByText(en('my_listings.status.active'), { exact: true })).toBeVisible();
    await expect(card(page, title).getByRole('link', { name: title })).toHaveAttribute('href', `/listing/${id}`);
    await expectNoSeriousA11yViolations(page, '/my-crashpads');

    // Deactivate: confirmation, success toast, inactive badge and no title link (spec 2 §2).
    await chooseAction(page, title, 'deactivate');
    const dialog = page.getByRole('alertdialog', { name: en('my_listings.confirm.deactivate.title') });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/my-crashpads deactivate dialog');
    await dialog.getByRole('button', { name: en('my_listings.confirm.deactivate.confirm') }).click();
    await expect(toast(page, 'info', en('my_listings.done.deactivate'), en('ui.notifications'))).toBeVisible();
    await expect(card(page, title).getByText(en('my_listings.status.inactive'), { exact: true })).toBeVisible();
    await expect(card(page, title).getByRole('link', { name: title })).toHaveCount(0);

    // Cancelling the dialog changes nothing.
    await chooseAction(page, title, 'reactivate');
    await page.getByRole('alertdialog').getByRole('button', { name: en('my_listings.confirm.keep') }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(card(page, title).getByText(en('my_listings.status.inactive'), { exact: true })).toBeVisible();

    // Reactivate for real.
    await chooseAction(page, title, 'reactivate');
    await page
      .getByRole('alertdialog', { name: en('my_listings.confirm.reactivate.title') })
      .getByRole('button', { name: en('my_listings.confirm.reactivate.confirm') })
      .click();
    await expect(toast(page, 'info', en('my_listings.done.reactivate'), en('ui.notifications'))).toBeVisible();
    await expect(card(page, title).getByText(en('my_listings.status.active'), { exact: true })).toBeVisible();
    await expect(card(page, title).getByRole('link', { name: title })).toBeVisible();

    // A house with tenants cannot be deactivated: the server's message (spec 2 §8).
    const rented = 'Green Valley Ranch Crew House';
    await chooseAction(page, rented, 'deactivate');
    await page.getByRole('alertdialog').getByRole('button', { name: en('my_listings.confirm.deactivate.confirm') }).click();
    await expect(toast(page, 'error', en('errors.listing_has_tenants'), en('ui.notifications'))).toBeVisible();
    await expect(card(page, rented).getByText(en('my_listings.status.active'), { exact: true })).toBeVisible();
  } finally {
    // Give the demo lister's listing slot back for the other journeys.
    await page.request.post(`/api/crashpads/status/${id}`, { headers: { Authorization: `Bearer ${session.token}` }, data: { status: 0 } });
  }
});
