import type { SessionOutput } from '@crashpad/sync';
import { expect, type APIRequestContext } from '@playwright/test';

/** The demo accounts the server seeds into a fresh store (DECISIONS #15). */
export const DEMO_PASSWORD = 'crashpad-demo';
export const DEMO = {
  admin: 'admin@example.com',
  lister: 'lister@example.com',
  seeker: 'seeker@example.com',
  tenant: 'tenant@example.com',
} as const;

/** An address no other test (or earlier run against a reused store) has used. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A password that passes the length and common-password rules (DECISIONS #2). */
export function uniquePassword(): string {
  return `Layover-${Math.random().toString(36).slice(2, 10)}`;
}

export interface ApiAccount {
  email: string;
  password: string;
  session: SessionOutput;
}

/**
 * Creates a free tenant account through `POST /api/accounts` (status ACTIVE, no plan, so no
 * payment or expiry modal gets in the way) and returns its credentials and session. Journeys
 * that are not about signing up or logging in start from one of these: it keeps the demo
 * accounts untouched and stays clear of the login rate limit (10 a minute per address).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  overrides: { first_name?: string; display_name?: string; label?: string } = {},
): Promise<ApiAccount> {
  const email = uniqueEmail(overrides.label ?? 'crew');
  const password = uniquePassword();
  const res = await request.post('/api/accounts', {
    data: {
      account_type: 'tenant',
      first_name: overrides.first_name ?? 'Robin',
      last_name: 'Pilot',
      display_name: overrides.display_name ?? 'Robin P',
      gender: 'female',
      birthdate_month: 4,
      birthdate_day: 12,
      birthdate_year: 1988,
      hear_about_us: 'facebook',
      email,
      confirm_email: email,
      phone_number: '(303) 555-0142',
      password,
      confirm_password: password,
    },
  });
  expect(res.status(), `sign-up of ${email}: ${await res.text()}`).toBe(201);
  return { email, password, session: (await res.json()) as SessionOutput };
}

/** `POST /api/login`; fails the test unless the server accepts the credentials. */
export async function logInViaApi(request: APIRequestContext, email: string, password: string, isKeep = false): Promise<SessionOutput> {
  const res = await request.post('/api/login', { data: { email, password, isKeep } });
  expect(res.status(), `login of ${email}: ${await res.text()}`).toBe(200);
  return (await res.json()) as SessionOutput;
}

/** `POST /api/login` status for these credentials, without failing (for "the old password no longer works"). */
export async function loginStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const res = await request.post('/api/login', { data: { email, password, isKeep: false } });
  return res.status();
}

/** `GET /api/user` with an explicit bearer token: 200 while the session lives, 401 once revoked. */
export async function getUserWithToken(request: APIRequestContext, token: string): Promise<{ status: number; body: unknown }> {
  const res = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status(), body: await res.json().catch(() => null) };
}
