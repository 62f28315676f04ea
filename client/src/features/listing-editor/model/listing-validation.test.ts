import { describe, expect, it } from 'vitest';
import { emptyListingForm, type ListingForm } from './listing-form';
import { FORM_EMPTY, IMAGES_REQUIRED, THUMBNAIL_REQUIRED, validateListing, validationMessages } from './listing-validation';

const IMG = '/files/listings/01J0000000000000000000000A.webp';
const IMG2 = '/files/listings/01J0000000000000000000000B.webp';

function validForm(patch: Partial<ListingForm> = {}): ListingForm {
  return {
    ...emptyListingForm('crashpad'),
    title: 'Tower Road Crew House',
    latitude: '39.78',
    longitude: '-104.75',
    description: 'A quiet crew house ten minutes from the airport with blackout curtains, lockers and a shuttle to the employee lot. '.repeat(3),
    airports: [{ id: 'DEN', prefix: 'DEN', name: 'Denver International Airport' }],
    rate_per_from: '375',
    deposit_required: '250',
    images: [IMG, IMG2],
    thumbnail: IMG2,
    ...patch,
  };
}

const messages = (form: ListingForm) => {
  const check = validateListing(form);
  return check.ok ? [] : check.issues.map((i) => i.message);
};

describe('listing validation (spec 2 §5)', () => {
  it('accepts a complete form and converts dollars to cents', () => {
    const check = validateListing(validForm({ enable_price_range: true, rate_per_to: '450' }));
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.input.rate_per_from).toBe(37_500);
      expect(check.input.rate_per_to).toBe(45_000);
      expect(check.input.deposit_required).toBe(25_000);
      expect(check.input.thumbnail).toBe(IMG2);
      expect(check.input.airport).toEqual(['DEN']);
      expect(check.input.max_nights).toBe(30);
    }
  });

  it('reports problems in the spec order, one per field', () => {
    const form = validForm({ title: '', latitude: '', longitude: '', description: 'short', airports: [], rate_per_from: '', deposit_required: '', images: [], thumbnail: null });
    const check = validateListing(form);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues.map((i) => i.field)).toEqual(['title', 'latitude', 'longitude', 'description', 'airport', 'rate_per_from', 'deposit_required', 'images', 'thumbnail']);
    expect(check.issues.map((i) => i.message)).toEqual([
      'validation.listing_title_required',
      'validation.address_required',
      'validation.address_required',
      'validation.description_min',
      'validation.airport_required',
      'validation.rate_required',
      'validation.deposit_required',
      IMAGES_REQUIRED,
      THUMBNAIL_REQUIRED,
    ]);
  });

  it('needs the upper rate only with the price range on', () => {
    expect(messages(validForm({ enable_price_range: false, rate_per_to: '' }))).toEqual([]);
    expect(messages(validForm({ enable_price_range: true, rate_per_to: '' }))).toEqual(['validation.rate_to_required']);
  });

  it('needs at least one room with beds and names for rooms and beds', () => {
    expect(messages(validForm({ rooms: [] }))).toEqual(['validation.rooms_required']);
    const form = validForm();
    const rooms = form.rooms.map((r) => ({ ...r, room_name: ' ' }));
    const check = validateListing({ ...form, rooms });
    expect(check.ok ? null : check.issues[0]).toEqual({ field: 'rooms', path: 'rooms.0.room_name', message: 'validation.room_name_required' });
  });

  it('puts rooms before bathrooms and rates, and images last', () => {
    const check = validateListing(validForm({ rooms: [], rate_per_from: '', images: [], thumbnail: null }));
    expect(check.ok ? [] : check.issues.map((i) => i.field)).toEqual(['rooms', 'rate_per_from', 'images', 'thumbnail']);
  });

  it('needs a primary image that is one of the images', () => {
    expect(messages(validForm({ thumbnail: null }))).toEqual([THUMBNAIL_REQUIRED]);
  });

  it('shows up to five distinct messages, or one "forgot the form" message over ten problems', () => {
    const few = validateListing(validForm({ title: '', latitude: '', longitude: '', description: '', airports: [], rate_per_from: '', deposit_required: '' }));
    expect(few.ok).toBe(false);
    if (!few.ok) {
      expect(few.issues).toHaveLength(7);
      expect(validationMessages(few.issues)).toEqual([
        'validation.listing_title_required',
        'validation.address_required',
        'validation.description_min',
        'validation.airport_required',
        'validation.rate_required',
      ]);
    }
    const many = validateListing({ ...emptyListingForm('crashpad'), rooms: [], bathrooms: 0, number_of_shower: 9, max_nights: 40, airport_distance: 7 });
    expect(many.ok).toBe(false);
    if (!many.ok) {
      expect(many.issues.length).toBeGreaterThan(10);
      expect(validationMessages(many.issues)).toEqual([FORM_EMPTY]);
    }
  });
});
