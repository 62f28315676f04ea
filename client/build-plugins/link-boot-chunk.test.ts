// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkBootChunk } from './link-boot-chunk';

type Handler = (html: string, ctx: { bundle?: Record<string, unknown> }) => unknown;
const handler = (linkBootChunk().transformIndexHtml as { handler: Handler }).handler;

describe('linkBootChunk', () => {
  it("modulepreloads the shell chunk and links its style sheets from index.html", () => {
    const bundle = {
      'assets/index-a.js': { type: 'chunk', name: 'index', fileName: 'assets/index-a.js', viteMetadata: { importedCss: new Set() } },
      'assets/shell-b.js': { type: 'chunk', name: 'shell', fileName: 'assets/shell-b.js', viteMetadata: { importedCss: new Set(['assets/shell-c.css']) } },
    };
    expect(handler('<html></html>', { bundle })).toEqual([
      { tag: 'link', attrs: { rel: 'stylesheet', crossorigin: '', href: '/assets/shell-c.css' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/shell-b.js' }, injectTo: 'head' },
    ]);
  });

  it('fails the build without a shell chunk (a renamed group must not drop the links silently)', () => {
    expect(() => handler('<html></html>', { bundle: {} })).toThrow(/shell/);
  });
});
