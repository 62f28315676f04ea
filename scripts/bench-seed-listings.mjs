// Seeds a data directory with many active listings around many airports, straight through the
// built server's store and repos (no HTTP), for the search-latency section of `npm run bench`.
// Needs `server/dist` (npm run build). The directory must not be open in another process.
import { ulid } from 'ulid';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = (root, path) => import(pathToFileURL(resolve(root, 'server', 'dist', path)).href);

/** A small deterministic generator, so every bench run measures the same data. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DISTANCES = [1, 2, 3, 4, 5, 10, 11];
const GENDERS = ['all', 'all', 'all', 'male', 'female'];

/**
 * Inserts `count` listings spread evenly over the `airportCount` largest airports of the
 * catalogue (within 30 miles of each), owned by one pro lister. Returns what the bench queries:
 * the airports, some city ids and listing ids.
 */
export async function seedBenchListings(root, dataDir, { count = 10_000, airportCount = 200 } = {}) {
  const [{ openEmbeddedStore }, { airportCatalogue }, { destinationPoint }, roomPlan, { listingsRepo }, { newUserDoc }, { usersRepo }] = await Promise.all([
    dist(root, 'platform/store/embedded.js'),
    dist(root, 'modules/catalogue/airport-catalogue.js'),
    dist(root, 'modules/search/geo.js'),
    dist(root, 'modules/listings/room-plan.js'),
    dist(root, 'modules/listings/listings-repo.js'),
    dist(root, 'modules/accounts/user-factory.js'),
    dist(root, 'modules/accounts/users-repo.js'),
  ]);
  const rnd = random(20_260_314);
  const catalogue = airportCatalogue();
  const airports = [...catalogue.airports].sort((a, b) => Number(b.large) - Number(a.large) || a.prefix.localeCompare(b.prefix)).slice(0, airportCount);
  const store = await openEmbeddedStore(dataDir);
  const now = Date.now();
  try {
    const users = usersRepo(store);
    const lister = newUserDoc({
      first_name: 'Bench', last_name: 'Host', display_name: 'Bench Host', email: 'bench.host@example.com', password_hash: 'not-a-login',
      now, user_plan: 'pro', status: 'ACTIVE', plan_status: 'active', expire_at: new Date(now + 365 * 86_400_000).toISOString(),
      email_verified: true, country_code: 'US', hear_about_us: 'other',
    });
    await users.insert(lister);
    const listings = listingsRepo(store);
    const ids = [];
    for (let i = 0; i < count; i += 1) {
      const airport = airports[i % airports.length];
      const point = destinationPoint(airport, 0.5 + rnd() * 30, rnd() * 360);
      const created = new Date(now - Math.floor(rnd() * 700) * 86_400_000).toISOString();
      const id = ulid(Date.parse(created));
      const rent = 20_000 + Math.floor(rnd() * 40) * 1_000;
      const roomSizes = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => 1 + Math.floor(rnd() * 4));
      const input = roomSizes.map((beds, r) => ({ room_name: `Bedroom ${r + 1}`, beds: Array.from({ length: beds }, (_, b) => ({ bed_name: `Bed ${b + 1}` })) }));
      let busy = Math.floor(rnd() * (roomSizes.reduce((a, b) => a + b, 0) + 1));
      const rooms = roomPlan.mergeRooms([], input, { listingId: id, defaultRent: rent, newId: () => ulid(now) }).map((room) => ({
        ...room,
        beds: room.beds.map((bed) => (busy-- > 0 ? { ...bed, status: 'BUSY' } : bed)),
      }));
      const distance = DISTANCES[Math.floor(rnd() * DISTANCES.length)];
      const featured = rnd() < 0.02;
      await listings.insert({
        _id: id, rev: 1, user_id: lister._id, status: 2, rental_type: 'crashpad',
        title: `Crew house ${i + 1} near ${airport.prefix}`,
        description: `Bench listing ${i + 1}: a crew-only house near ${airport.name} with quiet hours, fast wifi, a full kitchen, laundry and a shuttle to the terminal. Lockable closets for every bed and parking on site.`,
        rules_policies_des: 'Crew only. Quiet hours all day.', rules_policies_doc: [], images: [], thumbnail: null,
        street1: `${100 + (i % 900)} Bench St`, street2: '', city: airport.city, state: '', country: airport.country, postal_code: '00000', neighborhood: 'Bench',
        latitude: Math.round(point.lat * 1e6) / 1e6, longitude: Math.round(point.lng * 1e6) / 1e6,
        airport: [airport.id], airports: [{ id: airport.id, prefix: airport.prefix, name: airport.name, distance }],
        airport_distance: distance, other_airport_distance: null, bathrooms: 1 + (i % 3), number_of_shower: i % 2, max_nights: 30,
        enable_price_range: false, rate_per_from: rent, rate_per_to: null, rate_per_day_from: null, rate_per_day_to: null,
        deposit_required: 20_000, gender_preference: GENDERS[Math.floor(rnd() * GENDERS.length)],
        amenities: [], preferences: [], places: [], rooms, total_rooms: roomPlan.activeRoomCount(rooms), total_beds: roomPlan.occupancyOf(rooms).num_beds,
        feature_listing: featured ? 1 : 0, feature_ongoing: featured ? 1 : 0, views: Math.floor(rnd() * 500), created_at: created, updated_at: created,
      });
      ids.push(id);
    }
    const cities = [...new Set(airports.map((a) => a.cityId))];
    return { airports: airports.map((a) => a.prefix), cities, listingIds: ids };
  } finally {
    await store.close();
  }
}
