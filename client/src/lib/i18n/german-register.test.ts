import { describe, expect, it } from 'vitest';
import { informalGermanStrings } from '@crashpad/sync/i18n/informal-german';

/**
 * The German interface addresses the reader formally ("Sie", "Ihr", "Ihnen"), like the server
 * messages and e-mails: a marketplace that handles rent money does not switch to "du" halfway.
 */
const locales = import.meta.glob<Record<string, unknown>>('../../locales/de/*.json', { eager: true, import: 'default' });
const pages = import.meta.glob<string>('../../content/de/*.md', { query: '?raw', import: 'default', eager: true });

describe('German register', () => {
  it('reads every German locale file', () => {
    expect(Object.keys(locales).length).toBeGreaterThan(20);
  });

  it('uses no informal pronoun in any German interface string', () => {
    expect(Object.entries(locales).flatMap(([file, content]) => informalGermanStrings(content, file))).toEqual([]);
  });

  it('uses no informal pronoun on any German content page', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(10);
    const lines = Object.entries(pages).flatMap(([file, text]) => text.split('\n').map((line, i) => [`${file}:${i + 1}`, line] as const));
    expect(informalGermanStrings(Object.fromEntries(lines))).toEqual([]);
  });
});
