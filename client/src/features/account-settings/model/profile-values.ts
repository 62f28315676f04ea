import { AIRLINES, GENDERS, profileBirthYears, updateProfileInputSchema, type User } from '@crashpad/sync';
import { validateFirst as checkFirst, type OrderedResult as CheckResult } from '../../../lib/forms/first-issue';

/** The profile form as typed: every control holds a string. */
export interface ProfileValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  display_name: string;
  phone_number: string;
  birthdate_year: string;
  birthdate_month: string;
  birthdate_day: string;
  about: string;
  gender: string;
  airlines: string;
}
export type ProfileField = keyof ProfileValues;

/** spec 1 §3: an empty birthday shows as 1901, Jan, 1. */
export const BIRTH_DEFAULTS = { year: 1901, month: 1, day: 1 } as const;
export const BIRTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
export { GENDERS, AIRLINES, profileBirthYears };

/** The form filled from the stored user, with the birthday defaults for empty parts. */
export function profileValuesFrom(user: User): ProfileValues {
  return {
    first_name: user.first_name,
    middle_name: user.middle_name ?? '',
    last_name: user.last_name,
    display_name: user.display_name,
    phone_number: user.phone_number ?? '',
    birthdate_year: String(user.birthdate_year ?? BIRTH_DEFAULTS.year),
    birthdate_month: String(user.birthdate_month ?? BIRTH_DEFAULTS.month),
    birthdate_day: String(user.birthdate_day ?? BIRTH_DEFAULTS.day),
    about: user.about ?? '',
    gender: user.gender ?? '',
    airlines: user.airlines ?? '',
  };
}

const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The request body of POST /account/user/update: empty optional texts clear the value. */
export function toProfileInput(values: ProfileValues): Record<string, unknown> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: values.phone_number,
    birthdate_year: asNumber(values.birthdate_year),
    birthdate_month: asNumber(values.birthdate_month),
    birthdate_day: asNumber(values.birthdate_day),
    display_name: values.display_name,
    middle_name: values.middle_name,
    about: values.about,
    gender: values.gender || null,
    airlines: values.airlines || null,
  };
}

/** spec 1 §5 profile save: first name, last name, phone, birth year, month, day, display name ≥ 3. */
export function validateProfile(values: ProfileValues): CheckResult<typeof updateProfileInputSchema> {
  return checkFirst(updateProfileInputSchema, toProfileInput(values));
}

/** Months 1–12 with the language's short names ("Jan", "janv.", "Jän."). */
export function shortMonthNames(lng: string): { value: number; label: string }[] {
  const format = new Intl.DateTimeFormat(lng, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: format.format(new Date(Date.UTC(2000, i, 15))) }));
}
