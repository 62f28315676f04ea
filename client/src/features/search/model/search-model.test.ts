import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@crashpad/sync';
import { groupResults, measuredFromCentre } from './result-groups';
import { badgesOf } from './listing-badges';
import { formatAverage, formatRentRange } from './price-range';
import { parseSearchParams, toApiQuery } from './search-params';
import { nextSort, sortDirectionOf } from './sort-cycle';

describe('nextSort', () => {
  it('cycles one sort default → asc → desc → default', () => {
    const a = nextSort({}, 'price');
    expect(a).toEqual({ sort: 'price', dir: 'asc' });
    const b = nextSort(a, 'price');
    expect(b).toEqual({ sort: 'price', dir: 'desc' });
    expect(nextSort(b, 'price')).toEqual({ sort: undefined, dir: undefined });
  });
  it('starts another sort at asc, so only one is active', () => {
    expect(nextSort({ sort: 'price', dir: 'desc' }, 'title')).toEqual({ sort: 'title', dir: 'asc' });
    expect(sortDirectionOf({ sort: 'title', dir: 'asc' }, 'price')).toBe('none');
    expect(sortDirectionOf({ sort: 'title', dir: 'asc' }, 'title')).toBe('asc');
  });
});

describe('parseSearchParams', () => {
  it('keeps valid values and leaves defaults out of the URL', () => {
    expect(parseSearchParams({ sort: 'newest', dir: 'desc', occupied: 'hide', gender: 'female' })).toEqual({ sort: 'newest', dir: 'desc', occupied: 'hide', gender: 'female' });
    expect(parseSearchParams({ occupied: 'show', gender: 'all' })).toEqual({});
  });
  it('drops typed garbage and a sort without a direction instead of failing', () => {
    expect(parseSearchParams({ sort: 'rent', dir: 'up', occupied: 1, gender: ['x'] })).toEqual({});
    expect(parseSearchParams({ sort: 'title' })).toEqual({});
    expect(parseSearchParams({ dir: 'asc' })).toEqual({});
  });
  it('fills the defaults into the API query', () => {
    expect(toApiQuery({}, 1, 20)).toEqual({ sort: undefined, dir: undefined, occupied: 'show', gender: 'all', page: 1, limit: 20 });
    expect(toApiQuery({ sort: 'price', dir: 'desc', gender: 'male' }, 3, 20)).toMatchObject({ sort: 'price', dir: 'desc', gender: 'male', page: 3 });
  });
});

describe('badgesOf', () => {
  it('names Featured, No Vacancy and Last N Beds with the vacant count, then the gender', () => {
    expect(badgesOf({ badges: ['featured', 'last_beds'], num_vacant_beds: 2, gender_preference: 'female' })).toEqual([
      { key: 'featured', tone: 'accent' },
      { key: 'last_beds', count: 2, tone: 'warning' },
      { key: 'female', tone: 'info' },
    ]);
    expect(badgesOf({ badges: ['no_vacancy'], num_vacant_beds: 0, gender_preference: 'all' })).toEqual([{ key: 'no_vacancy', tone: 'danger' }]);
    expect(badgesOf({ badges: [], num_vacant_beds: 4, gender_preference: 'all' })).toEqual([]);
  });
});

describe('price formatting', () => {
  it('formats cents as whole dollars and shows a range only when enabled and higher', () => {
    expect(formatRentRange({ rate_per_from: 30000, rate_per_to: 45000, enable_price_range: true }, 'en')).toBe('$300 – $450');
    expect(formatRentRange({ rate_per_from: 30000, rate_per_to: 45000, enable_price_range: false }, 'en')).toBe('$300');
    expect(formatRentRange({ rate_per_from: 30050, rate_per_to: null, enable_price_range: true }, 'en')).toBe('$300.50');
  });
  it('formats the average or nothing when no listing matched', () => {
    expect(formatAverage({ low: 31000, high: 40000 }, 'en')).toBe('$310 – $400');
    expect(formatAverage({ low: null, high: null }, 'en')).toBeNull();
  });
});

const card = (id: string, featured: boolean, rate: number) => ({ id, featured, rate_per_from: rate }) as unknown as ListingCard;

describe('result groups (issue 8 #10)', () => {
  it('puts featured listings in their own group and keeps the sorted rest in order', () => {
    const groups = groupResults([card('f1', true, 29_500), card('a', false, 36_000), card('b', false, 37_500), card('f2', true, 40_000)]);
    expect(groups.pinned.map((c) => c.id)).toEqual(['f1', 'f2']);
    expect(groups.rest.map((c) => c.rate_per_from)).toEqual([36_000, 37_500]);
  });
});

describe('measured distance on cards (issue 8 #7)', () => {
  it('shows it for a city and for another airport, not beside the lister\'s distance to the searched airport', () => {
    expect(measuredFromCentre({ prefix: 'DEN', centre_miles: 7.2 }, { kind: 'airport', prefix: 'DEN' })).toBe(false);
    expect(measuredFromCentre({ prefix: 'DEN', centre_miles: 7.2 }, { kind: 'airport', prefix: 'COS' })).toBe(true);
    expect(measuredFromCentre({ prefix: 'DEN', centre_miles: 7.2 }, { kind: 'city', prefix: 'DEN' })).toBe(true);
    expect(measuredFromCentre({ prefix: 'DEN', centre_miles: null }, { kind: 'city', prefix: 'DEN' })).toBe(false);
  });
});
