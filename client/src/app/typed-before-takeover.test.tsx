import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { watchTypedBeforeTakeover } from './typed-before-takeover';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

/** The page as React renders it: a controlled search field whose state the test reads back. */
const seen: string[] = [];
function Page() {
  const [text, setText] = useState('');
  seen.push(text);
  return (
    <form>
      <input name="q" type="search" value={text} onChange={(e) => setText(e.target.value)} />
      <input name="other" type="text" defaultValue="" />
    </form>
  );
}

function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<div data-first-screen="home"><form><input name="q" type="search" value=""><input name="other" type="text" value=""></form></div>';
  document.body.append(root);
  return root;
}

async function takeOver(root: HTMLElement, restore: () => void) {
  const reactRoot = createRoot(root);
  await act(async () => reactRoot.render(<Page />));
  await act(async () => restore());
  return root.querySelector<HTMLInputElement>('input[name=q]')!;
}

describe('text typed into the prerendered first screen', () => {
  it("moves into the app's field, its state, the focus and the caret", async () => {
    const root = prerendered();
    const typed = watchTypedBeforeTakeover(root);
    const field = root.querySelector<HTMLInputElement>('input[name=q]')!;
    field.focus();
    field.value = 'DEN';
    field.setSelectionRange(3, 3);
    const appField = await takeOver(root, typed.restore);
    expect(appField).not.toBe(field);
    expect(appField.value).toBe('DEN');
    // React's own state has it (its onChange ran), so the next render keeps it.
    expect(seen.at(-1)).toBe('DEN');
    expect(document.activeElement).toBe(appField);
    expect(appField.selectionStart).toBe(3);
  });

  it('leaves untouched fields, fields focused and left, and pages without a prerender alone', async () => {
    const root = prerendered();
    const typed = watchTypedBeforeTakeover(root);
    const other = root.querySelector<HTMLInputElement>('input[name=other]')!;
    other.focus();
    other.blur();
    await new Promise((r) => setTimeout(r, 0));
    const appField = await takeOver(root, typed.restore);
    expect(appField.value).toBe('');
    expect(document.activeElement).toBe(document.body);

    const plain = document.createElement('div');
    plain.innerHTML = '<input name="q" type="search" value="">';
    document.body.append(plain);
    const none = watchTypedBeforeTakeover(plain);
    plain.querySelector('input')!.value = 'typed into the app itself';
    none.restore();
    expect(plain.querySelector('input')!.value).toBe('typed into the app itself');
  });
});
