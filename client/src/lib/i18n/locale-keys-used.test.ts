import { describe, expect, it } from 'vitest';

/**
 * Every UI string in `locales/en/*.json` must be used somewhere in the client (or in the shared
 * contract the client reads plan names and labels from), so a replaced screen does not leave its
 * texts behind for translators to keep up. The scan is static and errs on the side of "used":
 *
 * - a quoted key anywhere in the source (`t('crew.toast.saved')`, `{ success: 'crew.toast.saved' }`);
 * - i18next plural and ordinal forms (`_one`, `_other`, `_ordinal_few`…) count as their base key;
 * - a template literal that starts with an area (`tenancy.actions.${action}`) covers the keys it
 *   can produce, each `${…}` standing for one key segment; one ending in `${…}` also covers the
 *   key it makes with any quoted relative key (`signup.${plan.nameKey}` with `'plans.basic'`).
 *
 * A key built some other way (a variable prefix joined with `+`, say) fails here: write the key out,
 * or add its prefix to DYNAMIC_PREFIXES below with a comment naming the code that builds it.
 */
const DYNAMIC_PREFIXES: readonly string[] = [];

const locales = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '../../../../sync/src/**/*.ts', '!../../**/*.test.{ts,tsx}', '!../../test-support/**', '!../../../../sync/src/**/*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function flatten(value: unknown, prefix = '', out: string[] = []): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.push(prefix);
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the source mentions: quoted strings that could be keys, and the keys template literals can build. */
function scan(texts: readonly string[]) {
  const quoted = new Set<string>();
  const templates: RegExp[] = [];
  const completedPrefixes: string[] = [];
  for (const text of texts) {
    for (const m of text.matchAll(/(['"])([A-Za-z0-9_.-]+)\1/g)) quoted.add(m[2]!);
    for (const m of text.matchAll(/`([a-z][a-z_]*\.(?:[^`\\]|\\.)*)`/g)) {
      const parts = m[1]!.split(/\$\{[^}]*\}/);
      if (parts.length < 2) continue;
      templates.push(new RegExp(`^${parts.map(escape).join('[A-Za-z0-9_-]+')}$`));
      if (parts.length === 2 && parts[1] === '') completedPrefixes.push(parts[0]!);
    }
  }
  return (key: string): boolean => {
    const base = key.replace(/(_ordinal)?_(zero|one|two|few|many|other)$/, '');
    return [key, base].some(
      (k) =>
        quoted.has(k) ||
        templates.some((pattern) => pattern.test(k)) ||
        completedPrefixes.some((p) => k.startsWith(p) && quoted.has(k.slice(p.length))) ||
        DYNAMIC_PREFIXES.some((p) => k.startsWith(p)),
    );
  };
}

describe('locale keys', () => {
  const keys = Object.values(locales).flatMap((content) => flatten(content));
  const used = scan(Object.values(sources));

  it('reads the client and contract sources and the English strings', () => {
    expect(Object.keys(sources).some((path) => path.endsWith('app/router.tsx'))).toBe(true);
    expect(Object.keys(sources).some((path) => path.includes('sync/src/'))).toBe(true);
    expect(keys.length).toBeGreaterThan(100);
  });

  it('sees the ways the code names keys', () => {
    const seen = scan(["t('a.b.c')", 'const k = "a.quoted"', 't(`a.actions.${name}`)', 't(`a.${plan.key}`); const plans = [\'plans.basic\']']);
    expect(['a.b.c', 'a.b.c_one', 'a.b.c_ordinal_few', 'a.quoted', 'a.actions.decline', 'a.plans.basic'].filter((k) => !seen(k))).toEqual([]);
    expect(['a.b.c.d', 'a.b.d', 'a.actions.decline.title', 'a.plans.pro', 'b.b.c'].filter(seen)).toEqual([]);
  });

  it('are all used by the client', () => {
    expect(keys.filter((key) => !used(key)), 'unused keys in client/src/locales: remove them from all five languages').toEqual([]);
  });
});
