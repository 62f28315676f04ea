import * as v from 'valibot';

/** The one message a form shows: the field it belongs to and its i18n key (`validation.*`). */
export interface FormIssue {
  field: string;
  message: string;
}

export type OrderedResult<S extends v.GenericSchema> =
  | { success: true; output: v.InferOutput<S> }
  | { success: false; issue: FormIssue };

/**
 * Validates form values with a sync schema and picks the first issue in the order the form
 * checks its fields (spec 1 §5). valibot lists entry issues before the cross-field checks of an
 * object's pipe ("emails do not match" comes after "phone required"), so issues are re-sorted by
 * the position of their field in `order`; ties keep valibot's order.
 */
export function validateInOrder<S extends v.GenericSchema>(schema: S, input: unknown, order: readonly string[]): OrderedResult<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  const issues = result.issues
    .map((issue, position) => ({ field: v.getDotPath(issue) ?? '', message: issue.message, position }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.position - b.position);
  const first = issues[0]!;
  return { success: false, issue: { field: first.field, message: first.message } };
}

/** Moves focus to a named control of a form (the first invalid field) and brings it into view. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) {
    control.focus();
    control.scrollIntoView?.({ block: 'center' });
  }
}

/** The first issue in the schema's own order (for forms whose schema lists fields as the form shows them). */
export function validateFirst<S extends v.GenericSchema>(schema: S, input: unknown): OrderedResult<S> {
  return validateInOrder(schema, input, []);
}
