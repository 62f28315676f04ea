import * as v from 'valibot';
import { AIRPORT_SEARCH_MIN } from './airport-search-limits.js';
import { airportRefSchema, countryCitiesSchema, directoryCountrySchema } from '../entities/airport.js';
import { listingCardSchema } from '../entities/listing.js';
import { LISTING_SORTS } from './listing-sorts.js';
import { LISTINGS_PAGE_SIZE } from './listings-page-size.js';

const LISTINGS_PAGE_MAX = 50;

/** Query strings arrive as text: numbers are parsed from digits only. */
const queryInt = (min: number, max: number) =>
  v.pipe(v.string('validation.invalid'), v.regex(/^\d{1,6}$/, 'validation.invalid'), v.transform(Number), v.minValue(min, 'validation.invalid'), v.maxValue(max, 'validation.invalid'));

/** GET /airports/search?search= */
export const airportSearchQuerySchema = v.strictObject({
  search: v.pipe(v.string('validation.search_min'), v.trim(), v.minLength(AIRPORT_SEARCH_MIN, 'validation.search_min'), v.maxLength(80, 'validation.too_long')),
});
export const airportSearchOutputSchema = v.object({ total: v.number(), data: v.array(v.object({ ...airportRefSchema.entries, city: v.string(), country_code: v.string() })) });


/**
 * The search filters shared by GET /listings and GET /airports/{prefix}/listings. Without a
 * sort, featured listings come first, then the nearest. `occupied=hide` leaves out full
 * listings; `gender` keeps listings for that gender only.
 */
const searchFilterEntries = {
  sort: v.optional(v.picklist(LISTING_SORTS, 'validation.invalid')),
  dir: v.optional(v.picklist(['asc', 'desc'], 'validation.invalid')),
  occupied: v.optional(v.picklist(['show', 'hide'], 'validation.invalid'), 'show'),
  gender: v.optional(v.picklist(['all', 'male', 'female'], 'validation.invalid'), 'all'),
  page: v.optional(queryInt(1, 10_000), '1'),
  limit: v.optional(queryInt(1, LISTINGS_PAGE_MAX), String(LISTINGS_PAGE_SIZE)),
};

/** GET /airports/{prefix}/listings?… */
export const airportListingsQuerySchema = v.strictObject(searchFilterEntries);
export type AirportListingsQuery = v.InferOutput<typeof airportListingsQuerySchema>;

/** GET /listings?airport=DEN or ?city={city id}: one of the two is required. */
export const listingSearchQuerySchema = v.pipe(
  v.strictObject({
    airport: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z0-9]{3}$/, 'validation.airport_unknown'))),
    city: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}-[a-z0-9-]{1,80}$/, 'validation.invalid'))),
    ...searchFilterEntries,
  }),
  v.check((q) => Boolean(q.airport) !== Boolean(q.city), 'validation.airport_required'),
);

/** Where a search is centred: an airport or a city centre. */
const searchCentreSchema = v.object({
  kind: v.picklist(['airport', 'city']),
  id: v.string(),
  prefix: v.string(),
  name: v.string(),
  city: v.string(),
  country_code: v.string(),
  lat: v.number(),
  lng: v.number(),
  radius_miles: v.number(),
});

/** The search answer: a page of cards plus the average low and high monthly rate (cents). */
export const listingSearchOutputSchema = v.object({
  centre: searchCentreSchema,
  total: v.number(),
  page: v.number(),
  limit: v.number(),
  average_price: v.object({ low: v.nullable(v.number()), high: v.nullable(v.number()) }),
  data: v.array(listingCardSchema),
});
export type ListingSearchOutput = v.InferOutput<typeof listingSearchOutputSchema>;

/** GET /airports: the worldwide directory. */
export const airportDirectoryOutputSchema = v.object({ radius_miles: v.number(), countries: v.array(directoryCountrySchema) });
/** GET /airports/count: catalogue size and airports with listings within the radius. */
export const airportCountOutputSchema = v.object({ total: v.number(), with_listings: v.number() });
/** GET /cities. */
export const citiesOutputSchema = v.object({ countries: v.array(countryCitiesSchema) });
