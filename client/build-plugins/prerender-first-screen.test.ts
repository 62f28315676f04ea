// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_GATE, homeCss, withFirstScreen } from './prerender-first-screen';

const page = '<html><head></head><body><div id="root"></div></body></html>';
const screen = '<header>h</header><main id="main-content"><h1>Crashpad</h1></main>';

describe('prerenderFirstScreen', () => {
  it('puts the screen into #root, hidden until the gate shows it, with its styles and the gate in the head', () => {
    const style = { tag: 'style', children: '.hero{}', injectTo: 'head' as const };
    const { html, tags } = withFirstScreen(page, screen, [style]);
    expect(html).toContain(`<div id="root"><div data-first-screen="home" hidden>${screen}</div></div>`);
    expect(tags).toEqual([style, { tag: 'script', children: FIRST_SCREEN_GATE, injectTo: 'head' }]);
    expect(FIRST_SCREEN_GATE).toContain("setAttribute('data-first-screen', 'home')");
  });

  it('fails the build on a render without a page or an index.html without #root', () => {
    expect(() => withFirstScreen(page, '<div>error</div>', [])).toThrow(/no <main>/);
    expect(() => withFirstScreen('<body></body>', screen, [])).toThrow(/no <div id="root">/);
  });

  it("finds the home chunk's style sheets, and fails without a home chunk", () => {
    const bundle = { 'assets/home-b.js': { type: 'chunk', name: 'home', fileName: 'assets/home-b.js', viteMetadata: { importedCss: new Set(['assets/home-a.css']) } }, 'assets/x.css': { type: 'asset', fileName: 'assets/x.css' } };
    expect(homeCss(bundle)).toEqual(['assets/home-a.css']);
    expect(() => homeCss({ 'assets/x.css': { type: 'asset', fileName: 'assets/x.css' } })).toThrow(/home/);
  });
});
