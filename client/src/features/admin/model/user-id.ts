/**
 * User ids are ULIDs: 26 characters of Crockford base32 (no I, L, O, U). The server matches them
 * in upper case, so pasted ids are trimmed and upper-cased first.
 */
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function normalizeUserId(text: string): string {
  return text.trim().toUpperCase();
}

export function isUserId(text: string): boolean {
  return ULID.test(normalizeUserId(text));
}
