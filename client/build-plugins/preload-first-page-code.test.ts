// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadFirstPageCode, screenPreloads } from './preload-first-page-code';

type Handler = (html: string, ctx: { bundle?: Record<string, unknown> }) => unknown;
const handler = (preloadFirstPageCode().transformIndexHtml as { handler: Handler }).handler;

const chunk = (name: string, fileName: string, imports: string[], css: string[] = [], isEntry = false) => ({ type: 'chunk', name, fileName, imports, isEntry, viteMetadata: { importedCss: new Set(css) } });
const bundle = {
  'assets/index-a.js': chunk('index', 'assets/index-a.js', ['assets/start-b.js'], [], true),
  'assets/start-b.js': chunk('start', 'assets/start-b.js', []),
  'assets/react-c.js': chunk('react', 'assets/react-c.js', []),
  'assets/shell-d.js': chunk('shell', 'assets/shell-d.js', ['assets/react-c.js', 'assets/start-b.js'], ['assets/shell-d.css']),
  'assets/home-e.js': chunk('home', 'assets/home-e.js', ['assets/shell-d.js', 'assets/react-c.js'], ['assets/home-e.css']),
  'assets/search-f.js': chunk('search', 'assets/search-f.js', ['assets/home-e.js', 'assets/shell-d.js', 'assets/react-c.js', 'assets/start-b.js'], ['assets/search-f.css']),
  'assets/routes-g.js': chunk('routes', 'assets/routes-g.js', ['assets/shell-d.js', 'assets/react-c.js', 'assets/skeleton-h.js'], ['assets/routes-g.css']),
  'assets/skeleton-h.js': chunk('skeleton', 'assets/skeleton-h.js', ['assets/shell-d.js'], ['assets/skeleton-h.css']),
};

/** Runs the inline script as index.html would at `pathname`; returns the links it added. */
function linksAt(pathname: string, script: string) {
  const added: Record<string, string>[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => added.push({ ...link }) } };
  runInNewContext(script, { location: { pathname }, document });
  return added;
}

describe('preloadFirstPageCode', () => {
  it('preloads the search chunk and the chunks it imports that index.html does not link; its styles are inline (prerendered screen)', () => {
    expect(screenPreloads(bundle, 'search')).toEqual([
      ['/assets/home-e.js', 'module'],
      ['/assets/search-f.js', 'module'],
    ]);
  });

  it("adds the search screen's links on the search addresses, and nothing on `/`", () => {
    const [tag] = handler('<html></html>', { bundle }) as { tag: string; children: string; injectTo: string }[];
    expect(tag).toMatchObject({ tag: 'script', injectTo: 'head' });
    for (const address of ['/search/airports/den', '/search/airports/DEN/', '/Search/Cities/US-Denver']) {
      expect(linksAt(address, tag!.children)).toEqual([
        { rel: 'modulepreload', crossOrigin: '', href: '/assets/home-e.js' },
        { rel: 'modulepreload', crossOrigin: '', href: '/assets/search-f.js' },
      ]);
    }
    expect(linksAt('/', tag!.children)).toEqual([]);
  });

  it('preloads the other pages\' routes on every address but `/` and the searches', () => {
    const [tag] = handler('<html></html>', { bundle }) as { children: string }[];
    for (const address of ['/airports', '/search/airports', '/search/airports/den/map', '/listing/01ABC', '/login', '/messages']) {
      expect(linksAt(address, tag!.children), address).toEqual([
        { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/skeleton-h.css' },
        { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/routes-g.css' },
        { rel: 'modulepreload', crossOrigin: '', href: '/assets/skeleton-h.js' },
        { rel: 'modulepreload', crossOrigin: '', href: '/assets/routes-g.js' },
      ]);
    }
  });

  it('fails the build without a search chunk (a renamed group must not drop the preloads silently)', () => {
    const { 'assets/search-f.js': _search, ...withoutSearch } = bundle;
    expect(() => screenPreloads(withoutSearch, 'search')).toThrow(/search/);
    const { 'assets/routes-g.js': _routes, ...withoutRoutes } = bundle;
    expect(() => handler('<html></html>', { bundle: withoutRoutes })).toThrow(/routes/);
  });
});
