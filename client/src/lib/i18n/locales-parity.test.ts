import { LANGUAGES } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';

/**
 * Guards every area's strings: each `locales/<lng>/<area>.json` must exist in all five
 * languages with the same keys, non-empty values and the same {{placeholders}}.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

const byLanguage = new Map<string, Map<string, Map<string, unknown>>>();
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng = '', area = ''] = match;
  if (!byLanguage.has(lng)) byLanguage.set(lng, new Map());
  byLanguage.get(lng)!.set(area, flatten(content));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('exist for exactly the five UI languages', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  const areas = [...new Set([...byLanguage.values()].flatMap((m) => [...m.keys()]))].sort();

  it.each(areas)('area "%s" has the same keys in every language', (area) => {
    const keySets = LANGUAGES.map((lng) => ({ lng, keys: [...(byLanguage.get(lng)?.get(area)?.keys() ?? [])].sort() }));
    const all = [...new Set(keySets.flatMap((k) => k.keys))].sort();
    for (const { lng, keys } of keySets) {
      const missing = all.filter((key) => !keys.includes(key));
      expect(missing, `locales/${lng}/${area}.json is missing keys`).toEqual([]);
    }
  });

  it.each(areas)('area "%s" has non-empty strings with matching placeholders', (area) => {
    const en = byLanguage.get('en')?.get(area) ?? new Map<string, unknown>();
    for (const lng of LANGUAGES) {
      for (const [key, value] of byLanguage.get(lng)?.get(area) ?? []) {
        expect(typeof value === 'string' && value.trim() !== '', `${lng}/${area}: ${key} must be a non-empty string`).toBe(true);
        if (en.has(key)) expect(placeholders(value), `${lng}/${area}: ${key} placeholders`).toEqual(placeholders(en.get(key)));
      }
    }
  });

  it('never defines the same key in two areas of one language (the bundles are merged)', () => {
    for (const [lng, areasOfLng] of byLanguage) {
      const seen = new Map<string, string>();
      for (const [area, keys] of areasOfLng) {
        for (const key of keys.keys()) {
          expect(seen.get(key), `${lng}: "${key}" is in both ${seen.get(key)}.json and ${area}.json`).toBeUndefined();
          seen.set(key, area);
        }
      }
    }
  });
});
