import * as v from 'valibot';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../limits.js';

/**
 * Field schemas shared by API requests and forms. Messages are i18n keys under `validation.*`;
 * the server translates them for X-Locale and the client with t().
 */
export const requiredText = (key: string, max = NAME_MAX) =>
  v.pipe(v.string(key), v.trim(), v.nonEmpty(key), v.maxLength(max, 'validation.too_long'));

export const optionalText = (max = NAME_MAX) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long'))));

/** A password as typed: 6..128 characters, never trimmed or truncated (DECISIONS #2). */
export const newPasswordField = v.pipe(
  v.string('validation.password_required'),
  v.nonEmpty('validation.password_required'),
  v.minLength(PASSWORD_MIN, 'validation.password_min'),
  v.maxLength(PASSWORD_MAX, 'validation.password_max'),
);

/** An existing password at login: only required, any length up to the maximum. */
export const passwordField = v.pipe(
  v.string('validation.password_required'),
  v.nonEmpty('validation.password_required'),
  v.maxLength(PASSWORD_MAX, 'validation.password_max'),
);

/** spec 1 §5: 10 digits with optional parentheses and separators (US preferred, optional +1). */
const PHONE_PATTERN = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
export const phoneField = v.pipe(
  v.string('validation.phone_required'),
  v.trim(),
  v.nonEmpty('validation.phone_required'),
  v.regex(PHONE_PATTERN, 'validation.phone_invalid'),
);

export const intIn = (min: number, max: number, key: string) =>
  v.pipe(v.number(key), v.integer(key), v.minValue(min, key), v.maxValue(max, key));

/** Opaque tokens from e-mailed links: URL-safe base64, bounded. */
export const tokenField = v.pipe(
  v.string('validation.token_required'),
  v.nonEmpty('validation.token_required'),
  v.maxLength(512, 'validation.token_required'),
  v.regex(/^[A-Za-z0-9_.-]+$/, 'validation.token_required'),
);

/** The query of a route that takes none: any parameter is refused, so junk never reaches a service. */
export const noQuerySchema = v.strictObject({});

/**
 * The body of a route that takes none still refuses one. Only `{}` (or no body) passes: valibot's
 * strictObject would also accept `[]`, since an empty array has no keys.
 */
export const emptyInputSchema = v.custom<Record<string, never>>(
  (x) => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).length === 0,
  'validation.invalid',
);
