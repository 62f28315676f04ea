import { signupFieldsEntries, signupFormSchema, type SignupForm } from '@crashpad/sync';
import { validateInOrder, type FormIssue } from '../../../lib/forms/first-issue';

/** The details form as typed: every control holds a string ("" = nothing chosen yet). */
export interface SignupValues {
  first_name: string;
  last_name: string;
  display_name: string;
  gender: string;
  birthdate_month: string;
  birthdate_day: string;
  birthdate_year: string;
  hear_about_us: string;
  airlines: string;
  email: string;
  confirm_email: string;
  phone_number: string;
  password: string;
  confirm_password: string;
}
export type SignupField = keyof SignupValues;

/** spec 1 §5: the order the details form is checked in (the schema's entry order). */
export const SIGNUP_FIELD_ORDER = Object.keys(signupFieldsEntries) as readonly string[];

export const emptySignupValues = (): SignupValues => ({
  first_name: '',
  last_name: '',
  display_name: '',
  gender: '',
  birthdate_month: '',
  birthdate_day: '',
  birthdate_year: '',
  hear_about_us: '',
  airlines: '',
  email: '',
  confirm_email: '',
  phone_number: '',
  password: '',
  confirm_password: '',
});

const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * Turns the typed values into the schema's input: numbers for the birthday, no airline when
 * none is chosen, US as the phone's country (spec 1 §5: US preferred; the pattern is US-only).
 */
export function toSignupInput(values: SignupValues): Record<string, unknown> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    display_name: values.display_name,
    gender: values.gender || undefined,
    birthdate_month: asNumber(values.birthdate_month),
    birthdate_day: asNumber(values.birthdate_day),
    birthdate_year: asNumber(values.birthdate_year),
    hear_about_us: values.hear_about_us || undefined,
    email: values.email,
    confirm_email: values.confirm_email,
    phone_number: values.phone_number,
    password: values.password,
    confirm_password: values.confirm_password,
    airlines: values.airlines || null,
    country_code: 'US',
  };
}

/** Validates with sync's signupFormSchema and returns the first issue in the spec's order. */
export function validateSignup(values: SignupValues): { success: true; output: SignupForm } | { success: false; issue: FormIssue } {
  return validateInOrder(signupFormSchema, toSignupInput(values), SIGNUP_FIELD_ORDER);
}

/** Values of a stored sign-up (without its passwords) put back into the form. */
export function valuesFromForm(form: Omit<SignupForm, 'password' | 'confirm_password'>): SignupValues {
  return {
    ...emptySignupValues(),
    first_name: form.first_name,
    last_name: form.last_name,
    display_name: form.display_name,
    gender: form.gender,
    birthdate_month: String(form.birthdate_month),
    birthdate_day: String(form.birthdate_day),
    birthdate_year: String(form.birthdate_year),
    hear_about_us: form.hear_about_us,
    airlines: form.airlines ?? '',
    email: form.email,
    confirm_email: form.confirm_email,
    phone_number: form.phone_number,
  };
}

/**
 * Development only ("Fill example", spec 1 §2): a complete, valid sign-up with a fresh
 * @example.com address so it can be submitted again and again.
 */
export function exampleSignupValues(seed: number = Date.now()): SignupValues {
  const email = `crew.${seed.toString(36)}@example.com`;
  return {
    first_name: 'Ava',
    last_name: 'Pilot',
    display_name: 'Captain Ava',
    gender: 'female',
    birthdate_month: '5',
    birthdate_day: '14',
    birthdate_year: '1990',
    hear_about_us: 'internet_search',
    airlines: 'Delta Air Lines',
    email,
    confirm_email: email,
    phone_number: '(404) 555-0137',
    password: 'Jetstream-Layover-27',
    confirm_password: 'Jetstream-Layover-27',
  };
}
