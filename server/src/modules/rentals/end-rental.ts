import { setBedBusy } from './bed-occupancy.js';
import type { RentalDoc } from './rentals-collections.js';
import { dateAt, isoAt, type RentalsDeps } from './rentals-deps.js';

/**
 * Ends an accepted rental whose check-out date has come: status ended, no more rent, the bed free
 * again, and the Pad Pass (door code, house rules, emergency contact) gone from the former
 * tenant's replicated copy: it is shown to accepted tenants only.
 */
export async function endRental(deps: RentalsDeps, rental: RentalDoc): Promise<RentalDoc> {
  const res = await deps.col.rentals.mutate(rental._id, (cur) =>
    cur && cur.status === 'accepted'
      ? { ...cur, status: 'ended', pad_pass: null, ended_at: isoAt(deps.app.clock.now()), next_charge_date: null, retry_at: null, history: [...cur.history, { event: 'ended', created_at: isoAt(deps.app.clock.now()), by: 'system', change_summary: { checkout_date: cur.checkout_date ?? '' } }].slice(-50) }
      : null,
  );
  if (!res.written) return res.after ?? rental;
  deps.app.events.emit('sync.changed', { collection: 'rentals', userId: res.after!.lister_id, checkpoint: { seq: res.after!.serverSeq, id: res.after!.id } });
  if (res.after!.user_id) deps.app.events.emit('sync.changed', { collection: 'rentals', userId: res.after!.user_id, checkpoint: { seq: res.after!.serverSeq, id: res.after!.id } });
  await setBedBusy(deps, rental.listing_id, rental.bed_id, false);
  return res.after!;
}

/**
 * Ends an accepted rental at once when its check-out is today or earlier (the check-out routes
 * and an edit of the rental); a future check-out is ended by the daily rent run on that date.
 */
export async function endIfDue(deps: RentalsDeps, doc: RentalDoc): Promise<RentalDoc> {
  if (doc.status !== 'accepted' || doc.checkout_date === null || doc.checkout_date > dateAt(deps.app.clock.now())) return doc;
  return endRental(deps, doc);
}
