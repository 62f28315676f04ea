import type { Listing, ListerPlan } from '@crashpad/sync';
import { signUp, type SignedUp } from './accounts-factory.js';
import type { TestServer } from './test-server.js';

/**
 * A lister whose plan is paid and who has a card on file (payments are another area; the
 * store is set as a completed checkout would leave it).
 */
export async function signUpLister(server: TestServer, plan: ListerPlan = 'premium', fields: Record<string, unknown> = {}): Promise<SignedUp> {
  const lister = await signUp(server, { account_type: 'lister', user_plan: plan });
  await server.context.store.collection('users').updateOne(
    { _id: lister.user.id },
    {
      $set: {
        status: 'ACTIVE',
        plan_status: 'active',
        payment_method: 'pm_card_visa',
        expire_at: new Date(server.clock.now() + 365 * 86_400_000).toISOString(),
        ...fields,
      },
    },
  );
  return lister;
}

export const LONG_DESCRIPTION =
  'Quiet crew house ten minutes from the terminal with a free shuttle to the employee lot. Two bunk rooms with blackout ' +
  'curtains, a full kitchen, laundry, fast wifi and a lockable closet for every bed. Crew only, no parties, quiet hours around the clock.';

/** A valid POST /crashpads body near Denver International; override any field. */
export function listingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Cozy crew house near DEN',
    latitude: 39.8,
    longitude: -104.75,
    street1: '18500 E 48th Ave',
    city: 'Denver',
    state: 'CO',
    country: 'United States',
    postal_code: '80249',
    neighborhood: 'Green Valley Ranch',
    airport: ['DEN'],
    airport_distance: 5,
    description: LONG_DESCRIPTION,
    rooms: [
      { room_name: 'Bedroom 1', beds: [{ bed_name: 'Bed 1' }, { bed_name: 'Bed 2' }] },
      { room_name: 'Bedroom 2', beds: [{ bed_name: 'Bed 1' }] },
    ],
    bathrooms: 2,
    number_of_shower: 1,
    max_nights: 30,
    rate_per_from: 35_000,
    deposit_required: 20_000,
    ...overrides,
  };
}

/** Creates a listing through the API (throws unless 201). */
export async function createListing(server: TestServer, token: string, overrides: Record<string, unknown> = {}): Promise<Listing> {
  const res = await server.api<{ data: Listing }>('POST', '/crashpads', { token, body: listingBody(overrides) });
  if (res.status !== 201) throw new Error(`create listing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Marks beds BUSY as an accepted rental would (rentals are another area). */
export async function occupyBeds(server: TestServer, listingId: string, bedIds: string[]): Promise<void> {
  const listings = server.context.store.collection<{ _id: string; rooms: Listing['rooms'] }>('listings');
  const doc = await listings.findOne({ _id: listingId });
  if (!doc) throw new Error('no such listing');
  const rooms = doc.rooms.map((r) => ({ ...r, beds: r.beds.map((b) => (bedIds.includes(b.id) ? { ...b, status: 'BUSY' as const } : b)) }));
  await listings.updateOne({ _id: listingId }, { $set: { rooms } });
}
