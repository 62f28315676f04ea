import type { SessionOutput } from '@crashpad/sync';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail, uniquePassword } from './accounts-api';
import { fieldByLabel } from './accounts-forms';
import { en } from './accounts-texts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A new account of `type` created through `POST /api/accounts` (lister with `plan`, or seeker),
 * not yet paid: what the notice step leaves behind.
 */
export async function signUpPayerViaApi(request: APIRequestContext, type: 'lister' | 'seeker', plan: 'basic' | 'premium' | 'pro' | 'seeker', firstName = 'Kai') {
  const email = uniqueEmail(`${type}-pay`);
  const password = uniquePassword();
  const res = await request.post('/api/accounts', {
    data: {
      account_type: type,
      user_plan: plan,
      first_name: firstName,
      last_name: 'Payer',
      display_name: `${firstName} P`,
      gender: 'female',
      birthdate_month: 5,
      birthdate_day: 20,
      birthdate_year: 1990,
      hear_about_us: 'facebook',
      email,
      confirm_email: email,
      phone_number: '(303) 555-0177',
      password,
      confirm_password: password,
    },
  });
  expect(res.status(), `sign-up of ${email}: ${await res.text()}`).toBe(201);
  return { email, password, session: (await res.json()) as SessionOutput };
}

/**
 * Attaches one of Stripe's test PaymentMethods (test mode accepts `pm_card_visa` and friends at
 * save-payment-method) and pays `plan` through the server, as a journey's starting state.
 */
export async function payPlanViaApi(request: APIRequestContext, token: string, plan: 'basic' | 'premium' | 'pro' | 'seeker'): Promise<SessionOutput> {
  await attachTestCardViaApi(request, token, 'pm_card_visa');
  const paid = await request.post('/api/user/subscription', { headers: auth(token), data: { user_plan: plan } });
  expect(paid.status(), await paid.text()).toBe(200);
  const answer = (await paid.json()) as SessionOutput;
  expect(answer.user, JSON.stringify(answer.user)).toMatchObject({ user_plan: plan, status: 'ACTIVE', plan_status: 'active' });
  return answer;
}

/** POST /api/stripe/save-payment-method with one of Stripe's test ids (accepted in test mode only). */
export async function attachTestCardViaApi(request: APIRequestContext, token: string, testId: string): Promise<void> {
  const saved = await request.post('/api/stripe/save-payment-method', { headers: auth(token), data: { payment_method: testId } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** GET /api/account-service rows of the user (the payments ledger). */
export async function servicesOf(request: APIRequestContext, token: string): Promise<{ payment_type: string; status: string; amount_cents: number }[]> {
  const res = await request.get('/api/account-service', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { payment_type: string; status: string; amount_cents: number }[] }).data;
}

/** GET /api/user as the server has it now. */
export async function userOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/user', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { user_plan: string | null; status: string; plan_status: string; payment_method: string | null; expire_at: string | null; automatic_payment: number } }).user;
}

/**
 * One part of the card form (client/src/features/billing/components/card-fields.tsx): the
 * Stripe Element mounted in `[data-card-part]`, drawn by the development Stripe.js stand-in as
 * a real input (e2e/support/stripe.ts routes Stripe.js to it).
 */
function cardInput(page: Page, part: 'number' | 'expiry' | 'cvc'): Locator {
  return page.locator(`[data-card-part="${part}"] input`).first();
}

/** Fills the payment form of spec 1 §5: names, zip, country (US by default) and the card. */
export async function fillPaymentForm(page: Page, card: string, options: { country?: string } = {}): Promise<void> {
  await fieldByLabel(page, en('billing.form.first_name')).fill('Kai');
  await fieldByLabel(page, en('billing.form.last_name')).fill('Payer');
  await fieldByLabel(page, en('billing.form.zip')).fill('80202');
  if (options.country) await fieldByLabel(page, en('billing.form.country')).selectOption(options.country);
  await cardInput(page, 'number').fill(card);
  await cardInput(page, 'expiry').fill('12 / 34');
  await cardInput(page, 'cvc').fill('123');
}

/**
 * Moves the test server's clock forward by `days` through the development-only clock endpoint
 * (server/src/modules/dev/routes.ts), which then runs the jobs that became due (a seeker's access
 * ends). Sessions age with it: log in again afterwards.
 */
export async function advanceServerClock(request: APIRequestContext, days: number): Promise<void> {
  const res = await request.post('/api/dev/clock', { data: { advance_ms: days * 24 * 60 * 60 * 1000 } });
  expect(res.status(), `dev clock: ${await res.text()}`).toBe(200);
}
