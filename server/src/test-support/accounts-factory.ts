import type { SessionOutput } from '@crashpad/sync';
import type { TestServer } from './test-server.js';

let counter = 0;

/** A valid POST /accounts body with a fresh address; override any field. */
export function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const email = `crew${counter}-${Date.now().toString(36)}@example.com`;
  return {
    account_type: 'tenant',
    first_name: 'Ada',
    last_name: 'Lovelace',
    display_name: 'Ada L',
    gender: 'female',
    birthdate_month: 12,
    birthdate_day: 10,
    birthdate_year: 1990,
    hear_about_us: 'facebook',
    email,
    confirm_email: email,
    phone_number: '(303) 555-0100',
    password: 'flying-high-42',
    confirm_password: 'flying-high-42',
    ...overrides,
  };
}

export interface SignedUp extends SessionOutput {
  email: string;
  password: string;
}

/** Signs up through the API and returns the session plus the credentials used. */
export async function signUp(server: TestServer, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const body = signupBody(overrides);
  const res = await server.api<SessionOutput>('POST', '/accounts', { body });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, email: String(body.email), password: String(body.password) };
}

/** Logs in and returns the session answer (throws unless 200). */
export async function logIn(server: TestServer, email: string, password: string, isKeep = false): Promise<SessionOutput> {
  const res = await server.api<SessionOutput>('POST', '/login', { body: { email, password, isKeep } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The token at the end of the newest mailed link whose path starts with `pathPrefix`. */
export async function tokenFromMail(server: TestServer, to: string, pathPrefix: string): Promise<string> {
  const [mail] = await server.mailbox(to);
  const match = mail && new RegExp(`${pathPrefix.replace(/\//g, '\\/')}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link mailed to ${to}`);
  return match[1];
}
