import { en } from '@crashpad/sync/i18n/en';
import { describe, expect, it } from 'vitest';

/**
 * `loadLanguage` lays the shared server texts over the UI bundle at the top level (init-i18n.ts),
 * so a UI area whose top-level key equals a shared section would lose all its texts at run time
 * without any parity test noticing (rentals' UI texts once vanished behind the shared `rentals`).
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });

describe('UI locale areas and shared server texts', () => {
  it('never share a top-level key', () => {
    const shared = new Set(Object.keys(en));
    const clashes = Object.entries(files).flatMap(([path, content]) => Object.keys(content).filter((key) => shared.has(key)).map((key) => `${path}: ${key}`));
    expect(clashes).toEqual([]);
  });
});
