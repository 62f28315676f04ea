import { emailField, updateEmailInputSchema } from '@crashpad/sync';
import * as v from 'valibot';
import { validateFirst as checkFirst, type FormIssue as FieldIssue } from '../../../lib/forms/first-issue';

/**
 * The blur check of the new address (spec 1 §5): its spelling first; an address equal to the
 * current one is refused here too. Returns the i18n key of the problem, or null when the
 * address may be verified with the server.
 */
export function emailSpellingProblem(email: string, currentEmail: string): string | null {
  const parsed = v.safeParse(emailField, email, { abortEarly: true });
  if (!parsed.success) return parsed.issues[0]?.message ?? 'validation.email_incorrect';
  return parsed.output === currentEmail.trim().toLowerCase() ? 'errors.same_email' : null;
}

/** Submit check: e-mail and password required, the new address must differ from the current one. */
export function checkEmailChange(values: { email: string; password: string }, currentEmail: string): { success: true; email: string; password: string } | { success: false; issue: FieldIssue } {
  const checked = checkFirst(updateEmailInputSchema, values);
  if (!checked.success) return checked;
  if (checked.output.email === currentEmail.trim().toLowerCase()) return { success: false, issue: { field: 'email', message: 'errors.same_email' } };
  return { success: true, email: checked.output.email, password: checked.output.password };
}
