// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withEntryStylesInline } from './inline-entry-style';

const bundle = {
  'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js' },
  'assets/start-b.css': { type: 'asset', fileName: 'assets/start-b.css', source: ':root{--c:#000}body{margin:0}' },
};

describe('inlineEntryStyle', () => {
  it('puts a render-blocking style sheet of the build inline where its link was, with a disabled link for Vite\'s loader', () => {
    const html = '<head><script type="module" src="/assets/index-a.js"></script><link rel="stylesheet" crossorigin href="/assets/start-b.css"><style>.later{}</style></head>';
    expect(withEntryStylesInline(html, bundle)).toBe(
      '<head><script type="module" src="/assets/index-a.js"></script>' +
        '<link rel="stylesheet" href="/assets/start-b.css" crossorigin="" disabled><style data-href="/assets/start-b.css">:root{--c:#000}body{margin:0}</style>' +
        '<style>.later{}</style></head>',
    );
  });

  it('leaves disabled links (already inline) and sheets that are not in the build alone', () => {
    const html = '<link rel="stylesheet" href="/assets/start-b.css" crossorigin="" disabled><link rel="stylesheet" href="/vendor/x.css">';
    expect(withEntryStylesInline(html, bundle)).toBe(html);
  });
});
