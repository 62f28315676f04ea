/** Moves focus to a named control of a form (the first invalid field) and brings it into view. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) {
    control.focus();
    control.scrollIntoView?.({ block: 'center' });
  }
}
