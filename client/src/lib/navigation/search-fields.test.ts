import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { oddSearchValues } from '../../test-support/odd-search-values';
import { oneOf, readSearchFields } from './search-fields';

// What the routes' search params went through before (valibot), for comparison.
const reference = v.object({
  a: v.fallback(v.optional(v.picklist(['x', 'y'])), undefined),
  b: v.fallback(v.optional(v.picklist(['z'])), undefined),
});
const parse = (search: Record<string, unknown>) => readSearchFields<{ a: 'x' | 'y'; b: 'z' }>(search, { a: oneOf(['x', 'y'] as const), b: oneOf(['z'] as const) });

describe('readSearchFields', () => {
  it('keeps present keys (undefined when unusable), leaves absent keys out and drops unknown ones, as valibot did', () => {
    expect(parse({})).toStrictEqual({});
    expect(parse({ a: 'x', c: 1 })).toStrictEqual({ a: 'x' });
    expect(parse({ a: 'nope' })).toStrictEqual({ a: undefined });
    expect(parse({ a: undefined, b: 'z' })).toStrictEqual({ a: undefined, b: 'z' });
  });

  it('gives the same result as the valibot schema for every odd value, in every field', () => {
    for (const value of oddSearchValues(['x', 'y', 'z'])) {
      for (const search of [{ a: value }, { b: value }, { a: value, b: value, other: value }]) {
        expect(parse(search), JSON.stringify(search)).toStrictEqual(v.parse(reference, search));
      }
    }
  });
});
