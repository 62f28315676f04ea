/**
 * What a visitor typed, chose or tapped in the prerendered first screen (index.html, build-plugins/
 * prerender-first-screen.ts) before React took the page over: its fields are live inputs, and on a
 * slow phone a visitor starts typing an airport, ticks a search filter or taps a sort before the
 * app has rendered. React's first commit replaces that DOM; the text, the choices and the focus
 * move to the same fields of the app's own render, which has the same markup (the prerender is that
 * render), and the taps (recorded by build-plugins/first-screen-gate.js from before the first paint)
 * go to the same buttons.
 */
const FIELDS = 'input:not([type=hidden]):not([type=submit]):not([type=button]), textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TypedBeforeTakeover {
  /** Moves the text, the choices, the focus and the taps into the app's render; call once its first commit is in the DOM. */
  restore(): void;
}

/**
 * Starts watching the fields of the prerendered screen of `root` that first-screen-gate.js shows
 * (nothing to do when it shows none: the others are hidden, nobody typed into them).
 */
export function watchTypedBeforeTakeover(root: HTMLElement): TypedBeforeTakeover {
  const shown = document.documentElement.getAttribute('data-first-screen');
  const screen = shown ? root.querySelector(`:scope > [data-first-screen="${shown}"]`) : null;
  if (!screen) return { restore: () => undefined };
  // The elements themselves are kept: once React has removed them they still hold what was typed.
  const fields = [...screen.querySelectorAll<Field>(FIELDS)];
  const buttons = [...screen.querySelectorAll<HTMLButtonElement>(BUTTONS)];
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
        carryOver(old, field);
        if (old === focused) {
          field.focus();
          try {
            if (!(old instanceof HTMLSelectElement) && !(field instanceof HTMLSelectElement) && old.selectionStart !== null && old.selectionEnd !== null) field.setSelectionRange(old.selectionStart, old.selectionEnd);
          } catch {
            // Field types without a caret (email, number) refuse a selection: the focus is enough.
          }
        }
      });
      // Each tap on the button in the same place with the same name, in the order tapped; all are
      // found before any is replayed, since a replayed tap may rename its button (a sort's state).
      const taps = (window.__firstScreenTaps ?? []).filter((button) => buttons.includes(button));
      const nowButtons = [...root.querySelectorAll<HTMLButtonElement>(BUTTONS)];
      const targets = taps.map((old) => nowButtons[buttons.indexOf(old)]).filter((button, i): button is HTMLButtonElement => button !== undefined && nameOf(button) === nameOf(taps[i]!));
      for (const button of targets) button.click();
    },
  };
}

declare global {
  interface Window {
    /** The buttons of the prerendered screens tapped before the takeover, in order (first-screen-gate.js). */
    __firstScreenTaps?: HTMLButtonElement[];
  }
}

/** Buttons that act in the page (a submit button's form is a field matter, not a tap's). */
const BUTTONS = 'button[type=button]';

const nameOf = (button: HTMLButtonElement) => button.getAttribute('aria-label') ?? button.textContent;

/** The visitor's change to `old`, if any, made to `field` as the visitor would: React's onChange sees it. */
function carryOver(old: Field, field: Field): void {
  if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
    // A click is what React listens to on these; it toggles the box as a tap does.
    if (old.checked !== old.defaultChecked && (field as HTMLInputElement).checked !== old.checked) (field as HTMLInputElement).click();
  } else if (old instanceof HTMLSelectElement) {
    // A select shows its first option unless one is marked selected (React's render marks none).
    const initial = [...old.options].find((option) => option.defaultSelected) ?? old.options[0];
    if (initial && old.selectedIndex !== initial.index && field.value !== old.value) setValue(field, old.value, 'change');
  } else if (old.value !== old.defaultValue && field.value !== old.value) {
    setValue(field, old.value, 'input');
  }
}

/** Sets a React-controlled field's value as typing or choosing would: its onChange sees the event. */
function setValue(field: Field, value: string, event: 'input' | 'change'): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  // React tracks the value the element's own setter last set; the prototype's setter goes past it.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(event, { bubbles: true }));
}
