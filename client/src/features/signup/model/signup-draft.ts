import {
  accountTypeSchema,
  paidPlanSchema,
  signupFieldsEntries,
  type CreateAccountInput,
  type Language,
  type SignupForm,
} from '@crashpad/sync';
import * as v from 'valibot';
import { SESSION_KEYS } from '../../../lib/session/model/session-keys';
import type { AccountType } from './account-type';

/** sessionStorage key of what must never reach localStorage: the passwords and the invitation code. */
export const SIGNUP_SECRET_KEY = 'temp_user_secret';

const publicEntries = v.omit(v.strictObject(signupFieldsEntries), ['password', 'confirm_password']).entries;

/**
 * `temp_user` (spec 1 §3 stored local keys): the details form between the form and the notice
 * step, in localStorage as the spec says — but without the passwords, which stay in this tab only.
 */
export const tempUserSchema = v.strictObject({
  ...publicEntries,
  account_type: accountTypeSchema,
  user_plan: v.nullable(paidPlanSchema),
});
export type TempUser = v.InferOutput<typeof tempUserSchema>;

const secretSchema = v.strictObject({
  password: v.string(),
  confirm_password: v.string(),
  verification_code: v.nullable(v.string()),
});
export type SignupSecret = v.InferOutput<typeof secretSchema>;

/** Where a sign-up is kept: `local` = localStorage (temp_user), `tab` = sessionStorage (secrets). */
export interface DraftStorages {
  local: Storage;
  tab: Storage;
}

export interface SignupDraft {
  temp: TempUser;
  secret: SignupSecret | null;
}

function readJson<T>(storage: Storage, key: string, schema: v.GenericSchema<unknown, T>): T | null {
  try {
    const parsed = v.safeParse(schema, JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Keeps a checked form for the notice step: passwords and invitation code in the tab only. */
export function saveSignupDraft(
  storages: DraftStorages,
  form: SignupForm,
  meta: { accountType: AccountType; plan: TempUser['user_plan']; verificationCode: string | null },
): void {
  const { password, confirm_password, ...publicFields } = form;
  const temp: TempUser = { ...publicFields, account_type: meta.accountType, user_plan: meta.plan };
  storages.local.setItem(SESSION_KEYS.tempUser, JSON.stringify(temp));
  const secret: SignupSecret = { password, confirm_password, verification_code: meta.verificationCode };
  storages.tab.setItem(SIGNUP_SECRET_KEY, JSON.stringify(secret));
}

/** The stored sign-up, or null when there is none (or it is unreadable or of an older shape). */
export function readSignupDraft(storages: DraftStorages): SignupDraft | null {
  const temp = readJson(storages.local, SESSION_KEYS.tempUser, tempUserSchema);
  if (!temp) return null;
  return { temp, secret: readJson(storages.tab, SIGNUP_SECRET_KEY, secretSchema) };
}

/** Forgets the passwords (after the account exists, or when the step fails for good). */
export function clearSignupSecret(storages: DraftStorages): void {
  storages.tab.removeItem(SIGNUP_SECRET_KEY);
}

export function clearSignupDraft(storages: DraftStorages): void {
  storages.local.removeItem(SESSION_KEYS.tempUser);
  clearSignupSecret(storages);
}

/** The POST /accounts body: the stored form, its passwords, the account type and plan. */
export function createAccountBody(draft: { temp: TempUser; secret: SignupSecret }, locale: Language): CreateAccountInput {
  const { temp, secret } = draft;
  return {
    ...temp,
    password: secret.password,
    confirm_password: secret.confirm_password,
    ...(secret.verification_code ? { verification_code: secret.verification_code } : {}),
    locale,
  };
}
