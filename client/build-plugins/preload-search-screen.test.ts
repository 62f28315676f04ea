// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadSearchScreen, searchScreenPreloads } from './preload-search-screen';

type Handler = (html: string, ctx: { bundle?: Record<string, unknown> }) => unknown;
const handler = (preloadSearchScreen().transformIndexHtml as { handler: Handler }).handler;

const chunk = (name: string, fileName: string, imports: string[], css: string[] = [], isEntry = false) => ({ type: 'chunk', name, fileName, imports, isEntry, viteMetadata: { importedCss: new Set(css) } });
const bundle = {
  'assets/index-a.js': chunk('index', 'assets/index-a.js', ['assets/start-b.js'], [], true),
  'assets/start-b.js': chunk('start', 'assets/start-b.js', []),
  'assets/react-c.js': chunk('react', 'assets/react-c.js', []),
  'assets/shell-d.js': chunk('shell', 'assets/shell-d.js', ['assets/react-c.js', 'assets/start-b.js'], ['assets/shell-d.css']),
  'assets/home-e.js': chunk('home', 'assets/home-e.js', ['assets/shell-d.js', 'assets/react-c.js'], ['assets/home-e.css']),
  'assets/search-f.js': chunk('search', 'assets/search-f.js', ['assets/home-e.js', 'assets/shell-d.js', 'assets/react-c.js', 'assets/start-b.js'], ['assets/search-f.css']),
};

/** Runs the inline script as index.html would at `pathname`; returns the links it added. */
function linksAt(pathname: string, script: string) {
  const added: Record<string, string>[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => added.push({ ...link }) } };
  runInNewContext(script, { location: { pathname }, document });
  return added;
}

describe('preloadSearchScreen', () => {
  it('preloads the search chunk, the chunks it imports that index.html does not link, and their style sheets not inlined', () => {
    expect(searchScreenPreloads(bundle)).toEqual([
      ['/assets/search-f.css', 'style'],
      ['/assets/home-e.js', 'module'],
      ['/assets/search-f.js', 'module'],
    ]);
  });

  it('adds the links on the search addresses only', () => {
    const [tag] = handler('<html></html>', { bundle }) as { tag: string; children: string; injectTo: string }[];
    expect(tag).toMatchObject({ tag: 'script', injectTo: 'head' });
    for (const address of ['/search/airports/den', '/search/airports/DEN/', '/Search/Cities/US-Denver']) {
      expect(linksAt(address, tag!.children)).toEqual([
        { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/search-f.css' },
        { rel: 'modulepreload', crossOrigin: '', href: '/assets/home-e.js' },
        { rel: 'modulepreload', crossOrigin: '', href: '/assets/search-f.js' },
      ]);
    }
    for (const address of ['/', '/airports', '/search/airports', '/search/airports/den/map', '/listing/search']) {
      expect(linksAt(address, tag!.children)).toEqual([]);
    }
  });

  it('fails the build without a search chunk (a renamed group must not drop the preloads silently)', () => {
    const { 'assets/search-f.js': _search, ...withoutSearch } = bundle;
    expect(() => searchScreenPreloads(withoutSearch)).toThrow(/search/);
  });
});
