import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { watchTypedBeforeTakeover } from './typed-before-takeover';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  delete window.__firstScreenTaps;
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-first-screen');
});

/** The page as React renders it: controlled fields whose state the test reads back. */
const seen: { text: string; full: boolean; gender: string; sorts: number }[] = [];
function Page() {
  const [text, setText] = useState('');
  const [full, setFull] = useState(true);
  const [gender, setGender] = useState('all');
  const [sorts, setSorts] = useState(0);
  seen.push({ text, full, gender, sorts });
  return (
    <form>
      <button type="button" aria-label="Menu" />
      <button type="button" aria-label={`Sort by Price (${sorts})`} onClick={() => setSorts((n) => n + 1)}>
        Price
      </button>
      <input name="q" type="search" value={text} onChange={(e) => setText(e.target.value)} />
      <input name="other" type="text" defaultValue="" />
      <input name="full" type="checkbox" checked={full} onChange={(e) => setFull(e.target.checked)} />
      <select name="gender" value={gender} onChange={(e) => setGender(e.target.value)}>
        <option value="all">All</option>
        <option value="female">Female only</option>
      </select>
    </form>
  );
}

/** Fields as the prerender writes them (React marks no option selected), shown by the gate as `shown`. */
const FORM = '<form><button type="button" aria-label="Menu"></button><button type="button" aria-label="Sort by Price (0)">Price</button><input name="q" type="search" value=""><input name="other" type="text" value=""><input name="full" type="checkbox" checked=""><select name="gender"><option value="all">All</option><option value="female">Female only</option></select></form>';

function prerendered(shown = 'search'): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div data-first-screen="home" hidden>${FORM}</div><div data-first-screen="search" hidden>${FORM}</div>`;
  document.body.append(root);
  document.documentElement.setAttribute('data-first-screen', shown);
  return root;
}

const shownScreen = (root: HTMLElement) => root.querySelector(`[data-first-screen="${document.documentElement.getAttribute('data-first-screen')}"]`)!;

async function takeOver(root: HTMLElement, restore: () => void) {
  const reactRoot = createRoot(root);
  await act(async () => reactRoot.render(<Page />));
  await act(async () => restore());
  return root.querySelector<HTMLInputElement>('input[name=q]')!;
}

describe('text typed into the prerendered first screen', () => {
  it("moves into the app's field, its state, the focus and the caret", async () => {
    const root = prerendered('home');
    const typed = watchTypedBeforeTakeover(root);
    const field = shownScreen(root).querySelector<HTMLInputElement>('input[name=q]')!;
    field.focus();
    field.value = 'DEN';
    field.setSelectionRange(3, 3);
    const appField = await takeOver(root, typed.restore);
    expect(appField).not.toBe(field);
    expect(appField.value).toBe('DEN');
    // React's own state has it (its onChange ran), so the next render keeps it.
    expect(seen.at(-1)?.text).toBe('DEN');
    expect(document.activeElement).toBe(appField);
    expect(appField.selectionStart).toBe(3);
  });

  it('leaves untouched fields, fields focused and left, and pages without a prerender alone', async () => {
    const root = prerendered();
    const typed = watchTypedBeforeTakeover(root);
    const other = shownScreen(root).querySelector<HTMLInputElement>('input[name=other]')!;
    other.focus();
    other.blur();
    await new Promise((r) => setTimeout(r, 0));
    const appField = await takeOver(root, typed.restore);
    expect(appField.value).toBe('');
    expect(document.activeElement).toBe(document.body);
    expect(seen.at(-1)).toEqual({ text: '', full: true, gender: 'all', sorts: 0 });

    document.documentElement.removeAttribute('data-first-screen');
    const plain = document.createElement('div');
    plain.innerHTML = '<input name="q" type="search" value="">';
    document.body.append(plain);
    const none = watchTypedBeforeTakeover(plain);
    plain.querySelector('input')!.value = 'typed into the app itself';
    none.restore();
    expect(plain.querySelector('input')!.value).toBe('typed into the app itself');
  });

  it("moves a ticked box and a chosen option of the shown screen into the app's state, not the hidden screen's", async () => {
    const root = prerendered('search');
    const typed = watchTypedBeforeTakeover(root);
    const screen = shownScreen(root);
    screen.querySelector<HTMLInputElement>('input[name=full]')!.checked = false;
    screen.querySelector<HTMLSelectElement>('select')!.value = 'female';
    // Text in the hidden home screen (nobody can type there) is not the visitor's.
    root.querySelector<HTMLInputElement>('[data-first-screen="home"] input[name=q]')!.value = 'hidden';
    await takeOver(root, typed.restore);
    expect(root.querySelector<HTMLInputElement>('input[name=full]')!.checked).toBe(false);
    expect(root.querySelector<HTMLSelectElement>('select')!.value).toBe('female');
    expect(seen.at(-1)).toEqual({ text: '', full: false, gender: 'female', sorts: 0 });
  });

  it('replays taps on the buttons of the shown screen on the same buttons of the app, in order, each one time', async () => {
    const root = prerendered('search');
    const typed = watchTypedBeforeTakeover(root);
    const sort = shownScreen(root).querySelector<HTMLButtonElement>('button[aria-label^="Sort"]')!;
    // As first-screen-gate.js records them; a tap on the hidden screen's button (a script's, not
    // the visitor's) is not replayed.
    window.__firstScreenTaps = [sort, sort, root.querySelector<HTMLButtonElement>('[data-first-screen="home"] button[aria-label^="Sort"]')!];
    await takeOver(root, typed.restore);
    expect(seen.at(-1)?.sorts).toBe(2);
  });

  it('drops a tap whose button the app renders under another name in that place', async () => {
    const root = prerendered('search');
    const typed = watchTypedBeforeTakeover(root);
    const sort = shownScreen(root).querySelector<HTMLButtonElement>('button[aria-label^="Sort"]')!;
    sort.setAttribute('aria-label', 'Sort by Title (0)');
    window.__firstScreenTaps = [sort];
    await takeOver(root, typed.restore);
    expect(seen.at(-1)?.sorts).toBe(0);
  });
});
