import * as v from 'valibot';
import { EMAIL_MAX } from '../limits.js';

// Its own module (not in fields.ts): the client's first load checks an invitation's address in
// the sign-up pages' URL with it, and should not carry every other form field (issue 11).

/** An e-mail address as typed: trimmed, lower-cased, at most EMAIL_MAX characters. */
export const emailField = v.pipe(
  v.string('validation.email_required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('validation.email_required'),
  v.maxLength(EMAIL_MAX, 'validation.email_incorrect'),
  v.email('validation.email_incorrect'),
);
