import { AIRPORT_RADIUS_MILES, type AirportCard, type City, type CountryCities, type DirectoryCountry } from '@crashpad/sync';
import type { ListingsRepo } from '../listings/listings-repo.js';
import { haversineMiles } from '../search/geo.js';
import type { AirportCatalogue, CatalogueAirport, CatalogueCity } from './airport-catalogue.js';

/** How far a city's airports may lie from its centre; bounds the candidate lookup for city counts. */
const CITY_SPREAD_MILES = 100;

interface Counts {
  airports: Map<string, number>;
  cities: Map<string, number>;
  countries: Map<string, number>;
}

const card = (a: CatalogueAirport, c: Counts): AirportCard => ({
  id: a.id, prefix: a.prefix, name: a.name, city: a.city, city_id: a.cityId, country: a.country, country_code: a.countryCode,
  lat: a.lat, lng: a.lng, total_listings: c.airports.get(a.id) ?? 0,
});
const city = (x: CatalogueCity, c: Counts): City => ({
  id: x.id, name: x.name, display_name: x.display_name, country_code: x.countryCode, listings_count: c.cities.get(x.id) ?? 0,
  airports_count: x.airports.length, special_offer_count: 0, event_count: 0, lat: x.lat, long: x.lng, prefix: x.prefix,
});
const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
/** A city is listed when it or one of its airports has listings nearby (or always with `all`). */
const keep = (x: CatalogueCity, c: Counts, all: boolean) => all || (c.cities.get(x.id) ?? 0) > 0 || x.airports.some((a) => (c.airports.get(a.id) ?? 0) > 0);

/**
 * Directory answers (spec 2 §2 "Airports directory"): listing counts are of distinct active
 * listings, the same rule as search: an airport counts those within AIRPORT_RADIUS_MILES of it;
 * a city those within that radius of its centre or of one of its own airports (a city contains
 * its airports: never 0 beside an airport with 1); a country each listing in its cities once,
 * however many overlapping city radii it lies in (issue 8 #9). One pass over the active
 * listings' positions; each looks up nearby airports on the grid.
 */
export function directoryService(catalogue: AirportCatalogue, listings: ListingsRepo) {
  async function counts(): Promise<Counts> {
    const positions = await listings.collection.find({ status: 2 }, { projection: { latitude: 1, longitude: 1 } });
    const airports = new Map<string, number>();
    const cities = new Map<string, number>();
    const countries = new Map<string, number>();
    for (const p of positions) {
      const point = { lat: p.latitude, lng: p.longitude };
      // Sets: each listing counts at most once per city and per country.
      const nearCities = new Set<string>();
      const candidates = new Set<string>();
      for (const a of catalogue.airportsNear(point, AIRPORT_RADIUS_MILES + CITY_SPREAD_MILES)) {
        if (haversineMiles(point, a) <= AIRPORT_RADIUS_MILES) {
          add(airports, a.id);
          nearCities.add(a.cityId);
        }
        candidates.add(a.cityId);
      }
      for (const id of candidates) {
        const centre = catalogue.city(id);
        if (centre && haversineMiles(point, centre) <= AIRPORT_RADIUS_MILES) nearCities.add(id);
      }
      const nearCountries = new Set<string>();
      for (const id of nearCities) {
        add(cities, id);
        const country = catalogue.city(id)?.countryCode;
        if (country) nearCountries.add(country);
      }
      for (const code of nearCountries) add(countries, code);
    }
    return { airports, cities, countries };
  }

  return {
    /** GET /airports: countries → cities → airport cards. */
    async directory(all: boolean): Promise<{ radius_miles: number; countries: DirectoryCountry[] }> {
      const c = await counts();
      const countries = catalogue.countries
        .map((country) => ({
          name: country.name,
          code: country.code,
          listings_count: c.countries.get(country.code) ?? 0,
          cities: country.cities.filter((x) => keep(x, c, all)).map((x) => ({ ...city(x, c), airports: x.airports.map((a) => card(a, c)) })),
        }))
        .filter((country) => country.cities.length > 0);
      return { radius_miles: AIRPORT_RADIUS_MILES, countries };
    },

    /** GET /cities: countries with their cities. */
    async cities(all: boolean): Promise<{ countries: CountryCities[] }> {
      const c = await counts();
      const countries = catalogue.countries
        .map((country) => ({ name: country.name, code: country.code, listings_count: c.countries.get(country.code) ?? 0, cities: country.cities.filter((x) => keep(x, c, all)).map((x) => city(x, c)) }))
        .filter((country) => country.cities.length > 0);
      return { countries };
    },

    /** GET /airports/count: the catalogue's size and how many airports have listings nearby. */
    async count(): Promise<{ total: number; with_listings: number }> {
      const c = await counts();
      return { total: catalogue.airports.length, with_listings: [...c.airports.values()].filter((n) => n > 0).length };
    },
  };
}
