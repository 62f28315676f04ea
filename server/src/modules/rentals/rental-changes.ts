import type { RentalHistoryEntry } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { emitChanged } from '../sync/sync-adapter.js';
import type { Draft } from '../sync/replicated-collection.js';
import { isTenantOf } from './invite-lifecycle.js';
import { withHistory } from './rental-views.js';
import type { RentalDoc } from './rentals-collections.js';
import { isoAt, type RentalsDeps } from './rentals-deps.js';

export type Side = 'tenant' | 'lister';

/** Which side of a rental `user` is on; not a party (or a tenant of a rental not yet theirs) → not_found. */
export function sideOf(rental: RentalDoc | null, user: UserDoc): Side {
  if (rental && !rental._deleted) {
    if (rental.lister_id === user._id) return 'lister';
    if (rental.user_id === user._id || (rental.status === 'pending' && isTenantOf(rental, user))) return 'tenant';
  }
  throw new AppError('not_found');
}

/**
 * A guarded change of one rental: `decide` gets the current document and returns the next one
 * (with a history entry) or throws; it runs inside the collection's compare-and-set, so two
 * changes racing on one rental apply one after the other on fresh state.
 */
export async function changeRental(
  deps: RentalsDeps,
  rentalId: string,
  user: UserDoc,
  decide: (cur: RentalDoc, side: Side) => { next: Draft<RentalDoc>; event: RentalHistoryEntry['event']; summary?: Record<string, string> },
): Promise<RentalDoc> {
  const first = await deps.col.rentals.get(rentalId);
  sideOf(first, user);
  let failure: unknown = null;
  const res = await deps.col.rentals.mutate(rentalId, (cur) => {
    failure = null;
    if (!cur) return null;
    try {
      const side = sideOf(cur, user);
      const { next, event, summary } = decide(cur, side);
      return { ...next, history: withHistory(cur.history, { event, created_at: isoAt(deps.app.clock.now()), by: side, change_summary: summary ?? {} }) };
    } catch (err) {
      failure = err;
      return null;
    }
  });
  if (failure) throw failure;
  if (!res.written) throw new AppError('rental_state');
  emitChanged(deps.app.events, 'rentals', res.after!.participants, res.after!);
  return res.after!;
}
