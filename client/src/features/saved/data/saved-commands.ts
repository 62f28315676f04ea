import type { SavedListing } from '@crashpad/sync';
import type { CrashpadDatabase } from '../../../db/types';

/**
 * Saves a listing locally; replication delivers it and the server fills the snapshot (title,
 * prices, photos…), which replicates back. Everything but `{id, listing_id}` is server-owned, so
 * the placeholders below are what the contract asks a client to send.
 */
export async function saveListing(db: CrashpadDatabase, listingId: string, now: Date = new Date()): Promise<void> {
  const row: SavedListing = {
    id: listingId,
    listing_id: listingId,
    saved_at: now.toISOString(),
    snapshot: null,
    listing_state: 'current',
    listing_changed_at: null,
    serverSeq: 0,
    updated_at: '',
  };
  const existing = await db.saved_listings.findOne(listingId).exec();
  if (existing) return;
  await db.saved_listings.insert(row);
}

/** Unsaves a listing (a tombstone that replicates). */
export async function unsaveListing(db: CrashpadDatabase, listingId: string): Promise<void> {
  const doc = await db.saved_listings.findOne(listingId).exec();
  await doc?.incrementalRemove();
}
