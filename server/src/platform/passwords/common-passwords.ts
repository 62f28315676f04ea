// The 10,000 most frequent passwords of at least 6 characters, lower-cased, most frequent first.
// Source: the frequency-ordered password dictionary of zxcvbn (MIT, Dropbox 2012-2016, zxcvbn-ts 2021).
import list from './common-passwords.json' with { type: 'json' };

const COMMON = new Set<string>(list);

/** DECISIONS #2: sign-up, reset and change refuse passwords from the list, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** How many passwords the list holds (for tests and diagnostics). */
export const COMMON_PASSWORD_COUNT = COMMON.size;
