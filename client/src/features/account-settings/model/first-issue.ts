import * as v from 'valibot';

/** The one message a settings form shows: the field and its i18n key (`validation.*`). */
export interface FieldIssue {
  field: string;
  message: string;
}

export type CheckResult<S extends v.GenericSchema> = { success: true; output: v.InferOutput<S> } | { success: false; issue: FieldIssue };

/**
 * Validates with a sync schema and stops at the first failing field. The settings schemas list
 * their entries in the order spec 1 §5 checks them and put cross-field checks (passwords match)
 * after the entries, so valibot's first issue is the one to show.
 */
export function checkFirst<S extends v.GenericSchema>(schema: S, input: unknown): CheckResult<S> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { success: true, output: result.output };
  const issue = result.issues[0];
  return { success: false, issue: { field: issue ? (v.getDotPath(issue) ?? '') : '', message: issue?.message ?? 'validation.invalid' } };
}
