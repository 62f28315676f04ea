import type { RentalsDeps } from './rentals-deps.js';

/**
 * Marks a listing's bed BUSY (an accepted tenant lives there) or ACTIVE again (checked out), so
 * listing occupancy, badges and the room plan's "a busy bed cannot be removed" follow rentals
 * (spec 2 §4: BUSY is set by rentals, never by a lister). Compare-and-set on the listing's
 * revision, retried when a concurrent edit got there first.
 */
export async function setBedBusy(deps: RentalsDeps, listingId: string, bedId: string, busy: boolean): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const listing = await deps.listings.byId(listingId);
    if (!listing) return;
    let changed = false;
    const rooms = listing.rooms.map((room) => ({
      ...room,
      beds: room.beds.map((bed) => {
        if (bed.id !== bedId || bed.status === 'DELETED') return bed;
        const status = busy ? 'BUSY' : 'ACTIVE';
        if (bed.status === status) return bed;
        changed = true;
        return { ...bed, status: status as typeof bed.status };
      }),
    }));
    if (!changed) return;
    if (await deps.listings.setIfUnchanged(listing, { rooms })) return;
  }
  throw new Error(`listing ${listingId} kept changing while its bed ${bedId} was updated`);
}
