import { ulid } from 'ulid';
import { LISTING_STATUS, type RoomInput } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { hashPassword } from '../../platform/passwords/password-hasher.js';
import { newUserDoc } from '../accounts/user-factory.js';
import { usersRepo } from '../accounts/users-repo.js';
import { airportCatalogue } from '../catalogue/airport-catalogue.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { activeRoomCount, mergeRooms, occupancyOf } from '../listings/room-plan.js';
import { destinationPoint } from '../search/geo.js';
import { DEFAULT_TAXONOMY } from '../taxonomy/default-taxonomy.js';
import { imageUploadService } from '../uploads/image-upload-service.js';
import { uploadsRepo } from '../uploads/uploads-repo.js';
import { photoPlan, renderPhotoPool, storeListingPhotos } from './photos/demo-photos.js';
// A cycle with seed.ts, which calls this module; the constant is only read when seeding runs.
import { DEMO_PASSWORD, joinedDaysAgo } from './seed-common.js';

/**
 * Spec 1 §6 answers 408 card_needed to a lister without a payment method. Demo listers carry
 * this marker instead of a real card so they can add listings at once; no charge is ever made
 * against it (payments look up real methods with the payment provider).
 */
export const DEMO_PAYMENT_METHOD = 'pm_demo_card';

interface DemoHost {
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  phone_number: string;
  about: string;
}

/** Hosts besides lister@example.com, on the pro plan so they may list at several bases. */
const HOSTS: DemoHost[] = [
  { email: 'host.east@example.com', first_name: 'Marcus', last_name: 'Bell', display_name: 'Marcus B', phone_number: '(404) 555-0119', about: 'Former ramp agent hosting crew in Atlanta, New York and Miami since 2012.' },
  { email: 'host.central@example.com', first_name: 'Rosa', last_name: 'Delgado', display_name: 'Rosa D', phone_number: '(312) 555-0177', about: 'Flight attendant with United, running crash pads near O\'Hare, DFW and Houston.' },
  { email: 'host.west@example.com', first_name: 'Kenji', last_name: 'Watanabe', display_name: 'Kenji W', phone_number: '(206) 555-0131', about: 'Captain based in Seattle. Clean, quiet houses for reserve crew on the West Coast.' },
];

interface DemoListing {
  host: 'lister' | number;
  airport: string;
  title: string;
  street1: string;
  city: string;
  state: string;
  postal_code: string;
  neighborhood: string;
  /** Where the house lies from the airport. */
  miles: number;
  bearing: number;
  distance: 1 | 2 | 3 | 4 | 5 | 10 | 11;
  rent: number;
  deposit: number;
  rooms: number[];
  busy: number;
  gender?: 'all' | 'male' | 'female';
  featured?: boolean;
  /** Featured cancelled this month: still promoted (Boosted) until month end (spec 2 §4). */
  boosted?: boolean;
  feature: string;
}

/** Two listings per crew base; addresses are plausible streets near each airport. */
const LISTINGS: DemoListing[] = [
  { host: 'lister', airport: 'DEN', title: 'Green Valley Ranch Crew House', street1: '4850 Argonne St', city: 'Denver', state: 'CO', postal_code: '80249', neighborhood: 'Green Valley Ranch', miles: 9, bearing: 200, distance: 10, rent: 37_500, deposit: 25_000, rooms: [4, 4, 2], busy: 5, featured: true, feature: 'a hot breakfast bar every morning and a shuttle to the employee lot at Peña Boulevard' },
  { host: 'lister', airport: 'DEN', title: 'Tower Road Hot Beds', street1: '18200 E 51st Ave', city: 'Denver', state: 'CO', postal_code: '80249', neighborhood: 'Montbello', miles: 6, bearing: 235, distance: 10, rent: 29_500, deposit: 20_000, rooms: [6, 6], busy: 12, gender: 'female', boosted: true, feature: 'ladies-only bunk rooms with blackout curtains and a gear room for winter layovers' },
  { host: 1, airport: 'ORD', title: 'Des Plaines Bungalow by O\'Hare', street1: '1450 Oakwood Ave', city: 'Des Plaines', state: 'IL', postal_code: '60016', neighborhood: 'Des Plaines', miles: 5, bearing: 340, distance: 5, rent: 42_500, deposit: 30_000, rooms: [3, 3, 2], busy: 3, feature: 'a five-minute walk to the Metra and heated garage parking' },
  { host: 1, airport: 'ORD', title: 'Schiller Park Crash Pad', street1: '9600 Irving Park Rd', city: 'Schiller Park', state: 'IL', postal_code: '60176', neighborhood: 'Schiller Park', miles: 3, bearing: 160, distance: 3, rent: 35_000, deposit: 25_000, rooms: [4, 4], busy: 2, gender: 'male', feature: 'a late-night pickup from the CTA Blue Line and a big shared kitchen' },
  { host: 0, airport: 'ATL', title: 'College Park Crew Home', street1: '3350 Main St', city: 'College Park', state: 'GA', postal_code: '30337', neighborhood: 'Historic College Park', miles: 3, bearing: 20, distance: 3, rent: 32_500, deposit: 20_000, rooms: [4, 3, 3], busy: 4, featured: true, feature: 'a covered porch, the MARTA station two blocks away and weekly cleaning' },
  { host: 0, airport: 'ATL', title: 'Hapeville Hot Beds', street1: '3500 N Fulton Ave', city: 'Hapeville', state: 'GA', postal_code: '30354', neighborhood: 'Hapeville', miles: 2, bearing: 60, distance: 2, rent: 27_500, deposit: 15_000, rooms: [6, 4], busy: 10, feature: 'hot beds for commuters with lockers, two washers and a quiet room' },
  { host: 1, airport: 'DFW', title: 'Irving Crew Suites', street1: '2400 W Airport Fwy', city: 'Irving', state: 'TX', postal_code: '75062', neighborhood: 'Irving', miles: 8, bearing: 150, distance: 10, rent: 33_000, deposit: 20_000, rooms: [3, 3], busy: 1, feature: 'private suites with queen beds and a pool for long Texas summers' },
  { host: 1, airport: 'DFW', title: 'Grapevine Pilot House', street1: '1100 Ball St', city: 'Grapevine', state: 'TX', postal_code: '76051', neighborhood: 'Old Town Grapevine', miles: 4, bearing: 320, distance: 4, rent: 39_500, deposit: 25_000, rooms: [2, 2, 2], busy: 0, feature: 'a desk in every room and a ten-minute drive to the north entrance' },
  { host: 2, airport: 'LAX', title: 'Westchester Crew Cottage', street1: '7600 Emerson Ave', city: 'Los Angeles', state: 'CA', postal_code: '90045', neighborhood: 'Westchester', miles: 2, bearing: 30, distance: 2, rent: 55_000, deposit: 40_000, rooms: [3, 3], busy: 3, featured: true, feature: 'a walk to Sepulveda shuttles, surfboard storage and a sunny back garden' },
  { host: 2, airport: 'LAX', title: 'El Segundo Beach Bunks', street1: '400 Main St', city: 'El Segundo', state: 'CA', postal_code: '90245', neighborhood: 'El Segundo', miles: 3, bearing: 170, distance: 3, rent: 49_500, deposit: 30_000, rooms: [4, 4], busy: 8, gender: 'male', feature: 'bunk rooms six blocks from the beach with bikes for getting around' },
  { host: 0, airport: 'JFK', title: 'Howard Beach Crew Pad', street1: '160-20 Cross Bay Blvd', city: 'Queens', state: 'NY', postal_code: '11414', neighborhood: 'Howard Beach', miles: 3, bearing: 280, distance: 3, rent: 52_500, deposit: 35_000, rooms: [4, 4, 3], busy: 6, feature: 'the AirTrain at Howard Beach station a short walk away and a fully stocked pantry' },
  { host: 0, airport: 'JFK', title: 'Jamaica Estates Hot Beds', street1: '87-10 Midland Pkwy', city: 'Queens', state: 'NY', postal_code: '11432', neighborhood: 'Jamaica Estates', miles: 6, bearing: 350, distance: 10, rent: 45_000, deposit: 30_000, rooms: [5, 5], busy: 4, gender: 'female', feature: 'a quiet tree-lined street, the E train nearby and a ladies-only top floor' },
  { host: 0, airport: 'EWR', title: 'Elizabeth Crew House', street1: '820 N Broad St', city: 'Elizabeth', state: 'NJ', postal_code: '07208', neighborhood: 'Elmora', miles: 3, bearing: 220, distance: 3, rent: 40_000, deposit: 25_000, rooms: [3, 3, 2], busy: 2, feature: 'NJ Transit to the airport in ten minutes and a shared office nook' },
  { host: 0, airport: 'EWR', title: 'Ironbound Crash Pad', street1: '120 Ferry St', city: 'Newark', state: 'NJ', postal_code: '07105', neighborhood: 'Ironbound', miles: 3, bearing: 10, distance: 3, rent: 38_500, deposit: 20_000, rooms: [4, 4], busy: 8, feature: 'Portuguese bakeries on the corner and Newark Penn Station a short walk away' },
  { host: 1, airport: 'IAH', title: 'Humble Crew Retreat', street1: '9200 Will Clayton Pkwy', city: 'Humble', state: 'TX', postal_code: '77338', neighborhood: 'Humble', miles: 5, bearing: 80, distance: 5, rent: 30_000, deposit: 20_000, rooms: [3, 3, 3], busy: 3, feature: 'a fenced yard, grill nights on Sundays and a fifteen-minute drive to Terminal C' },
  { host: 1, airport: 'IAH', title: 'Greenspoint Hot Beds', street1: '300 N Sam Houston Pkwy E', city: 'Houston', state: 'TX', postal_code: '77060', neighborhood: 'Greenspoint', miles: 5, bearing: 220, distance: 5, rent: 26_500, deposit: 15_000, rooms: [6], busy: 2, feature: 'hot beds for reserve weeks with a 24-hour gym across the street' },
  { host: 2, airport: 'SFO', title: 'San Bruno Crew Flat', street1: '450 San Mateo Ave', city: 'San Bruno', state: 'CA', postal_code: '94066', neighborhood: 'San Bruno', miles: 2, bearing: 300, distance: 2, rent: 62_500, deposit: 45_000, rooms: [2, 2], busy: 4, featured: true, feature: 'BART at San Bruno station and fog-proof heated floors' },
  { host: 2, airport: 'SFO', title: 'Millbrae Station House', street1: '200 El Camino Real', city: 'Millbrae', state: 'CA', postal_code: '94030', neighborhood: 'Millbrae', miles: 2, bearing: 200, distance: 2, rent: 58_500, deposit: 40_000, rooms: [3, 3], busy: 1, feature: 'Caltrain and BART in one station and a rooftop deck with bay views' },
  { host: 0, airport: 'MIA', title: 'Miami Springs Crew Villa', street1: '200 Curtiss Pkwy', city: 'Miami Springs', state: 'FL', postal_code: '33166', neighborhood: 'Miami Springs', miles: 2, bearing: 330, distance: 2, rent: 41_000, deposit: 25_000, rooms: [3, 3, 2], busy: 5, feature: 'a pool, a golf course next door and a five-minute ride to Concourse D' },
  { host: 0, airport: 'MIA', title: 'Doral Crash Pad', street1: '8300 NW 36th St', city: 'Doral', state: 'FL', postal_code: '33166', neighborhood: 'Doral', miles: 4, bearing: 280, distance: 4, rent: 36_000, deposit: 20_000, rooms: [4, 4], busy: 0, gender: 'female', feature: 'ladies-only rooms, a hurricane-rated build and covered parking' },
  { host: 2, airport: 'SEA', title: 'SeaTac Crew Lodge', street1: '3200 S 176th St', city: 'SeaTac', state: 'WA', postal_code: '98188', neighborhood: 'SeaTac', miles: 1, bearing: 100, distance: 1, rent: 43_500, deposit: 30_000, rooms: [4, 3], busy: 7, feature: 'Link light rail at the door, a drying room for rain gear and espresso on tap' },
  { host: 2, airport: 'SEA', title: 'Burien Lake House', street1: '15000 Ambaum Blvd SW', city: 'Burien', state: 'WA', postal_code: '98166', neighborhood: 'Burien', miles: 4, bearing: 250, distance: 4, rent: 39_000, deposit: 25_000, rooms: [3, 2], busy: 2, feature: 'views of Lake Burien, a quiet reading room and bikes for the Green River trail' },
  { host: 1, airport: 'PHX', title: 'Tempe Crew Casita', street1: '1200 E University Dr', city: 'Tempe', state: 'AZ', postal_code: '85281', neighborhood: 'Tempe', miles: 4, bearing: 110, distance: 4, rent: 31_500, deposit: 20_000, rooms: [3, 3], busy: 3, feature: 'the Valley Metro rail to Sky Harbor, a shaded patio and a pool for summer evenings' },
  { host: 1, airport: 'PHX', title: 'Arcadia Pilot Pad', street1: '4400 E Camelback Rd', city: 'Phoenix', state: 'AZ', postal_code: '85018', neighborhood: 'Arcadia', miles: 6, bearing: 30, distance: 10, rent: 34_500, deposit: 20_000, rooms: [2, 2, 2], busy: 6, feature: 'private rooms near the Arizona Canal path and a twelve-minute drive to Terminal 4' },
];

function demoDescription(l: DemoListing, city: string): string {
  return (
    `${l.title} is a crew-only home in ${l.neighborhood}, ${city}, about ${l.miles} miles from ${l.airport}. ` +
    `Expect ${l.feature}. Every bed has fresh linen, a reading light and a lockable closet; the house has fast wifi, ` +
    'a full kitchen, laundry and quiet hours around the clock for crews on any schedule. ' +
    'Smoking, parties and overnight guests are not allowed. Message the host through Crashpad to ask about open beds.'
  );
}

/** Every `step`-th id of a list from `offset`, `count` of them: varied but stable per listing. */
function pick(ids: readonly string[], offset: number, count: number, step: number): string[] {
  const out = new Set<string>();
  for (let k = 0; out.size < Math.min(count, ids.length) && k < ids.length * step; k++) out.add(ids[(offset + k * step) % ids.length]!);
  return [...out];
}

const ids = (kind: keyof typeof DEFAULT_TAXONOMY) => DEFAULT_TAXONOMY[kind].map((item) => item.id);

/**
 * Amenities, preferences and nearby places for demo listing `i`, from the default lists, so
 * visitors see those sections filled (issue 8 #14). Every listing has the crew basics (Wi-Fi,
 * linens, blackout curtains) and a varied rest.
 */
export function demoOptions(i: number): Pick<ListingDoc, 'amenities' | 'preferences' | 'places'> {
  const basics = ['wifi', 'linens', 'blackout-curtains'];
  const amenities = [...new Set([...basics, ...pick(ids('amenities'), i * 3, 4 + (i % 4), 5)])];
  return { amenities, preferences: pick(ids('preferences'), i * 2, 2 + (i % 3), 3), places: pick(ids('places'), i, 3 + (i % 3), 4) };
}

/** Demo listers and listings (DECISIONS #15), loaded right after the demo accounts. */
export async function seedDemoListings(app: AuthedContext): Promise<void> {
  const users = usersRepo(app.store);
  const listings = listingsRepo(app.store);
  const catalogue = airportCatalogue();
  const now = app.clock.now();
  const lister = await users.byEmail('lister@example.com');
  if (!lister) return;
  await users.set(lister._id, { payment_method: DEMO_PAYMENT_METHOD });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const expireAt = new Date(now + 365 * 24 * 60 * 60 * 1000).toISOString();
  const hostIds: string[] = [];
  for (const host of HOSTS) {
    const doc = newUserDoc({
      ...host, password_hash: passwordHash, now, user_plan: 'pro', status: 'ACTIVE', plan_status: 'active', expire_at: expireAt,
      email_verified: true, country_code: 'US', hear_about_us: 'other',
    });
    // Hosts joined long before their listings and the reviews about them.
    await users.insert(joinedDaysAgo({ ...doc, payment_method: DEMO_PAYMENT_METHOD, approval_public_phone_user: 1 }, now, 800));
    hostIds.push(doc._id);
  }

  // Photos go through the upload service, so they are stored, owned and served like a lister's.
  const images = imageUploadService({ app, files: app.files, uploads: uploadsRepo(app.store) });
  const pool = await renderPhotoPool(images);

  for (const [i, l] of LISTINGS.entries()) {
    const owner = l.host === 'lister' ? lister._id : hostIds[l.host]!;
    const photos = await storeListingPhotos(images, pool, owner, photoPlan(i, l.rooms));
    const airport = catalogue.airport(l.airport)!;
    const point = destinationPoint(airport, l.miles, l.bearing);
    // Older listings first, a few days apart, so "newest" has something to sort.
    const created = new Date(now - (LISTINGS.length - i) * 3 * 24 * 60 * 60 * 1000).toISOString();
    const id = ulid(Date.parse(created));
    const input: RoomInput[] = l.rooms.map((beds, r) => ({
      room_name: `Bedroom ${r + 1}`,
      beds: Array.from({ length: beds }, (_, b) => ({ bed_name: `Bed ${b + 1}`, rental_amount: l.rent + (b % 2) * 2_500 })),
    }));
    let busyLeft = l.busy;
    const rooms = mergeRooms([], input, { listingId: id, defaultRent: l.rent, newId: () => ulid(now) }).map((room) => ({
      ...room,
      beds: room.beds.map((bed) => (busyLeft-- > 0 ? { ...bed, status: 'BUSY' as const } : bed)),
    }));
    const doc: ListingDoc = {
      _id: id, rev: 1, user_id: owner, status: LISTING_STATUS.active, rental_type: 'crashpad',
      title: l.title, description: demoDescription(l, l.city), rules_policies_des: 'Crew only. Quiet hours all day. No smoking, no parties, no overnight guests. Clean up after yourself in the kitchen.',
      rules_policies_doc: [], images: photos, thumbnail: photos[0]!,
      street1: l.street1, street2: '', city: l.city, state: l.state, country: 'United States', postal_code: l.postal_code, neighborhood: l.neighborhood,
      latitude: Math.round(point.lat * 1e6) / 1e6, longitude: Math.round(point.lng * 1e6) / 1e6,
      airport: [airport.id], airports: [{ id: airport.id, prefix: airport.prefix, name: airport.name, distance: l.distance }],
      airport_distance: l.distance, other_airport_distance: null,
      bathrooms: Math.max(1, Math.ceil(l.rooms.length / 2)), number_of_shower: 1, max_nights: 30,
      enable_price_range: l.rooms.some((b) => b > 1), rate_per_from: l.rent, rate_per_to: l.rooms.some((b) => b > 1) ? l.rent + 2_500 : null,
      rate_per_day_from: null, rate_per_day_to: null, deposit_required: l.deposit, gender_preference: l.gender ?? 'all',
      ...demoOptions(i), rooms, total_rooms: activeRoomCount(rooms), total_beds: occupancyOf(rooms).num_beds,
      feature_listing: l.featured || l.boosted ? 1 : 0, feature_ongoing: l.featured ? 1 : 0, views: 40 + ((i * 37) % 300), created_at: created, updated_at: created,
    };
    await listings.insert(doc);
  }
}
