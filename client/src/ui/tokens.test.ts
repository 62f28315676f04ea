import { describe, expect, it } from 'vitest';

/**
 * The design tokens are the app's one colour system: component and feature styles use the
 * custom properties of tokens.css, never their own hex colours, so the palette changes in one
 * place and stays consistent (issue 8 "Look and feel").
 */
const sheets = import.meta.glob<string>('../**/*.css', { eager: true, query: '?raw', import: 'default' });

describe('design tokens', () => {
  it('are the only place hex colours are written', () => {
    const offenders = Object.entries(sheets)
      .filter(([path]) => !path.endsWith('/tokens.css'))
      .flatMap(([path, css]) => [...css.matchAll(/#[0-9a-fA-F]{3,8}\b/g)].map((m) => `${path}: ${m[0]}`));
    expect(Object.keys(sheets).length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('define the touch target and the type scale the components use', () => {
    const tokens = Object.entries(sheets).find(([path]) => path.endsWith('/tokens.css'))?.[1] ?? '';
    for (const name of ['--tap-target', '--text-xs', '--text-2xl', '--color-price', '--color-on-brand', '--radius-pill']) expect(tokens).toContain(`${name}:`);
  });
});
