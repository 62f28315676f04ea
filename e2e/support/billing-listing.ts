import { expect, type APIRequestContext } from '@playwright/test';

/** A crashpad near DEN for a journey's own lister (POST /api/crashpads), returned by id. */
export async function createListingViaApi(request: APIRequestContext, token: string, title: string): Promise<string> {
  const res = await request.post('/api/crashpads', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      latitude: 39.8,
      longitude: -104.75,
      street1: '4800 Tower Rd',
      city: 'Denver',
      state: 'CO',
      country: 'United States',
      postal_code: '80249',
      neighborhood: 'Gateway',
      airport: ['DEN'],
      airport_distance: 5,
      description:
        'Bright crew house near the terminal with a shuttle to the employee lot. Two bunk rooms with blackout curtains, a full ' +
        'kitchen, laundry, fast wifi and a lockable closet for every bed. Crew only, quiet hours around the clock, parking included.',
      rooms: [{ room_name: 'Bedroom 1', beds: [{ bed_name: 'Bed 1' }, { bed_name: 'Bed 2' }] }],
      bathrooms: 1,
      number_of_shower: 1,
      max_nights: 30,
      rate_per_from: 31_000,
      deposit_required: 15_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
