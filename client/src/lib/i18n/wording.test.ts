import { describe, expect, it } from 'vitest';

/**
 * Wording rules the parity test does not cover (issue 8 #14): the product says "crashpad", never
 * the abbreviation "CP", in every language; the English interface is US English.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) strings(child, `${path}.${key}`, out);
  return out;
}
const all = Object.entries(files).flatMap(([file, content]) => strings(content, file));

describe('interface wording', () => {
  it('never abbreviates crashpad to CP', () => {
    expect(all.filter(([, text]) => /\bCP\b/.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('writes English in US spelling', () => {
    const british = /\b(neighbour\w*|colour\w*|centre\w*|favourite\w*|cancell(ed|ing)|organis\w*|licence)\b/i;
    const english = all.filter(([path]) => path.includes('/locales/en/'));
    expect(english.length).toBeGreaterThan(100);
    expect(english.filter(([, text]) => british.test(text)).map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });
});
