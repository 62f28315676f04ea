// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineStyle, linkBootChunk } from './link-boot-chunk';

type Handler = (html: string, ctx: { bundle?: Record<string, unknown> }) => unknown;
const handler = (linkBootChunk().transformIndexHtml as { handler: Handler }).handler;

describe('linkBootChunk', () => {
  it("modulepreloads the shell chunk and inlines its style sheets into index.html", () => {
    const bundle = {
      'assets/index-a.js': { type: 'chunk', name: 'index', fileName: 'assets/index-a.js', viteMetadata: { importedCss: new Set() } },
      'assets/shell-b.js': { type: 'chunk', name: 'shell', fileName: 'assets/shell-b.js', viteMetadata: { importedCss: new Set(['assets/shell-c.css']) } },
      'assets/shell-c.css': { type: 'asset', fileName: 'assets/shell-c.css', source: '._header_1{color:red}' },
    };
    expect(handler('<html></html>', { bundle })).toEqual([
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/assets/shell-c.css', crossorigin: '', disabled: true }, injectTo: 'head' },
      { tag: 'style', attrs: { 'data-href': '/assets/shell-c.css' }, children: '._header_1{color:red}', injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/shell-b.js' }, injectTo: 'head' },
    ]);
  });

  it('modulepreloads the chunks the shell imports that the entry does not (React\u2019s runtime), ahead of the shell', () => {
    const bundle = {
      'assets/index-a.js': { type: 'chunk', name: 'index', isEntry: true, fileName: 'assets/index-a.js', imports: ['assets/start-d.js'], viteMetadata: { importedCss: new Set() } },
      'assets/start-d.js': { type: 'chunk', name: 'start', fileName: 'assets/start-d.js', imports: [], viteMetadata: { importedCss: new Set() } },
      'assets/react-e.js': { type: 'chunk', name: 'react', fileName: 'assets/react-e.js', imports: [], viteMetadata: { importedCss: new Set() } },
      'assets/shell-b.js': { type: 'chunk', name: 'shell', fileName: 'assets/shell-b.js', imports: ['assets/react-e.js', 'assets/start-d.js'], viteMetadata: { importedCss: new Set() } },
    };
    expect(handler('<html></html>', { bundle })).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/react-e.js' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/shell-b.js' }, injectTo: 'head' },
    ]);
  });

  it('reads a style sheet given as bytes, and fails on one missing from the bundle', () => {
    const bundle = { 'assets/a.css': { type: 'asset', fileName: 'assets/a.css', source: new TextEncoder().encode('a{}') } };
    expect(inlineStyle(bundle, 'assets/a.css')[1]?.children).toBe('a{}');
    expect(() => inlineStyle(bundle, 'assets/b.css')).toThrow(/b\.css/);
  });

  it('fails the build without a shell chunk (a renamed group must not drop the links silently)', () => {
    expect(() => handler('<html></html>', { bundle: {} })).toThrow(/shell/);
  });
});
