import type { Listing } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { descriptionRemaining, distanceLabelKey, rentalTypeChoices } from './choices';
import { canAddDocument, checkDocumentFiles, formatDocument, parseDocument } from './documents-model';
import { formFromListing, toListingPayload } from './listing-form';
import { centsToDollars, digitsOnly, dollarsToCents } from './money-input';
import { allSelected, optionChoices, selectAll, toggleOption } from './option-lists';
import { usesStateList } from './us-states';
import { saveButton, stepOfField, stepStates } from './wizard-steps';

describe('money inputs (digits only, cents inside)', () => {
  it('keeps digits only and converts whole dollars', () => {
    expect(digitsOnly('$1,250.50')).toBe('125050');
    expect(digitsOnly('007')).toBe('7');
    expect(dollarsToCents('375')).toBe(37_500);
    expect(dollarsToCents('')).toBeUndefined();
    expect(centsToDollars(37_550)).toBe('376');
    expect(centsToDollars(null)).toBe('');
  });
});

describe('documents', () => {
  it('stores url::::name and reads bare URLs', () => {
    expect(formatDocument({ url: '/files/docs/A.pdf', name: 'House rules.pdf' })).toBe('/files/docs/A.pdf::::House rules.pdf');
    expect(parseDocument('/files/docs/A.pdf::::Lease.pdf')).toEqual({ url: '/files/docs/A.pdf', name: 'Lease.pdf' });
    expect(parseDocument('/files/docs/B.pdf')).toEqual({ url: '/files/docs/B.pdf', name: 'B.pdf' });
  });

  it('allows three PDFs at most', () => {
    expect(canAddDocument(2)).toBe(true);
    expect(canAddDocument(3)).toBe(false);
    const files = [
      { name: 'a.pdf', type: 'application/pdf', size: 10 },
      { name: 'b.png', type: 'image/png', size: 10 },
      { name: 'c.pdf', type: '', size: 10 },
    ];
    const check = checkDocumentFiles(files, 2);
    expect(check.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(check.refused.map((r) => r.reason)).toEqual(['type', 'count']);
  });
});

describe('choices', () => {
  it('labels distances and counts the description down to 0', () => {
    expect(distanceLabelKey(10)).toBe('listing_editor.basic.distance_6_10');
    expect(distanceLabelKey(11)).toBe('listing_editor.basic.distance_11_plus');
    expect(descriptionRemaining('x'.repeat(150))).toBe(50);
    expect(descriptionRemaining('x'.repeat(250))).toBe(0);
  });

  it('offers crashpad types only on the crashpad site', () => {
    expect(rentalTypeChoices(true)).toContain('crashpad_bed');
    expect(rentalTypeChoices(false)).not.toContain('crashpad');
    expect(rentalTypeChoices(false)).toContain('hostel');
  });

  it('uses the state list for the United States only', () => {
    expect(usesStateList('United States')).toBe(true);
    expect(usesStateList(' usa ')).toBe(true);
    expect(usesStateList('Canada')).toBe(false);
  });
});

describe('option lists', () => {
  const items = [
    { id: 'wifi', name: 'Wi-Fi', names: { en: 'Wi-Fi', de: 'WLAN', fr: 'Wi-Fi', es: 'Wifi', pt: '' } },
    { id: 'parking', name: 'Parking', names: { en: 'Parking', de: 'Parkplatz', fr: 'Parking', es: 'Estacionamiento', pt: 'Estacionamento' } },
  ];

  it('names choices in the UI language with English fallback', () => {
    expect(optionChoices(items, 'de').map((c) => c.label)).toEqual(['WLAN', 'Parkplatz']);
    expect(optionChoices(items, 'pt-BR').map((c) => c.label)).toEqual(['Wi-Fi', 'Estacionamento']);
  });

  it('selects all, then clears all, keeping ids no longer offered out of the way', () => {
    const choices = optionChoices(items, 'en');
    expect(selectAll(['wifi'], choices)).toEqual(['wifi', 'parking']);
    expect(allSelected(['wifi', 'parking'], choices)).toBe(true);
    expect(selectAll(['wifi', 'parking', 'gone'], choices)).toEqual(['gone']);
    expect(toggleOption(['wifi'], 'wifi')).toEqual([]);
  });
});

describe('wizard steps', () => {
  it('marks earlier steps done and shows Save per mode', () => {
    expect(stepStates(2)).toEqual(['done', 'done', 'active', 'todo', 'todo']);
    expect(saveButton('edit', 0)).toBe('save');
    expect(saveButton('create', 3)).toBeNull();
    expect(saveButton('create', 4)).toBe('publish');
    expect(stepOfField('rooms')).toBe(1);
    expect(stepOfField('thumbnail')).toBe(4);
    expect(stepOfField('description')).toBe(0);
  });
});

describe('edit round trip', () => {
  it('loads a listing into the form and sends the same values back', () => {
    const listing = {
      id: 'L1', user_id: 'U', status: 2, rental_type: 'crashpad', title: 'T', description: 'D', rules_policies_des: '', rules_policies_doc: ['/files/docs/X.pdf::::Rules.pdf'],
      images: ['/files/listings/A.webp'], thumbnail: '/files/listings/A.webp', street1: '1 Main', street2: '', city: 'Denver', state: 'CO', country: '', postal_code: '80249',
      neighborhood: 'GVR', latitude: 39.7, longitude: -104.7, airport: ['DEN', 'COS'], airports: [], airport_distance: 10, other_airport_distance: 11, bathrooms: 2, number_of_shower: 5,
      max_nights: 20, enable_price_range: true, rate_per_from: 30_000, rate_per_to: 45_000, rate_per_day_from: null, rate_per_day_to: null, deposit_required: 20_000,
      gender_preference: 'female', amenities: ['wifi'], preferences: [], places: [], rooms: [], total_rooms: 0, total_beds: 0, feature_listing: 0, feature_ongoing: 0, views: 0,
      created_at: '', updated_at: '',
    } satisfies Listing;
    const form = formFromListing(listing, [{ id: 'DEN', prefix: 'DEN', name: 'Denver', distance: 10 }]);
    expect(form.country).toBe('United States');
    expect(form.airports).toEqual([{ id: 'DEN', prefix: 'DEN', name: 'Denver' }, { id: 'COS', prefix: 'COS', name: 'COS' }]);
    const payload = toListingPayload(form, listing.description);
    expect(payload).toMatchObject({
      rate_per_from: 30_000, rate_per_to: 45_000, deposit_required: 20_000, airport: ['DEN', 'COS'], airport_distance: 10, other_airport_distance: 11,
      rules_policies_doc: ['/files/docs/X.pdf::::Rules.pdf'], gender_preference: 'female', descriptionUpdated: false,
    });
    expect(toListingPayload({ ...form, description: 'changed' }, listing.description).descriptionUpdated).toBe(true);
  });
});
