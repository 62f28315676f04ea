import { expect, test } from '@playwright/test';
import { logInViaApi } from '../support/accounts-api';
import { toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { advanceServerClock, payPlanViaApi, servicesOf, signUpPayerViaApi, userOf } from '../support/billing';
import { startOwnServer } from '../support/own-server';
import { routeStripeJs } from '../support/stripe';

/**
 * spec 1 §1, §2, §4: a seeker's six months run out (the server's clock is moved past the end);
 * the account-expired modal sends them to /account-expired, Renew opens /change-package titled
 * Renew Account, they pay with the card on file, the stored session is refreshed and the page
 * moves on to the airports.
 */
// Moving the clock ages every account on a server, so this journey has a server of its own
// (the suite's server keeps its demo seeker active for the journeys after this one).
const OWN_PORT = Number(process.env.E2E_PORT ?? 8181) + 17;
let own: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  own = await startOwnServer(OWN_PORT);
});
test.afterAll(async () => {
  await own?.stop();
});
test.use({ baseURL: `http://localhost:${OWN_PORT}` });

test('a seeker whose six months ran out is sent to /account-expired and renews', async ({ page }) => {
  test.setTimeout(90_000);
  await routeStripeJs(page);
  const { email, password, session: signedUp } = await signUpPayerViaApi(page.request, 'seeker', 'seeker', 'Ren');
  await payPlanViaApi(page.request, signedUp.token, 'seeker');
  await advanceServerClock(page.request, 6 * 31 + 1);
  // The old session aged with the clock; the seeker logs in again, months later.
  const session = await logInViaApi(page.request, email, password);
  await expect.poll(async () => (await userOf(page.request, session.token)).plan_status).toBe('expired');

  await startBrowserSession(page, session);
  await page.goto('/messages');
  const modal = page.getByRole('alertdialog', { name: en('session.expired.modal_title') });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: en('session.expired.continue') }).click();
  await expect(page).toHaveURL(/\/account-expired$/);
  await page.getByRole('link', { name: en('session.expired.renew') }).click();

  await expect(page).toHaveURL(/\/change-package$/);
  await expect(page.getByRole('heading', { level: 1, name: en('billing.change.title_renew') })).toBeVisible();
  await expect(page.getByRole('radio', { name: en('billing.card.use_existing') })).toBeChecked();
  await expectNoSeriousA11yViolations(page, '/change-package');
  await page.getByRole('button', { name: en('billing.change.submit_renew') }).click();
  await expect(toast(page, 'info', en('billing.success.paid'), en('ui.notifications'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/airports$/, { timeout: 10_000 });
  await expect(page.getByRole('alertdialog', { name: en('session.expired.modal_title') })).toHaveCount(0);

  expect(await userOf(page.request, session.token)).toMatchObject({ user_plan: 'seeker', status: 'ACTIVE', plan_status: 'active' });
  const paid = (await servicesOf(page.request, session.token)).filter((r) => r.status === 'succeeded');
  expect(paid).toHaveLength(2);
});
