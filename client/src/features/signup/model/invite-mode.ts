import { emailField } from '@crashpad/sync';
import * as v from 'valibot';

/** A tenant invitation read from the details page's query (`?email=…&vcode=…`, spec 1 §2). */
export interface Invitation {
  email: string;
  code: string;
}

/** Fields a tenant invitation fixes: the invited address (twice) and how they heard of us. */
export const INVITE_LOCKED_FIELDS = ['email', 'confirm_email', 'hear_about_us'] as const;

const codeSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(128));

/** Both parameters must be present and the e-mail well-formed; anything else is a normal sign-up. */
export function invitationFromSearch(search: { email?: unknown; vcode?: unknown }): Invitation | null {
  const email = v.safeParse(emailField, search.email);
  const code = v.safeParse(codeSchema, typeof search.vcode === 'number' ? String(search.vcode) : search.vcode);
  return email.success && code.success ? { email: email.output, code: code.output } : null;
}

export function isLockedByInvitation(field: string, invitation: Invitation | null): boolean {
  return invitation !== null && (INVITE_LOCKED_FIELDS as readonly string[]).includes(field);
}

/** Puts the invitation's values over the form's: the locked fields cannot be changed. */
export function applyInvitation<T extends { email: string; confirm_email: string; hear_about_us: string }>(
  values: T,
  invitation: Invitation | null,
): T {
  if (!invitation) return values;
  return { ...values, email: invitation.email, confirm_email: invitation.email, hear_about_us: 'landlord_invited' };
}
