import { afterEach, describe, expect, it } from 'vitest';
import gate from '../../build-plugins/first-screen-gate.js?raw';
import { parseSearchParams } from '../features/search/model/search-params';
import { SEARCH_ADDRESS } from './search-address';

/** Runs the gate as the browser does (a classic script) on `path` with `stored` in localStorage: the screen it shows. */
function screenAt(path: string, stored: Record<string, string> = {}): string | null {
  document.documentElement.removeAttribute('data-first-screen');
  window.history.replaceState(null, '', path);
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  new Function(gate)();
  return document.documentElement.getAttribute('data-first-screen');
}

const shown = (path: string, stored: Record<string, string> = {}) => screenAt(path, stored) === 'home';

const language = (value: string, expires: number) => JSON.stringify({ value, expires });

describe('first-screen gate', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-first-screen');
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('shows the prerendered home screen to a visitor on / in the default language', () => {
    expect(shown('/')).toBe(true);
    expect(shown('/?utm_source=x', { language: language('en', Date.now() + 60_000) })).toBe(true);
    // An expired choice falls back to the default language (lib/i18n/language-store.ts).
    expect(shown('/', { language: language('de', Date.now() - 1) })).toBe(true);
  });

  it('hides it on other pages, for a logged-in user (or an admin switched into one) and in another language', () => {
    expect(shown('/search/airports/den')).toBe(false);
    expect(shown('/login')).toBe(false);
    expect(shown('/', { token: 't' })).toBe(false);
    localStorage.clear();
    expect(shown('/', { admin_token: 't' })).toBe(false);
    localStorage.clear();
    expect(shown('/', { language: language('de', Date.now() + 60_000) })).toBe(false);
  });

  it('hides it for a brand variant whose cached config names another brand, keeps it for the default brand', () => {
    expect(shown('/', { app_config: JSON.stringify({ brand_name: 'Crashpad' }) })).toBe(true);
    localStorage.clear();
    document.documentElement.removeAttribute('data-first-screen');
    expect(shown('/', { app_config: JSON.stringify({ brand_name: 'Pad Crew' }) })).toBe(false);
  });

  it('hides it when the stored language cannot be read', () => {
    expect(shown('/', { language: '{not json' })).toBe(false);
  });

  it('shows the prerendered search screen on a search address whose query the page does not read, to the same visitors only', () => {
    for (const path of ['/search/airports/den', '/search/airports/DEN/', '/Search/Cities/US-Denver', '/search/airports/den?fbclid=IwAR0x&utm_source=whatsapp']) {
      expect(screenAt(path), path).toBe('search');
    }
    // A sort or a filter in the query renders other controls than the prerender's.
    for (const query of ['?sort=price&dir=asc', '?utm_source=x&gender=female', '?occupied=hide', '?dir', '?a=1&sort']) {
      expect(screenAt(`/search/airports/den${query}`), query).toBeNull();
    }
    for (const path of ['/search/airports', '/search/airports/den/map', '/searches/airports/den']) expect(screenAt(path), path).toBeNull();
    expect(screenAt('/search/airports/den', { token: 't' })).toBeNull();
    localStorage.clear();
    expect(screenAt('/search/cities/x', { language: language('fr', Date.now() + 60_000) })).toBeNull();
  });

  it("keeps the taps on the shown screen's buttons for the app to replay, and only those", () => {
    document.body.innerHTML = '<div id="root"><div data-first-screen="search"><button type="button">Price</button><button type="submit">Go</button></div></div><button type="button">Outside</button>';
    expect(screenAt('/search/airports/den')).toBe('search');
    const [price, submit, outside] = [...document.querySelectorAll('button')];
    price!.click();
    submit!.click();
    outside!.click();
    price!.click();
    expect(window.__firstScreenTaps).toEqual([price, price]);
    // Once the app's render has replaced the screen, nothing more is kept.
    document.getElementById('root')!.replaceChildren(price!);
    price!.click();
    expect(window.__firstScreenTaps).toHaveLength(2);
    document.body.replaceChildren();
    delete window.__firstScreenTaps;
  });

  it("matches search addresses with the app's own pattern and keys (the gate is inlined as written, so it carries copies)", () => {
    expect(gate).toContain(SEARCH_ADDRESS.toString());
    // The keys the search page looks for in its query, as it looks them up.
    const read: string[] = [];
    parseSearchParams(new Proxy({}, { has: (_target, key) => (read.push(String(key)), false) }));
    expect(read.length).toBeGreaterThan(0);
    expect(gate).toContain(`[?&](${read.join('|')})(=|&|$)`);
  });
});
