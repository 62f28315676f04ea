import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { oddSearchValues } from '../../../test-support/odd-search-values';
import { parseInboxSearch } from './inbox-search-params';

// The valibot schema `validateSearch` used before it moved off the first load, for comparison.
const reference = v.object({
  tab: v.fallback(v.optional(v.picklist(['active', 'archived'])), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined),
});

describe('parseInboxSearch without valibot', () => {
  it('trims the search, keeps up to 200 characters and drops a wrong tab', () => {
    expect(parseInboxSearch({ tab: 'archived', q: '  crew  ' })).toStrictEqual({ tab: 'archived', q: 'crew' });
    expect(parseInboxSearch({ tab: 'spam', q: 'x'.repeat(201) })).toStrictEqual({ tab: undefined, q: undefined });
    expect(parseInboxSearch({})).toStrictEqual({});
  });

  it('gives what the valibot schema gave for odd values and the corners of Unicode', () => {
    for (const value of oddSearchValues(['active', 'archived', 'crew'])) {
      for (const search of [{ tab: value }, { q: value }, { tab: value, q: value, page: value }]) {
        expect(parseInboxSearch(search), JSON.stringify(search)).toStrictEqual(v.parse(reference, search));
      }
    }
  });
});
