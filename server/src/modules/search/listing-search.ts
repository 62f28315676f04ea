import { AIRPORT_RADIUS_MILES, type ListingSearchOutput, type AirportListingsQuery } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AirportCatalogue, CatalogueAirport, CatalogueCity } from '../catalogue/airport-catalogue.js';
import { toCard, type ListingDoc } from '../listings/listing-doc.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import { occupancyOf } from '../listings/room-plan.js';
import { boundingBox, boxFilter, haversineMiles, roundMiles, type LatLng } from './geo.js';

type Centre = ListingSearchOutput['centre'];

export function airportCentre(a: CatalogueAirport): Centre {
  return { kind: 'airport', id: a.id, prefix: a.prefix, name: a.name, city: a.city, country_code: a.countryCode, lat: a.lat, lng: a.lng, radius_miles: AIRPORT_RADIUS_MILES };
}
export function cityCentre(c: CatalogueCity): Centre {
  return { kind: 'city', id: c.id, prefix: c.prefix, name: c.display_name, city: c.name, country_code: c.countryCode, lat: c.lat, lng: c.lng, radius_miles: AIRPORT_RADIUS_MILES };
}

/**
 * What ranking every match needs: the box and distance, the filters, the sort keys and the
 * averages. Rooms (large) are read only to hide full listings; cards are read for one page.
 */
const HIT_FIELDS = ['_id', 'latitude', 'longitude', 'feature_listing', 'gender_preference', 'created_at', 'updated_at', 'title', 'rate_per_from', 'rate_per_to', 'enable_price_range'] as const;
type HitDoc = Pick<ListingDoc, (typeof HIT_FIELDS)[number]> & Partial<Pick<ListingDoc, 'rooms'>>;

interface Hit {
  doc: HitDoc;
  miles: number;
}

/** Active listings within `miles` of a point: bounding box on the indexed fields, then haversine. */
export async function listingsNear(listings: ListingsRepo, point: LatLng, miles = AIRPORT_RADIUS_MILES, withRooms = false): Promise<Hit[]> {
  const box = boxFilter(boundingBox(point, miles));
  const docs: HitDoc[] = withRooms ? await listings.activeFields(box, [...HIT_FIELDS, 'rooms']) : await listings.activeFields(box, HIT_FIELDS);
  return docs.map((doc) => ({ doc, miles: haversineMiles(point, { lat: doc.latitude, lng: doc.longitude }) })).filter((h) => h.miles <= miles);
}

const highRate = (d: HitDoc) => (d.enable_price_range && d.rate_per_to !== null ? d.rate_per_to : d.rate_per_from);
/** Rents are whole dollars, so their averages are too (issue 8 #13: no "$373.33" beside "$375"). */
export const wholeDollarMean = (xs: number[]) => (xs.length ? Math.round(xs.reduce((s, x) => s + x, 0) / xs.length / 100) * 100 : null);

/** Sort keys of spec 2 §2; `date` is when the listing was last updated. */
const SORT_KEYS: Record<NonNullable<AirportListingsQuery['sort']>, (h: Hit) => number | string> = {
  newest: (h) => h.doc.created_at,
  title: (h) => h.doc.title.toLocaleLowerCase('en'),
  airport_distance: (h) => h.miles,
  price: (h) => h.doc.rate_per_from,
  date: (h) => h.doc.updated_at,
};

function compare(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en');
}

/**
 * The listing search of spec 2 §2: active listings within AIRPORT_RADIUS_MILES of the centre
 * (and of each point in `also`: a searched city's own airports),
 * optionally without full ones and for one gender; featured listings first, then the chosen
 * sort (default nearest first; `newest` defaults to newest first); one page of cards with the
 * average low and high monthly rate over all matches.
 */
export async function searchListings(listings: ListingsRepo, centre: Centre, q: AirportListingsQuery, also: readonly LatLng[] = []): Promise<ListingSearchOutput> {
  const withRooms = q.occupied === 'hide';
  let hits = await listingsNear(listings, centre, centre.radius_miles, withRooms);
  // A city contains its own airports (issue 8 #9): listings near one of them belong to the city
  // too, with their distance still measured from the city centre.
  const seen = new Set(hits.map((h) => h.doc._id));
  for (const point of also) {
    for (const h of await listingsNear(listings, point, centre.radius_miles, withRooms)) {
      if (seen.has(h.doc._id)) continue;
      seen.add(h.doc._id);
      hits.push({ doc: h.doc, miles: haversineMiles(centre, { lat: h.doc.latitude, lng: h.doc.longitude }) });
    }
  }
  if (q.gender !== 'all') hits = hits.filter((h) => h.doc.gender_preference === q.gender);
  if (withRooms) hits = hits.filter((h) => occupancyOf(h.doc.rooms ?? []).bed_occupancy_rate < 1);
  const key = SORT_KEYS[q.sort ?? 'airport_distance'];
  const dir = (q.dir ?? (q.sort === 'newest' ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  hits.sort(
    (a, b) =>
      b.doc.feature_listing - a.doc.feature_listing || dir * compare(key(a), key(b)) || a.doc._id.localeCompare(b.doc._id),
  );
  const start = (q.page - 1) * q.limit;
  const page = hits.slice(start, start + q.limit);
  const cards = await listings.activeCardsByIds(page.map((h) => h.doc._id));
  const milesOf = new Map(page.map((h) => [h.doc._id, h.miles]));
  return {
    centre,
    total: hits.length,
    page: q.page,
    limit: q.limit,
    average_price: { low: wholeDollarMean(hits.map((h) => h.doc.rate_per_from)), high: wholeDollarMean(hits.map((h) => highRate(h.doc))) },
    data: cards.map((doc) => toCard(doc, { centreMiles: roundMiles(milesOf.get(doc._id)!), airportId: centre.kind === 'airport' ? centre.id : null })),
  };
}

/** The centre of GET /listings: an airport prefix or a city id from the catalogue; a city brings its airports. */
export function resolveCentre(catalogue: AirportCatalogue, where: { airport?: string; city?: string }): { centre: Centre; also: LatLng[] } {
  if (where.airport) {
    const a = catalogue.airport(where.airport);
    if (!a) throw new AppError('not_found');
    return { centre: airportCentre(a), also: [] };
  }
  const c = where.city ? catalogue.city(where.city) : undefined;
  if (!c) throw new AppError('not_found');
  return { centre: cityCentre(c), also: c.airports };
}
