import { RENTED_STATUSES } from '@crashpad/sync';
import type { RentalHistory } from '../reviews/rental-history.js';
import type { RentalsCollections } from './rentals-collections.js';

/**
 * The reviews' port (spec 2 §5 "who may review"): a tenant with, or who had, a rental from that
 * lister — accepted, or accepted and since ended. Owned by the rentals module, over its
 * collection (the tenant is `user_id`).
 */
export function rentalHistoryPort(col: RentalsCollections): RentalHistory {
  return {
    async hasRentedFrom(tenantId, listerId) {
      const [found] = await col.rentals.collection.find({ user_id: tenantId, lister_id: listerId, status: { $in: [...RENTED_STATUSES] }, _deleted: false }, { limit: 1 });
      return found !== undefined;
    },
  };
}
