/**
 * What a visitor typed into the prerendered first screen (index.html, build-plugins/
 * prerender-first-screen.ts) before React took the page over: its text fields are live inputs,
 * and on a slow phone a visitor starts typing an airport before the app has rendered. React's
 * first commit replaces that DOM; the text and the focus move to the same fields of the app's
 * own render, which has the same markup (the prerender is that render).
 */
const FIELDS = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]), textarea';

type Field = HTMLInputElement | HTMLTextAreaElement;

export interface TypedBeforeTakeover {
  /** Moves the text and focus into the app's fields; call once the app's first commit is in the DOM. */
  restore(): void;
}

/** Starts watching the prerendered fields of `root` (nothing to do when it holds no prerender). */
export function watchTypedBeforeTakeover(root: HTMLElement): TypedBeforeTakeover {
  if (!root.querySelector('[data-first-screen]')) return { restore: () => undefined };
  // The elements themselves are kept: once React has removed them they still hold what was typed.
  const fields = [...root.querySelectorAll<Field>(FIELDS)];
  let focused: Field | null = fields.find((field) => field === document.activeElement) ?? null;
  const onFocusIn = (event: FocusEvent) => {
    if (fields.includes(event.target as Field)) focused = event.target as Field;
  };
  // A field leaving the page (React replacing it: Chromium reports that as a blur too) is not the
  // visitor moving the focus away, so the focus is judged once the removal is over.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as Field;
    setTimeout(() => {
      if (focused === left && left.isConnected && document.activeElement !== left) focused = null;
    }, 0);
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return {
    restore() {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      const now = [...root.querySelectorAll<Field>(FIELDS)];
      fields.forEach((old, index) => {
        const field = now[index];
        // Only the same field in the same place: a page that renders differently keeps its own state.
        if (!field || field === old || field.name !== old.name || field.type !== old.type) return;
        if (old.value !== old.defaultValue && field.value !== old.value) typeInto(field, old.value);
        if (old === focused) {
          field.focus();
          try {
            if (old.selectionStart !== null && old.selectionEnd !== null) field.setSelectionRange(old.selectionStart, old.selectionEnd);
          } catch {
            // Field types without a caret (email, number) refuse a selection: the focus is enough.
          }
        }
      });
    },
  };
}

/** Sets a React-controlled field's value as typing would: its onChange sees an input event. */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // React tracks the value the element's own setter last set; the prototype's setter goes past it.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
