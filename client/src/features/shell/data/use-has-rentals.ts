import type { Rental } from '@crashpad/sync';
import { useLiveQuery } from '../../../db/use-live-query';

/** Whether the user rents (or was invited to) a bed, from the local rentals: the header's My rentals link, offline too. */
export function useHasRentals(userId: string | null): boolean {
  const { docs } = useLiveQuery<Rental>((db) => (userId ? db.rentals.findOne({ selector: { user_id: userId, status: { $in: ['pending', 'accepted'] } } }) : null), [userId]);
  return docs.length > 0;
}
