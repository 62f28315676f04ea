import type { Rental } from '@crashpad/sync';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo crew members with accepted rentals at the demo lister's crashpad (server/src/modules/rentals/demo-rentals.ts). */
export const DEMO_CREW = { marco: 'crew.marco@example.com', aisha: 'crew.aisha@example.com' } as const;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET /api/rental: the caller's rentals as tenant, as the server answers them. */
export async function tenantRentals(request: APIRequestContext, token: string): Promise<Rental[]> {
  const res = await request.get('/api/rental', { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Rental[] }).data;
}

/** Tomorrow as `YYYY-MM-DD` in the browser's calendar (the invite form refuses days before today). */
export function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Completes the demo lister's payout onboarding through the emulator's hosted page (as the
 * payouts journey does): rent and payment requests go to the lister's connected account, so a
 * tenant can pay only once it exists. Does nothing when the account is already complete.
 */
export async function ensureListerPayouts(page: Page, texts: { complete: string; view: string }): Promise<void> {
  await page.goto('/account-setting?tab=autopay');
  const complete = page.getByRole('button', { name: texts.complete });
  const view = page.getByRole('link', { name: texts.view });
  await expect(complete.or(view)).toBeVisible({ timeout: 15_000 });
  if (await view.isVisible()) return;
  await complete.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account-setting'));
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/account-setting\?tab=autopay&connect-account/);
  await expect(view).toBeVisible({ timeout: 15_000 });
}

interface UnrentedAnswer {
  data: { listing_id: string; active: boolean; rooms: { room_id: string; beds: { bed_id: string; occupied: boolean; pending_invite: boolean }[] }[] }[];
}

/** POST /api/rental/invite as the lister to the first free bed of an active listing; answers the rental. */
export async function inviteViaApi(request: APIRequestContext, token: string, email: string, terms: { auto_pay: 0 | 1; deposit: number; rent: number }): Promise<Rental> {
  const unrented = (await (await request.get('/api/lister/listings/unrented', { headers: auth(token) })).json()) as UnrentedAnswer;
  const slot = unrented.data
    .filter((l) => l.active)
    .flatMap((l) => l.rooms.flatMap((r) => r.beds.filter((b) => !b.occupied && !b.pending_invite).map((b) => ({ listing: l.listing_id, room: r.room_id, bed: b.bed_id }))))[0];
  expect(slot, 'a free bed at the demo lister').toBeTruthy();
  const res = await request.post('/api/rental/invite', {
    headers: auth(token),
    data: { tenant_email: email, location_id: slot!.listing, room_id: slot!.room, bed_id: slot!.bed, rental_amount: terms.rent, deposit: terms.deposit, start_date: tomorrow(), start_time: '14:00', payment_date: 1, auto_pay: terms.auto_pay, note_agreement: 'Shoes off inside, please.' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: Rental }).data;
}
