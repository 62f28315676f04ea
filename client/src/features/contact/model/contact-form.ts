import { contactInputSchema, type ContactInput, type User } from '@crashpad/sync';
import { validateFirst, type FormIssue } from '../../../lib/forms/first-issue';

export type ContactValues = Record<keyof ContactInput, string>;

/** The form's starting values: a logged-in user's name and account e-mail are filled in. */
export function initialContactValues(user: Pick<User, 'first_name' | 'last_name' | 'email'> | null): ContactValues {
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  return { name, email: user?.email ?? '', subject: '', message_content: '' };
}

export type SubmitDecision = { kind: 'ignore' } | { kind: 'invalid'; issue: FormIssue } | { kind: 'send'; input: ContactInput };

/**
 * What pressing Send does. spec 2 §5: with an empty e-mail the submission does nothing (no
 * message either); otherwise the shared schema checks name, e-mail, subject and message in order.
 */
export function decideSubmit(values: ContactValues): SubmitDecision {
  if (values.email.trim() === '') return { kind: 'ignore' };
  const checked = validateFirst(contactInputSchema, values);
  return checked.success ? { kind: 'send', input: checked.output } : { kind: 'invalid', issue: checked.issue };
}
