import { describe, expect, it } from 'vitest';
import { airportCatalogue, buildCatalogue } from './airport-catalogue.js';

const row = (iata: string, over: Record<string, string> = {}) => ({
  type: 'medium_airport', name: `${iata} Airport`, latitude_deg: '40', longitude_deg: '-100', iso_country: 'US',
  iso_region: 'US-CO', municipality: 'Springfield', scheduled_service: 'yes', iata_code: iata, ...over,
});

describe('airport catalogue', () => {
  it('keeps only airports with an IATA code and scheduled service, one per code, large first', () => {
    const c = buildCatalogue(
      [row('AAA'), row('BBB', { scheduled_service: 'no' }), row(''), row('CCC', { latitude_deg: '41', type: 'medium_airport' }),
        row('CCC', { latitude_deg: '42', type: 'large_airport' })],
      [{ code: 'US', name: 'United States' }],
    );
    expect(c.airports.map((a) => a.prefix)).toEqual(['AAA', 'CCC']);
    expect(c.airport('ccc')).toMatchObject({ lat: 42, large: true });
  });

  it('groups airports into cities whose centre is the mean of their airports', () => {
    const c = buildCatalogue(
      [row('AAA', { latitude_deg: '40', longitude_deg: '-100' }), row('BBB', { latitude_deg: '41', longitude_deg: '-101', type: 'large_airport' }),
        row('ZZZ', { municipality: 'São Paulo', iso_country: 'BR', iso_region: 'BR-SP' })],
      [{ code: 'US', name: 'United States' }, { code: 'BR', name: 'Brazil' }],
    );
    const city = c.city('US-springfield')!;
    expect(city).toMatchObject({ name: 'Springfield', display_name: 'Springfield, CO', prefix: 'BBB', lat: 40.5, lng: -100.5 });
    expect(c.countries.map((x) => x.name)).toEqual(['Brazil', 'United States']);
    expect(c.city('BR-sao-paulo')?.display_name).toBe('São Paulo, Brazil');
  });

  it('keeps same-named places far apart as different cities, and near ones together', () => {
    const c = buildCatalogue(
      [row('BDR', { municipality: 'Bridgeport', iso_region: 'US-CT', latitude_deg: '41.16', longitude_deg: '-73.13' }),
        row('CKB', { municipality: 'Bridgeport', iso_region: 'US-WV', latitude_deg: '39.30', longitude_deg: '-80.23' }),
        row('ICN', { municipality: 'Seoul', iso_country: 'KR', iso_region: 'KR-28', latitude_deg: '37.46', longitude_deg: '126.44', type: 'large_airport' }),
        row('GMP', { municipality: 'Seoul', iso_country: 'KR', iso_region: 'KR-11', latitude_deg: '37.56', longitude_deg: '126.79', type: 'large_airport' })],
      [{ code: 'US', name: 'United States' }, { code: 'KR', name: 'South Korea' }],
    );
    expect(c.city('US-bridgeport')).toMatchObject({ display_name: 'Bridgeport, CT', prefix: 'BDR', lat: 41.16 });
    expect(c.city('US-bridgeport')!.airports.map((a) => a.prefix)).toEqual(['BDR']);
    expect(c.city('US-bridgeport-wv')).toMatchObject({ display_name: 'Bridgeport, WV', prefix: 'CKB' });
    expect(c.airport('CKB')?.cityId).toBe('US-bridgeport-wv');
    expect(c.city('KR-seoul')!.airports.map((a) => a.prefix).sort()).toEqual(['GMP', 'ICN']);
  });

  it('never puts one city\'s airports far apart in the bundled dataset (Portland, Columbus, Bridgeport)', () => {
    const c = airportCatalogue();
    expect(c.airport('CKB')?.cityId).not.toBe(c.airport('BDR')?.cityId);
    expect(c.airport('PWM')?.cityId).not.toBe(c.airport('PDX')?.cityId);
    expect([c.city(c.airport('PDX')!.cityId)?.display_name, c.city(c.airport('PWM')!.cityId)?.display_name]).toEqual(['Portland, OR', 'Portland, ME']);
    for (const country of c.countries) {
      for (const city of country.cities) {
        for (const a of city.airports) expect(Math.abs(a.lat - city.lat) + Math.abs(a.lng - city.lng), `${city.id} ${a.prefix}`).toBeLessThan(4);
      }
    }
  });

  it('loads the bundled dataset with the crew bases', () => {
    const c = airportCatalogue();
    expect(c.airports.length).toBeGreaterThan(2000);
    for (const code of ['DEN', 'ORD', 'ATL', 'DFW', 'LAX', 'JFK', 'EWR', 'IAH', 'SFO', 'MIA', 'SEA', 'PHX']) expect(c.airport(code)).toBeDefined();
    expect(c.airport('DEN')).toMatchObject({ city: 'Denver', countryCode: 'US', country: 'United States' });
    expect(c.city('US-new-york')?.airports.map((a) => a.prefix)).toEqual(expect.arrayContaining(['JFK', 'LGA']));
  });

  it('finds airports near a point and across the antimeridian', () => {
    const c = airportCatalogue();
    const nyc = c.airportsNear({ lat: 40.7128, lng: -74.006 }, 30).map((a) => a.prefix);
    expect(nyc).toEqual(expect.arrayContaining(['JFK', 'LGA', 'EWR']));
    expect(nyc).not.toContain('ORD');
    const suva = c.airport('SUV');
    if (suva) expect(c.airportsNear({ lat: suva.lat, lng: suva.lng }, 5).map((a) => a.prefix)).toContain('SUV');
  });

  it('suggests the exact code first, then city and airport names', () => {
    const c = airportCatalogue();
    expect(c.search('den', 5).data[0]?.prefix).toBe('DEN');
    const chicago = c.search('chicago', 10).data.map((a) => a.prefix);
    expect(chicago).toEqual(expect.arrayContaining(['ORD', 'MDW']));
    expect(c.search('zzzzzz', 5)).toEqual({ total: 0, data: [] });
  });
});
