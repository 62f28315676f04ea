import { deactivationCodeInputSchema } from '@crashpad/sync';
import { validateFirst as checkFirst, type FormIssue as FieldIssue } from '../../../lib/forms/first-issue';

/** spec 1 §5: the deactivation code is required (a warning) and numeric (6 digits), else a message. */
export function checkDeactivationCode(code: string): { success: true; code: string } | { success: false; issue: FieldIssue } {
  const checked = checkFirst(deactivationCodeInputSchema, { code });
  return checked.success ? { success: true, code: checked.output.code } : checked;
}
