import type { SavedListing } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { publicListingOfSnapshot, savedCopyDate } from './saved-listing-page';

const snapshot = {
  title: 'Pad by the runway', description: 'Quiet crew house.', neighborhood: 'Green Valley', city: 'Denver', state: 'CO', country: 'United States',
  thumbnail: '/files/a.webp', images: ['/files/a.webp', '/files/b.webp'], rate_per_from: 35_000, rate_per_to: 45_000, enable_price_range: true, deposit_required: 20_000,
  bathrooms: 2, num_beds: 4, num_vacant_beds: 1, airport_distance: 5, airports: [{ id: 'DEN', prefix: 'DEN', name: 'Denver', distance: 10 }],
  lister: { id: 'U1', display_name: 'Linda', photo: null, phone_number: '+1 303 555 0100' },
  rental_type: 'house' as const, rules_policies_des: 'No parties.', number_of_shower: 3, max_nights: 21, total_room: 2, gender_preference: 'female' as const,
  amenities: ['wifi'], preferences: [], places: ['gym'], created_at: '2026-01-15T00:00:00.000Z',
};
const saved = (over: Partial<SavedListing> = {}): SavedListing => ({
  id: 'L1', listing_id: 'L1', saved_at: '2026-03-01T10:00:00.000Z', snapshot, listing_state: 'current', listing_changed_at: null, serverSeq: 3, updated_at: '2026-03-05T08:00:00.000Z', ...over,
});

describe('the listing page from a saved copy', () => {
  it('carries the snapshot into the page: prices, rooms and beds, facts, airports, lister and phone', () => {
    const page = publicListingOfSnapshot(saved())!;
    expect(page).toMatchObject({
      id: 'L1', user_id: 'U1', title: 'Pad by the runway', rate_per_from: 35_000, rate_per_to: 45_000, enable_price_range: true, deposit_required: 20_000,
      num_beds: 4, num_vacant_beds: 1, num_occupied_beds: 3, bed_occupancy_rate: 0.75, total_room: 2, bathrooms: 2, number_of_shower: 3, max_nights: 21,
      rental_type: 'house', gender_preference: 'female', amenities: ['wifi'], places: ['gym'], rules_policies_des: 'No parties.', date_created: '2026-01-15T00:00:00.000Z',
      display_name: 'Linda', phone_number: '+1 303 555 0100', approval_public_phone_user: 1,
    });
    expect(page.airports).toEqual([{ id: 'DEN', prefix: 'DEN', name: 'Denver', distance: 10 }]);
    // Nothing the copy cannot know: no map position, no documents to download, no live figures.
    expect(page).toMatchObject({ latitude: 0, longitude: 0, rules_policies_doc: [], views: 0 });
  });

  it('keeps a phone out unless the server copied one', () => {
    const page = publicListingOfSnapshot(saved({ snapshot: { ...snapshot, lister: { id: 'U1', display_name: 'Linda', photo: null, phone_number: null } } }))!;
    expect(page.phone_number).toBeNull();
    expect(page.approval_public_phone_user).toBe(0);
  });

  it('has no page before the snapshot synced, or once the listing is no longer listed', () => {
    expect(publicListingOfSnapshot(saved({ snapshot: null }))).toBeNull();
    expect(publicListingOfSnapshot(saved({ listing_state: 'removed' }))).toBeNull();
  });

  it('dates the copy by the server write that delivered it, else by the save', () => {
    expect(savedCopyDate(saved())).toBe('2026-03-05T08:00:00.000Z');
    expect(savedCopyDate(saved({ updated_at: '' }))).toBe('2026-03-01T10:00:00.000Z');
  });
});
