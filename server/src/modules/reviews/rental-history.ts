import type { Doc, Store } from '../../platform/store/types.js';

/**
 * The `rentals` collection as far as reviews rely on it. This is the contract the rentals
 * module (a later issue) owns and extends; until it exists only the demo seed and tests write
 * here. Fields relied on:
 * - `tenant_id`: the user who rents (a tenant, a seeker, or a lister renting elsewhere);
 * - `lister_id`: the user whose listing the rental is in;
 * - `status`: spec 3 "Rental status" — pending, accepted, ended, complete (shown as Ended), deleted.
 */
export const RENTAL_RECORD_STATUSES = ['pending', 'accepted', 'ended', 'complete', 'deleted'] as const;
export type RentalRecordStatus = (typeof RENTAL_RECORD_STATUSES)[number];
export type RentalRecord = Doc & { tenant_id: string; lister_id: string; status: RentalRecordStatus };

/** A rental that really happened: accepted, or accepted and since checked out (ended/complete). */
export const RENTED_STATUSES: readonly RentalRecordStatus[] = ['accepted', 'ended', 'complete'];

/** The one question reviews ask the rentals area (a port: the reviews service gets one). */
export interface RentalHistory {
  hasRentedFrom(tenantId: string, listerId: string): Promise<boolean>;
}

/** RentalHistory read from the `rentals` collection. */
export function storeRentalHistory(store: Store): RentalHistory & { init(): Promise<void> } {
  const rentals = store.collection<RentalRecord>('rentals');
  return {
    init: () => rentals.createIndex({ tenant_id: 1, lister_id: 1 }),
    async hasRentedFrom(tenantId, listerId) {
      return (await rentals.findOne({ tenant_id: tenantId, lister_id: listerId, status: { $in: [...RENTED_STATUSES] } })) !== null;
    },
  };
}
