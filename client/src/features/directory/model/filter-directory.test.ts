import { describe, expect, it } from 'vitest';
import { filterDirectory } from './filter-directory';

const countries = [
  {
    name: 'United States',
    cities: [
      { name: 'Denver', display_name: 'Denver, CO', prefix: 'DEN', listings_count: 3, airports: [{ prefix: 'DEN', name: 'Denver International' }] },
      { name: 'Chicago', display_name: 'Chicago, IL', prefix: 'ORD', listings_count: 2, airports: [{ prefix: 'MDW', name: 'Midway' }] },
    ],
  },
  { name: 'México', cities: [{ name: 'Cancún', display_name: 'Cancún', prefix: 'CUN', listings_count: 1 }] },
];

describe('filterDirectory', () => {
  it('returns everything for empty text', () => {
    expect(filterDirectory(countries, '  ')).toHaveLength(2);
  });
  it('keeps matching cities by name, code or airport, ignoring case and accents', () => {
    expect(filterDirectory(countries, 'mdw')[0]?.cities.map((c) => c.name)).toEqual(['Chicago']);
    expect(filterDirectory(countries, 'cancun')[0]?.cities.map((c) => c.name)).toEqual(['Cancún']);
    expect(filterDirectory(countries, 'den')[0]?.cities.map((c) => c.name)).toEqual(['Denver']);
  });
  it('keeps a whole country when its name matches and drops countries without a match', () => {
    expect(filterDirectory(countries, 'united')[0]?.cities).toHaveLength(2);
    expect(filterDirectory(countries, 'zzz')).toEqual([]);
  });
});
