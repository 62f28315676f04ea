import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFirstScreen } from './render-first-screen';

/** React's ids count on across renders of one process (the build renders each screen in its own). */
const ids = (markup: string) => markup.replace(/_r_\d+_/g, '_r_');

/** The markup of `path`'s first screen, and that markup as a DOM to query. */
async function rendered(path: string): Promise<{ html: string; page: HTMLDivElement }> {
  const html = await renderFirstScreen(path);
  const page = document.createElement('div');
  page.innerHTML = html;
  return { html, page };
}

describe('renderFirstScreen', () => {
  // Every request stays pending, as in the build's render (scripts/prerender-first-screen.mjs).
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
  afterEach(() => vi.unstubAllGlobals());

  it("renders the home page a visitor sees before the server answers: header, hero with the search box, footer", async () => {
    const { page } = await rendered('/');
    expect(page.querySelector('header a[href="/login"]')).not.toBeNull();
    expect(page.querySelector('main#main-content h1')?.textContent).toBe('Crashpad');
    expect(page.querySelector('main form[role="search"] input[role="combobox"]')).not.toBeNull();
    expect(page.querySelector('main')?.textContent).toContain('Search by airport');
    expect(page.querySelector('footer')).not.toBeNull();
    // The container it rendered into is gone: nothing of it stays in the document.
    expect(document.body.innerHTML).toBe('');
  }, 20_000);

  it('renders the search page a visitor sees before the results arrive, the same for every search address', async () => {
    const { html, page } = await rendered('/search/airports/den');
    expect(page.querySelector('header a[href="/login"]')).not.toBeNull();
    expect(page.querySelector('main#main-content [aria-busy="true"]')).not.toBeNull();
    expect(page.querySelectorAll('main li').length).toBeGreaterThan(0);
    // Nothing of the address shows: one render serves every airport and city (first-screen-gate.js).
    expect(html).not.toMatch(/\bden\b/i);
    expect(ids(await renderFirstScreen('/search/cities/us-chicago'))).toBe(ids(html));
  }, 30_000);
});
