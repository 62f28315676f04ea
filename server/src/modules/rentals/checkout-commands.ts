import { checkoutInputSchema, updateTenantNoteInputSchema, type Rental } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { endIfDue } from './end-rental.js';
import { assertBedNotPromised, assertNotPast } from './invite-rules.js';
import { listerLock } from './invite-tenant.js';
import { rentalView } from './rental-views.js';
import { changeRental } from './rental-changes.js';
import { isoAt, type RentalsDeps } from './rentals-deps.js';

/**
 * Check-out date changes (spec 3 §4 "Checkout date change"): the tenant requests a date and
 * hour, the lister confirms it (the new check-out) or checks the tenant out with a date. A later
 * check-out is refused while another pending or accepted rental of the bed starts before it
 * (spec 3 §8: the bed is promised to someone else). A check-out today or earlier ends the rental
 * at once; a future one is ended by the daily rent run on that date.
 */
export function checkoutCommands(deps: RentalsDeps) {
  const { app } = deps;

  return {
    async request(tenant: UserDoc, rentalId: string, raw: unknown): Promise<Rental> {
      const input = parseInput(checkoutInputSchema, raw);
      assertNotPast(app.clock.now(), null, input.checkout_date);
      const doc = await changeRental(deps, rentalId, tenant, (cur, side) => {
        if (side !== 'tenant') throw new AppError('not_found');
        if (cur.status !== 'accepted') throw new AppError('rental_state');
        return {
          next: { ...cur, checkout_requested_date: input.checkout_date, checkout_requested_time: input.checkout_time, checkout_requested_at: isoAt(app.clock.now()) },
          event: 'checkout_requested',
          summary: { checkout_date: input.checkout_date, checkout_time: input.checkout_time },
        };
      });
      await deps.alerts.raise({
        userId: doc.lister_id,
        kind: 'checkout',
        params: { tenant: `${doc.tenant_first_name} ${doc.tenant_last_name}`.trim(), location: doc.location, date: input.checkout_date, time: input.checkout_time },
        url: '/my-crew',
        key: `checkout:${doc.id}:${doc.serverSeq}`,
      });
      return rentalView(doc);
    },

    async confirm(lister: UserDoc, rentalId: string): Promise<Rental> {
      // Under the lister's lock, like invitations: an invite of the same bed cannot slip in
      // between the "bed not promised" check and the new check-out date.
      const doc = await listerLock(deps, lister._id)(async () => {
        const current = await deps.col.rentals.get(rentalId);
        if (current?.lister_id === lister._id && current.checkout_requested_date) await assertBedNotPromised(deps, current, current.checkout_requested_date);
        return changeRental(deps, rentalId, lister, (cur, side) => {
          if (side !== 'lister') throw new AppError('not_found');
          if (cur.status !== 'accepted' || !cur.checkout_requested_date) throw new AppError('rental_state');
          return {
            next: { ...cur, checkout_date: cur.checkout_requested_date, checkout_time: cur.checkout_requested_time, checkout_requested_date: null, checkout_requested_time: null, checkout_requested_at: null },
            event: 'checkout_confirmed',
            summary: { checkout_date: cur.checkout_requested_date, checkout_time: cur.checkout_requested_time ?? '' },
          };
        });
      });
      return rentalView(await endIfDue(deps, doc));
    },

    async checkout(lister: UserDoc, rentalId: string, raw: unknown): Promise<Rental> {
      const input = parseInput(checkoutInputSchema, raw);
      const doc = await listerLock(deps, lister._id)(async () => {
        const current = await deps.col.rentals.get(rentalId);
        if (current?.lister_id === lister._id) await assertBedNotPromised(deps, current, input.checkout_date);
        return changeRental(deps, rentalId, lister, (cur, side) => {
          if (side !== 'lister') throw new AppError('not_found');
          if (cur.status !== 'accepted') throw new AppError('rental_state');
          return {
            next: { ...cur, checkout_date: input.checkout_date, checkout_time: input.checkout_time, checkout_requested_date: null, checkout_requested_time: null, checkout_requested_at: null },
            event: 'checked_out',
            summary: { checkout_date: input.checkout_date, checkout_time: input.checkout_time },
          };
        });
      });
      return rentalView(await endIfDue(deps, doc));
    },

    async updateNote(lister: UserDoc, rentalId: string, raw: unknown): Promise<Rental> {
      const { note_agreement } = parseInput(updateTenantNoteInputSchema, raw);
      return rentalView(
        await changeRental(deps, rentalId, lister, (cur, side) => {
          if (side !== 'lister') throw new AppError('not_found');
          if (cur.status !== 'pending' && cur.status !== 'accepted') throw new AppError('rental_state');
          return { next: { ...cur, note_agreement }, event: 'note_updated', summary: { note_agreement } };
        }),
      );
    },
  };
}
export type CheckoutCommands = ReturnType<typeof checkoutCommands>;
