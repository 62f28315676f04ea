import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInViaApi, signUpViaApi } from '../support/accounts-api';
import { fieldByLabel, toast } from '../support/accounts-forms';
import { startBrowserSession } from '../support/accounts-session';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';

const notice = (page: Page, text: string, kind: 'info' | 'error' = 'info') => toast(page, kind, text, en('ui.notifications'));

/**
 * Only a verified tenant with a rental from the lister reviews (issue 7 §1.4). The demo data gives
 * tenant@example.com (verified) an accepted rental with the demo lister and no review of them yet,
 * so the journey reviews as tenant@; a fresh throwaway account is told it must be a tenant.
 * The review is once per lister, so the journey runs once per fresh demo store (as the suite does).
 */
test('a fresh account cannot review; a tenant with a rental reviews, the lister answers, both show', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const lister = await logInViaApi(page.request, DEMO.lister, DEMO_PASSWORD);
  const listerName = lister.user.display_name;

  const throwaway = await signUpViaApi(page.request, { label: 'throwaway-reviewer' });
  await startBrowserSession(page, throwaway.session);
  await page.goto(`/user/${lister.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listerName })).toBeVisible();
  // spec 2 §5: a logged-in non-tenant hears "you must be a tenant to review" and gets no form.
  await page.getByRole('button', { name: en('reviews.write') }).click();
  await expect(notice(page, en('errors.tenant_required'), 'error')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const tenant = await logInViaApi(page.request, DEMO.tenant, DEMO_PASSWORD);
  const tenantName = tenant.user.display_name;
  const reviewText = `Blackout curtains and a shuttle on time, review ${suffix}.`;
  const responseText = `Thanks ${tenantName}, see you on your next trip (${suffix}).`;

  await startBrowserSession(page, tenant);
  await page.goto(`/user/${lister.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listerName })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/user/{lister}');

  await page.getByRole('button', { name: en('reviews.write') }).click();
  const dialog = page.getByRole('dialog', { name: en('reviews.form.title', { name: listerName }) });
  await expect(dialog).toBeVisible();

  // spec 2 §5: a star rating is required.
  await dialog.getByRole('button', { name: en('reviews.form.submit') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(en('validation.review_score_required'));

  // The rating is a radio group: Space picks the focused star, arrow keys move by half stars.
  const oneStar = dialog.getByRole('radio', { name: en('reviews.form.stars_one', { score: '1' }) });
  await oneStar.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: en('reviews.form.stars_other', { score: '4.5' }) })).toBeChecked();
  await fieldByLabel(dialog, en('reviews.form.message')).fill(reviewText);
  await expect(dialog.getByText(en('reviews.form.remaining_other', { count: 1000 - reviewText.length }))).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'write-a-review dialog');
  await dialog.getByRole('button', { name: en('reviews.form.submit') }).click();

  await expect(notice(page, en('reviews.form.saved'))).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('listitem').filter({ hasText: reviewText });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: en('reviews.rated', { score: '4.5' }) })).toBeVisible();
  // Once per lister: the link is gone.
  await expect(page.getByRole('button', { name: en('reviews.write') })).toHaveCount(0);

  // The lister logs in and answers on their own profile.
  await startBrowserSession(page, lister);
  await page.goto(`/user/${lister.user.id}`);
  const review = page.getByRole('listitem').filter({ hasText: reviewText });
  await expect(review).toBeVisible();
  await expect(page.getByRole('button', { name: en('reviews.write') })).toHaveCount(0);
  await review.getByRole('button', { name: en('reviews.response.open') }).click();
  const answer = page.getByRole('dialog', { name: en('reviews.response.title', { name: tenantName }) });
  await fieldByLabel(answer, en('reviews.response.message')).fill(responseText);
  await answer.getByRole('button', { name: en('reviews.response.submit') }).click();
  await expect(notice(page, en('reviews.response.saved'))).toBeVisible();
  await expect(review.getByText(en('reviews.response.from', { name: listerName }))).toBeVisible();
  await expect(review.getByText(responseText)).toBeVisible();
  await expect(review.getByRole('button', { name: en('reviews.response.open') })).toHaveCount(0);

  // Anyone sees both.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/user/${lister.user.id}`);
  const shown = page.getByRole('listitem').filter({ hasText: reviewText });
  await expect(shown.getByText(responseText)).toBeVisible();
  await expect(page.getByRole('link', { name: en('reviews.write') })).toHaveAttribute('href', new RegExp(`^/login\\?ref_url=`));
});

test('an unknown profile goes to /404', async ({ page }) => {
  await page.goto('/user/01ARZ3NDEKTSV4RRFFQ69G5FAV');
  await expect(page).toHaveURL(/\/404$/);
});
