import { GENDER_PREFERENCES, LISTING_SORTS } from '@crashpad/sync';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { oddSearchValues } from '../../../test-support/odd-search-values';
import { parseSearchParams, type SearchParams } from './search-params';

// The valibot schema `validateSearch` used before it moved off the first load, for comparison.
const reference = v.object({
  sort: v.fallback(v.optional(v.picklist(LISTING_SORTS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  occupied: v.fallback(v.optional(v.picklist(['show', 'hide'])), undefined),
  gender: v.fallback(v.optional(v.picklist(GENDER_PREFERENCES)), undefined),
});
function referenceParse(raw: Record<string, unknown>): SearchParams {
  const parsed = v.parse(reference, raw);
  const out: SearchParams = {};
  if (parsed.sort && parsed.dir) {
    out.sort = parsed.sort;
    out.dir = parsed.dir;
  }
  if (parsed.occupied === 'hide') out.occupied = 'hide';
  if (parsed.gender && parsed.gender !== 'all') out.gender = parsed.gender;
  return out;
}

describe('parseSearchParams without valibot', () => {
  const odd = oddSearchValues([...LISTING_SORTS, 'asc', 'desc', 'show', 'hide', ...GENDER_PREFERENCES]);

  it('reads every field as the valibot schema did, for odd values too', () => {
    for (const key of ['sort', 'dir', 'occupied', 'gender']) {
      for (const value of odd) {
        const search = { sort: 'price', dir: 'asc', [key]: value };
        expect(parseSearchParams(search), `${key}=${JSON.stringify(value)}`).toStrictEqual(referenceParse(search));
      }
    }
  });

  it('keeps a full valid state and drops unknown keys', () => {
    const search = { sort: 'date', dir: 'desc', occupied: 'hide', gender: 'female', page: 3, q: 'x' };
    expect(parseSearchParams(search)).toStrictEqual({ sort: 'date', dir: 'desc', occupied: 'hide', gender: 'female' });
    expect(parseSearchParams(search)).toStrictEqual(referenceParse(search));
  });
});
