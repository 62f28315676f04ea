import * as v from 'valibot';

/**
 * Airports and cities come from the server's built-in catalogue (an open airport dataset; see
 * server/src/modules/catalogue/DATASET.md). An airport's `id` is its IATA code, the same as
 * `prefix`: the spec routes by prefix (/search/airports/{prefix}) and the wizard stores ids.
 */
const IATA_PATTERN = /^[A-Z0-9]{3}$/;
export const airportIdSchema = v.pipe(v.string('validation.airport_unknown'), v.toUpperCase(), v.regex(IATA_PATTERN, 'validation.airport_unknown'));

/** Airport as a search suggestion or on a listing (spec 2 §3 "Airport"). */
export const airportRefSchema = v.object({ id: v.string(), prefix: v.string(), name: v.string() });
export type AirportRef = v.InferOutput<typeof airportRefSchema>;

/** An airport card of the directory: where it is and how many listings lie within the radius. */
const airportCardSchema = v.object({
  ...airportRefSchema.entries,
  city: v.string(),
  city_id: v.string(),
  country: v.string(),
  country_code: v.string(),
  lat: v.number(),
  lng: v.number(),
  total_listings: v.number(),
});
export type AirportCard = v.InferOutput<typeof airportCardSchema>;

/**
 * A city (spec 2 §3 "City"): its centre is the mean of its airports' positions; counts are of
 * distinct active listings within AIRPORT_RADIUS_MILES of that centre or of one of its own
 * airports (a city contains its airports). `prefix` is its main airport.
 * Feeds are off for the crashpad brand, so offer and event counts are 0 unless a feed is wired.
 */
const citySchema = v.object({
  id: v.string(),
  name: v.string(),
  display_name: v.string(),
  country_code: v.string(),
  listings_count: v.number(),
  airports_count: v.number(),
  special_offer_count: v.number(),
  event_count: v.number(),
  lat: v.number(),
  long: v.number(),
  prefix: v.string(),
});
export type City = v.InferOutput<typeof citySchema>;

/**
 * A country with its cities (GET /cities). `listings_count` is of distinct listings in its
 * cities: one listing near two cities (overlapping radii) counts once (issue 8 #9).
 */
export const countryCitiesSchema = v.object({ name: v.string(), code: v.string(), listings_count: v.number(), cities: v.array(citySchema) });
export type CountryCities = v.InferOutput<typeof countryCitiesSchema>;

/** The /airports directory: countries → cities → airport cards. */
const directoryCitySchema = v.object({ ...citySchema.entries, airports: v.array(airportCardSchema) });
export const directoryCountrySchema = v.object({ name: v.string(), code: v.string(), listings_count: v.number(), cities: v.array(directoryCitySchema) });
export type DirectoryCountry = v.InferOutput<typeof directoryCountrySchema>;
