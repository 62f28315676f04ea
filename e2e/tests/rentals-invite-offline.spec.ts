import { expect, test, type Locator } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInViaApi, uniqueEmail } from '../support/accounts-api';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { readMailbox } from '../support/mailbox';
import { waitForServiceWorkerControl } from '../support/messaging';
import { denyBackgroundSync, goOffline, goOnline, reloadOffline } from '../support/offline';
import { inviteViaApi, tomorrow } from '../support/rentals';

/**
 * An invitation written offline (issue 10, ARCHITECTURE §4 outbox): the lister opened My Crew
 * once online (listings and beds stay on the device), fills the invite modal in airplane mode;
 * the invitation shows as queued, and on reconnect it is delivered exactly once — the server's
 * answer (sent, with the booking reference) replaces the queued state, the tenant appears as a
 * pending invitation and one e-mail reaches the invited address.
 */
async function chooseFreeBed(dialog: Locator): Promise<void> {
  const location = dialog.getByLabel(en('crew.invite.location'));
  const bed = dialog.getByLabel(en('crew.invite.bed'));
  const listings = await location.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const id of listings) {
    await location.selectOption(id);
    const free = await bed.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    if (free[0]) {
      await bed.selectOption(free[0]);
      return;
    }
  }
  throw new Error('the demo lister has no free bed to invite to');
}

test('a lister invites a tenant offline and the invitation is delivered once on reconnect', async ({ page, context }) => {
  test.setTimeout(90_000);
  await startBrowserSession(page, await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD));
  await page.goto('/my-crew');
  await expect(page.getByRole('heading', { level: 1, name: en('crew.title') })).toBeVisible();
  await waitForServiceWorkerControl(page);
  // Online once: the modal keeps the listings and beds it loaded on this device.
  await page.getByRole('button', { name: en('crew.add_tenant') }).click();
  const dialog = page.getByRole('dialog', { name: en('crew.invite.title') });
  await expect(dialog.getByLabel(en('crew.invite.location'))).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/my-crew invite modal');
  await dialog.getByRole('button', { name: en('crew.cancel') }).click();

  const email = uniqueEmail('offline-invite');
  await denyBackgroundSync(context, page);
  await goOffline(context);
  try {
    await page.getByRole('button', { name: en('crew.add_tenant') }).click();
    await expect(dialog.getByText(en('crew.invite.offline_note'))).toBeVisible();
    // The spec's first toast: the e-mail is required.
    await dialog.getByRole('button', { name: en('crew.invite.send') }).click();
    await expect(page.getByText(en('validation.email_required'))).toBeVisible();
    await dialog.getByLabel(en('crew.invite.email')).fill(email);
    await chooseFreeBed(dialog);
    await dialog.getByLabel(en('crew.invite.rent')).fill('650');
    await dialog.getByLabel(en('crew.invite.start_date')).fill(tomorrow());
    await dialog.getByLabel(en('crew.invite.start_time')).selectOption('14:00');
    await dialog.getByRole('button', { name: en('crew.invite.send') }).click();
    await expect(page.getByText(en('crew.invite.queued_offline'))).toBeVisible();
    // The footer's Close (the × in the corner has the same accessible name).
    await page.getByRole('dialog').getByText(en('crew.close'), { exact: true }).click();
    const queued = page.locator(`[data-invite-state="queued"]`).filter({ hasText: email });
    await expect(queued).toBeVisible();
    await expect(queued).toContainText(en('crew.queued.queued'));
    // Nothing reached the server while offline.
    await reloadOffline(page);
    await expect(page.locator(`[data-invite-state="queued"]`).filter({ hasText: email })).toBeVisible();
  } finally {
    await goOnline(context);
  }

  // Back online: the outbox delivers it; the queued row goes and the pending invitation arrives by sync.
  await expect(page.locator('[data-outbox-id]').filter({ hasText: email })).toHaveCount(0, { timeout: 20_000 });
  const tenant = page.locator('[data-rental-id]').filter({ hasText: email });
  await expect(tenant).toBeVisible({ timeout: 20_000 });
  await expect(tenant).toContainText(en('crew.status.pending'));
  await expect.poll(async () => (await readMailbox(page.request, email)).length, { timeout: 15_000 }).toBe(1);
  // A reload re-pushes nothing: still one invitation and one e-mail.
  await page.reload();
  await expect(page.locator('[data-rental-id]').filter({ hasText: email })).toHaveCount(1, { timeout: 15_000 });
  expect((await readMailbox(page.request, email)).length).toBe(1);
});

/**
 * An edit of a pending invitation written offline (issue 10, outbox kind `update_invite`): the
 * edit modal keeps the beds it loaded online; saved in airplane mode it shows as queued on the
 * device, and on reconnect it is delivered once — the server's answer replaces the queued row and
 * the new rent arrives by sync; no second invitation e-mail (the address did not change). A cancel
 * made offline is queued the same way and ends the invitation on reconnect.
 */
test('a lister edits, then cancels, an invitation offline and each is delivered once on reconnect', async ({ page, context }) => {
  test.setTimeout(90_000);
  const lister = await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD);
  const email = uniqueEmail('offline-edit');
  const rental = await inviteViaApi(page.request, lister.token, email, { auto_pay: 0, deposit: 100, rent: 640 });
  await startBrowserSession(page, lister);
  await page.goto('/my-crew');
  await waitForServiceWorkerControl(page);
  const tenant = page.locator(`[data-rental-id="${rental.id}"]`);
  await expect(tenant).toContainText('$640', { timeout: 20_000 });
  const openEdit = async () => {
    await tenant.getByRole('button', { name: en('crew.actions.menu_for', { name: email }) }).click();
    await page.getByRole('menuitem', { name: en('crew.actions.edit_invite') }).click();
  };
  const dialog = page.getByRole('dialog', { name: en('crew.invite.edit_title') });
  // Online once: the modal keeps the listings and beds it loaded on this device.
  await openEdit();
  await expect(dialog.getByLabel(en('crew.invite.rent'))).toHaveValue(/^640/, { timeout: 15_000 });
  await dialog.getByRole('button', { name: en('crew.cancel') }).click();

  await denyBackgroundSync(context, page);
  await goOffline(context);
  try {
    await openEdit();
    await dialog.getByLabel(en('crew.invite.rent')).fill('775');
    await dialog.getByRole('button', { name: en('crew.invite.save') }).click();
    await expect(page.getByText(en('crew.invite.update_queued_offline'))).toBeVisible();
    await page.getByRole('dialog').getByText(en('crew.close'), { exact: true }).click();
    const queued = page.locator('[data-outbox-kind="update_invite"][data-invite-state="queued"]').filter({ hasText: email });
    await expect(queued).toContainText(en('crew.queued.kind_update_invite'));
    await expect(tenant).toContainText('$640');
  } finally {
    await goOnline(context);
  }

  // Back online: delivered once; the queued row goes and the edited rent arrives by sync.
  await expect(page.locator('[data-outbox-kind="update_invite"]').filter({ hasText: email })).toHaveCount(0, { timeout: 20_000 });
  await expect(tenant).toContainText('$775', { timeout: 20_000 });
  await page.reload();
  await expect(page.locator(`[data-rental-id="${rental.id}"]`)).toContainText('$775', { timeout: 15_000 });
  await expect(page.locator('[data-outbox-id]').filter({ hasText: email })).toHaveCount(0);
  const history = ((await (await page.request.get('/api/rental-history/tenant/' + rental.id, { headers: { Authorization: `Bearer ${lister.token}` } })).json()) as { data: { event: string }[] }).data;
  expect(history.filter((h) => h.event === 'invite_updated')).toHaveLength(1);
  expect((await readMailbox(page.request, email)).length).toBe(1);

  // Cancelling offline queues too (kind cancel_invite) and ends the invitation once back online
  // (which also leaves the demo lister's bed free for later journeys).
  const current = page.locator(`[data-rental-id="${rental.id}"]`);
  await goOffline(context);
  try {
    await current.getByRole('button', { name: en('crew.actions.menu_for', { name: email }) }).click();
    await page.getByRole('menuitem', { name: en('crew.actions.cancel_invite') }).click();
    await page.getByRole('alertdialog', { name: en('crew.cancel_invite.title') }).getByRole('button', { name: en('crew.cancel_invite.confirm') }).click();
    await expect(page.getByText(en('crew.queued.toast_queued'))).toBeVisible();
    await expect(page.locator('[data-outbox-kind="cancel_invite"][data-invite-state="queued"]').filter({ hasText: email })).toContainText(en('crew.queued.kind_cancel_invite'));
  } finally {
    await goOnline(context);
  }
  await expect(page.locator('[data-outbox-kind="cancel_invite"]').filter({ hasText: email })).toHaveCount(0, { timeout: 20_000 });
  // Off the active list: the invitation is over.
  await expect(page.locator(`[data-rental-id="${rental.id}"]`)).toHaveCount(0, { timeout: 20_000 });
  const after = (await (await page.request.get('/api/rental-history/tenant/' + rental.id, { headers: { Authorization: `Bearer ${lister.token}` } })).json()) as { data: { event: string }[] };
  expect(after.data.filter((h) => h.event === 'invite_cancelled')).toHaveLength(1);
});
