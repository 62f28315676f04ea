import { CONTENT_LANGUAGES } from '@crashpad/sync';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { lexer, type Token, type Tokens } from 'marked';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownView } from './components/markdown-view';
import { CONTENT_PAGES } from './model/content-pages';
import { linkTarget } from './model/link-target';

const files = import.meta.glob<string>('../../content/*/*.md', { query: '?raw', import: 'default', eager: true });
const text = (lng: string, page: string) => files[`../../content/${lng}/${page}.md`];

/** Routes of the app (and of the spec) that content pages may link to, besides content pages. */
const APP_ROUTES = ['/', '/airports', '/contact', '/create-account', '/forgot', '/terms', '/messages', '/my-crashpads', '/account-setting'];

function walk(tokens: readonly Token[], visit: (t: Token) => void): void {
  for (const t of tokens) {
    visit(t);
    if (t.type === 'list') walk((t as Tokens.List).items, visit);
    if (t.type === 'table') for (const cell of [...(t as Tokens.Table).header, ...(t as Tokens.Table).rows.flat()]) walk(cell.tokens, visit);
    if ('tokens' in t && Array.isArray(t.tokens)) walk(t.tokens as Token[], visit);
  }
}

function outline(markdown: string) {
  const headings: number[] = [];
  const links: string[] = [];
  const placeholders = [...markdown.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  let tables = 0;
  walk(lexer(markdown), (t) => {
    if (t.type === 'heading') headings.push((t as Tokens.Heading).depth);
    if (t.type === 'link') links.push((t as Tokens.Link).href);
    if (t.type === 'table') tables += 1;
  });
  return { headings, links, tables, placeholders };
}

describe('content pages', () => {
  it.each(CONTENT_PAGES)('%s exists in all six languages with the same structure and links as in English', (page) => {
    const english = outline(text('en', page) ?? '');
    expect(english.headings[0]).toBe(1);
    expect(english.headings.filter((d) => d === 1)).toHaveLength(1);
    expect(english.headings.filter((d) => d === 2).length).toBeGreaterThanOrEqual(2);
    const words = (text('en', page) ?? '').split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(420);
    for (const lng of CONTENT_LANGUAGES) {
      const markdown = text(lng, page);
      expect(markdown, `${lng}/${page}.md`).toBeTypeOf('string');
      expect(outline(markdown ?? ''), `${lng}/${page}.md`).toEqual(english);
    }
  });

  it('links only to pages that exist', () => {
    for (const [path, markdown] of Object.entries(files)) {
      for (const href of outline(markdown).links) {
        const target = linkTarget(href);
        expect(target.kind, `${path}: ${href}`).toBe('internal');
        if (target.kind !== 'internal') continue;
        const known = APP_ROUTES.includes(target.to) || (CONTENT_PAGES as readonly string[]).includes(target.to.slice(1));
        expect(known, `${path}: ${href}`).toBe(true);
      }
    }
  });

  it('has no pages beyond the known ones', () => {
    const pages = new Set(Object.keys(files).map((p) => /\/([a-z-]+)\.md$/.exec(p)?.[1]));
    expect([...pages].sort()).toEqual([...CONTENT_PAGES].sort());
  });
});

async function renderMarkdown(markdown: string) {
  const rootRoute = createRootRoute({ component: () => <MarkdownView markdown={markdown} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const view = render(<RouterProvider router={router} />);
  await view.findAllByRole('heading');
  return view;
}

describe('MarkdownView', () => {
  afterEach(cleanup);

  it.each(CONTENT_LANGUAGES)('renders every page in %s with its title as the only h1 and linkable sections', async (lng) => {
    for (const page of CONTENT_PAGES) {
      const view = await renderMarkdown(text(lng, page) ?? '');
      const h1 = view.container.querySelectorAll('h1');
      expect(h1, `${lng}/${page}`).toHaveLength(1);
      expect(h1[0]?.textContent?.trim().length).toBeGreaterThan(2);
      for (const h2 of view.container.querySelectorAll('h2')) expect(h2.id, `${lng}/${page}: ${h2.textContent}`).not.toBe('');
      view.unmount();
    }
  });

  it('renders our links as router links and never passes raw HTML or unsafe links through', async () => {
    const view = await renderMarkdown(
      [
        '# Title',
        '',
        '<script>window.pwned = true</script>',
        '',
        '<img src="x" onerror="window.pwned = true">',
        '',
        'Text with <b onclick="x()">bold</b>, [fees](/fees), [prices](/fees#autopay), [bad](javascript:alert(1)), [far](//evil.example) and [mail](mailto:help@crashpad.example).',
        '',
        '| Plan | Price |',
        '| --- | --- |',
        '| basic | $49 |',
      ].join('\n'),
    );
    const { container } = view;
    expect(container.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = true</script>');
    const anchors = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(anchors).toEqual(['/fees', '/fees#autopay', 'mailto:help@crashpad.example']);
    expect(view.getByText('bad').closest('a')).toBeNull();
    expect(view.getByText('far').closest('a')).toBeNull();
    expect(view.getByRole('columnheader', { name: 'Price' })).toBeTruthy();
    expect(view.getByRole('cell', { name: '$49' })).toBeTruthy();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
