// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadDefaultLocale } from './preload-default-locale';

type Handler = (html: string, ctx: { bundle?: Record<string, unknown> }) => unknown;
const handlerOf = (lng: string) => (preloadDefaultLocale(lng).transformIndexHtml as { handler: Handler }).handler;

describe('preloadDefaultLocale', () => {
  it("adds a modulepreload of the default language's UI texts chunk to the head", () => {
    const bundle = { 'assets/index-a.js': {}, 'assets/locale-de-ui-b.js': {}, 'assets/locale-en-ui-c_D-1.js': {}, 'assets/locale-en-content-pages-d.js': {} };
    expect(handlerOf('en')('<html></html>', { bundle })).toEqual([{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/locale-en-ui-c_D-1.js' }, injectTo: 'head' }]);
  });

  it('fails the build when the chunk is missing (a renamed chunk must not drop the preload silently)', () => {
    expect(() => handlerOf('en')('<html></html>', { bundle: { 'assets/locale-de-ui-b.js': {} } })).toThrow(/locale-en-ui/);
  });
});
