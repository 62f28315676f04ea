import { SYNC_COLLECTION_NAMES, type SavedListing } from '@crashpad/sync';
import { createRxDatabase } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateZSchemaStorage } from 'rxdb/plugins/validate-z-schema';
import { describe, expect, it } from 'vitest';
import { rxSchemaOf } from './collection-schemas';
import { databaseNameFor } from './database-name';
import { openDatabase } from './open-database';
import { fakeStorage } from './test-database';

/** A saved listing as the previous release stored it: a snapshot without the page fields. */
const before: SavedListing = {
  id: 'L1',
  listing_id: 'L1',
  saved_at: '2026-03-01T10:00:00.000Z',
  snapshot: {
    title: 'Pad by the runway', description: 'Quiet.', neighborhood: 'Green Valley', city: 'Denver', state: 'CO', country: 'United States',
    thumbnail: '/files/a.webp', images: ['/files/a.webp'], rate_per_from: 35_000, rate_per_to: null, enable_price_range: false, deposit_required: 20_000,
    bathrooms: 1, num_beds: 2, num_vacant_beds: 2, airport_distance: 5, airports: [{ id: 'DEN', prefix: 'DEN', name: 'Denver' }],
    lister: { id: 'U1', display_name: 'Linda', photo: null },
  },
  listing_state: 'current',
  listing_changed_at: null,
  serverSeq: 3,
  updated_at: '2026-03-01T10:00:01.000Z',
};

describe('saved_listings schema version 1 on a device that has version 0', () => {
  it('opens, keeps the saved listings with their snapshots and accepts the fuller snapshot', async () => {
    const storage = fakeStorage();
    const name = await databaseNameFor('seeker');
    const old = await createRxDatabase({ name, storage: wrappedValidateZSchemaStorage({ storage: getRxStorageDexie({ indexedDB: storage.indexedDB!, IDBKeyRange: storage.IDBKeyRange! }) }), multiInstance: false });
    await old.addCollections(
      Object.fromEntries(SYNC_COLLECTION_NAMES.map((n) => [n, { schema: n === 'saved_listings' ? { ...rxSchemaOf(n), version: 0 } : rxSchemaOf(n) }])) as never,
    );
    await old.saved_listings!.insert(before);
    await old.close();

    const db = await openDatabase('seeker', storage);
    try {
      expect((await db.saved_listings.findOne('L1').exec())?.toJSON()).toEqual(before);
      const fuller = { ...before.snapshot!, rental_type: 'crashpad' as const, max_nights: 21, number_of_shower: 1, total_room: 1, gender_preference: 'all' as const, amenities: [], preferences: [], places: [], created_at: '2026-02-01T00:00:00.000Z' };
      await db.saved_listings.upsert({ ...before, snapshot: fuller, serverSeq: 4 });
      expect((await db.saved_listings.findOne('L1').exec())?.toJSON().snapshot).toMatchObject({ max_nights: 21, rental_type: 'crashpad' });
    } finally {
      await db.close();
    }
  });
});
