// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkCss, FIRST_SCREEN_GATE, FIRST_SCREENS, withFirstScreens } from './prerender-first-screen';

const page = '<html><head></head><body><div id="root"></div></body></html>';
const screen = '<header>h</header><main id="main-content"><h1>Crashpad</h1></main>';

describe('prerenderFirstScreen', () => {
  it('puts each screen into #root, hidden until the gate shows it, with the styles and the gate in the head', () => {
    const style = { tag: 'style', children: '.hero{}', injectTo: 'head' as const };
    const search = '<header>h</header><main id="main-content"><ul></ul></main>';
    const { html, tags } = withFirstScreens(page, [{ name: 'home', markup: screen }, { name: 'search', markup: search }], [style]);
    expect(html).toContain(`<div id="root"><div data-first-screen="home" hidden>${screen}</div><div data-first-screen="search" hidden>${search}</div></div>`);
    expect(tags).toEqual([style, { tag: 'script', children: FIRST_SCREEN_GATE, injectTo: 'head' }]);
  });

  it('prerenders the screens the gate can show: home on `/`, search on a search address', () => {
    expect(FIRST_SCREENS).toEqual([{ name: 'home', path: '/' }, { name: 'search', path: '/search/airports/den' }]);
    expect(FIRST_SCREEN_GATE).toContain("'home'");
    expect(FIRST_SCREEN_GATE).toContain("'search'");
  });

  it('fails the build on a render without a page or an index.html without #root', () => {
    expect(() => withFirstScreens(page, [{ name: 'search', markup: '<div>error</div>' }], [])).toThrow(/search screen has no <main>/);
    expect(() => withFirstScreens('<body></body>', [{ name: 'home', markup: screen }], [])).toThrow(/no <div id="root">/);
  });

  it("finds a screen chunk's style sheets, and fails without that chunk", () => {
    const bundle = { 'assets/home-b.js': { type: 'chunk', name: 'home', fileName: 'assets/home-b.js', viteMetadata: { importedCss: new Set(['assets/home-a.css']) } }, 'assets/x.css': { type: 'asset', fileName: 'assets/x.css' } };
    expect(chunkCss(bundle, 'home')).toEqual(['assets/home-a.css']);
    expect(() => chunkCss(bundle, 'search')).toThrow(/search/);
  });
});
