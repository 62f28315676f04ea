import type { PaymentRequest, Rental } from '@crashpad/sync';
import { useLiveQuery } from '../../../db/use-live-query';

/**
 * The user's own rentals as tenant (every status, with their history) from the replicated
 * `rentals` collection, so My Rentals and the Pad Pass open in airplane mode.
 */
export function useMyRentals(userId: string): { rentals: Rental[]; loading: boolean } {
  const { docs, loading } = useLiveQuery<Rental>((db) => db.rentals.find({ selector: { user_id: userId } }), [userId]);
  return { rentals: docs, loading };
}

/** One rental of the user by id (the Pad Pass), from the local database. */
export function useMyRental(userId: string, rentalId: string): { rental: Rental | null; loading: boolean } {
  const { docs, loading } = useLiveQuery<Rental>((db) => db.rentals.findOne({ selector: { id: rentalId, user_id: userId } }), [userId, rentalId]);
  return { rental: docs[0] ?? null, loading };
}

/** Payment requests addressed to the user (the One-Time Payment tab and global modal 1). */
export function useMyPaymentRequests(userId: string): { requests: PaymentRequest[]; loading: boolean } {
  const { docs, loading } = useLiveQuery<PaymentRequest>(
    (db) => db.payment_requests.find({ selector: { tenant_user_id: userId }, sort: [{ created_at: 'desc' }, { id: 'desc' }] }),
    [userId],
  );
  return { requests: docs, loading };
}

/** Whether the user has any payment request (the One-Time Payment tab shows only then, spec 1 §2). */
export function useHasPaymentRequests(userId: string): boolean {
  const { docs } = useLiveQuery<PaymentRequest>((db) => (userId ? db.payment_requests.findOne({ selector: { tenant_user_id: userId } }) : null), [userId]);
  return docs.length > 0;
}
