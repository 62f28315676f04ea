import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFirstScreen } from './render-first-screen';

describe('renderFirstScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("renders the home page a visitor sees before the server answers: header, hero with the search box, footer", async () => {
    // Every request stays pending, as in the build's render (scripts/prerender-first-screen.mjs).
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const html = await renderFirstScreen('/');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('header a[href="/login"]')).not.toBeNull();
    expect(page.querySelector('main#main-content h1')?.textContent).toBe('Crashpad');
    expect(page.querySelector('main form[role="search"] input[role="combobox"]')).not.toBeNull();
    expect(page.querySelector('main')?.textContent).toContain('Search by airport');
    expect(page.querySelector('footer')).not.toBeNull();
    // The container it rendered into is gone: nothing of it stays in the document.
    expect(document.body.innerHTML).toBe('');
  }, 20_000);
});
