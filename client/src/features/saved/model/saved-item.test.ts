import type { SavedListing } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { savedItemOf } from './saved-item';

const snapshot = {
  title: 'Quiet crashpad near DEN', description: 'd', neighborhood: 'Green Valley', city: 'Denver', state: 'CO', country: 'US',
  thumbnail: '/files/a-card.webp', images: ['/files/a.webp', '/files/b.webp'], rate_per_from: 30000, rate_per_to: 45000,
  enable_price_range: true, deposit_required: 0, bathrooms: 1, num_beds: 4, num_vacant_beds: 2, airport_distance: 3,
  airports: [{ id: 'a1', prefix: 'DEN', name: 'Denver' }, { id: 'a2', prefix: 'APA', name: 'Centennial' }],
  lister: { id: 'u1', display_name: 'Sam', photo: null },
};
const doc = (over: Partial<SavedListing> = {}): SavedListing => ({
  id: 'l1', listing_id: 'l1', saved_at: '2026-01-01T00:00:00.000Z', snapshot, listing_state: 'current', listing_changed_at: null,
  serverSeq: 4, updated_at: '2026-01-01T00:00:01.000Z', ...over,
});

describe('saved listing item', () => {
  it('shows title, rent range, place, airports and the card photo from the snapshot', () => {
    expect(savedItemOf(doc(), 'en')).toEqual({
      id: 'l1', listingId: 'l1', status: 'current', title: 'Quiet crashpad near DEN', rent: '$300 – $450',
      place: 'Green Valley, Denver, CO', airports: ['DEN', 'APA'], photo: '/files/a-card.webp', linkable: true,
    });
  });

  it('shows one rent when the range is off and falls back to the first photo', () => {
    const item = savedItemOf(doc({ snapshot: { ...snapshot, enable_price_range: false, thumbnail: null } }), 'en');
    expect(item.rent).toBe('$300');
    expect(item.photo).toBe('/files/a.webp');
  });

  it('is pending until the server sent its snapshot', () => {
    expect(savedItemOf(doc({ snapshot: null, serverSeq: 0 }), 'en')).toMatchObject({ status: 'pending', title: null, rent: null, photo: null, linkable: true });
  });

  it('says when the listing changed or is no longer listed', () => {
    expect(savedItemOf(doc({ listing_state: 'changed', listing_changed_at: '2026-02-01T00:00:00.000Z' }), 'en').status).toBe('changed');
    expect(savedItemOf(doc({ listing_state: 'removed' }), 'en')).toMatchObject({ status: 'removed', linkable: false });
    expect(savedItemOf(doc({ listing_state: 'removed', snapshot: null }), 'en').status).toBe('removed');
  });
});
