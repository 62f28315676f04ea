import { AUTO_PAY, requestAutopayInputSchema, type Rental } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { nextPaymentDate } from './rent-schedule.js';
import { chargeParties, paymentsOf, payoutComplete } from './rental-charges.js';
import { changeRental } from './rental-changes.js';
import { rentalView } from './rental-views.js';
import { dateAt, type RentalsDeps } from './rentals-deps.js';

const live = (status: string) => status === 'pending' || status === 'accepted';

/**
 * The autopay lifecycle (spec 3 §4 "auto_pay values"): the lister requests (0 → 2), the tenant
 * accepts (2 → 1, needs their card) or declines (2 → 0); either side asks to disable (1 → 3) and
 * the other side's disable confirms it (3 → 0); a tenant may also turn a pending request off.
 * While autopay is 1 or 3 rent is charged monthly; 0 stops the schedule at once.
 */
export function autopayCommands(deps: RentalsDeps) {
  return {
    async request(lister: UserDoc, rentalId: string, raw: unknown): Promise<Rental> {
      const input = parseInput(requestAutopayInputSchema, raw);
      if (!(await payoutComplete(deps, lister._id))) throw new AppError('payout_onboarding_required');
      const doc = await changeRental(deps, rentalId, lister, (cur, side) => {
        if (side !== 'lister' || !live(cur.status)) throw new AppError(side === 'lister' ? 'rental_state' : 'not_found');
        if (cur.auto_pay !== AUTO_PAY.disabled) throw new AppError('rental_state');
        // spec 3 §5: rent and deposit of the request are editable until the rental is accepted.
        const terms = cur.status === 'pending' ? { rental_amount_cents: input.rental_amount ?? cur.rental_amount_cents, deposit_cents: input.deposit ?? cur.deposit_cents } : {};
        return { next: { ...cur, ...terms, auto_pay: AUTO_PAY.requested }, event: 'autopay_requested', summary: { auto_pay: '2' } };
      });
      if (doc.user_id) await deps.alerts.raise({ userId: doc.user_id, kind: 'autopay', params: { lister: doc.lister_name, location: doc.location }, url: '/my-crashpad', key: `autopay:${doc.id}:${doc.serverSeq}` });
      return rentalView(doc);
    },

    async accept(tenant: UserDoc, rentalId: string): Promise<Rental> {
      const current = await deps.col.rentals.get(rentalId);
      if (current && current.user_id === tenant._id) await chargeParties(paymentsOf(deps), tenant._id, current.lister_id);
      const today = dateAt(deps.app.clock.now());
      return rentalView(
        await changeRental(deps, rentalId, tenant, (cur, side) => {
          if (side !== 'tenant' || !live(cur.status)) throw new AppError(side === 'tenant' ? 'rental_state' : 'not_found');
          if (cur.auto_pay !== AUTO_PAY.requested) throw new AppError('rental_state');
          // From now on: the next payment day after today (nothing is charged for the past).
          const schedule = cur.status === 'accepted' ? { next_charge_date: nextPaymentDate(today, cur.payment_date), next_charge_prorated: false, charge_attempts: 0, retry_at: null } : {};
          return { next: { ...cur, ...schedule, auto_pay: AUTO_PAY.enabled }, event: 'autopay_accepted', summary: { auto_pay: '1' } };
        }),
      );
    },

    async decline(tenant: UserDoc, rentalId: string): Promise<Rental> {
      return rentalView(
        await changeRental(deps, rentalId, tenant, (cur, side) => {
          if (side !== 'tenant' || !live(cur.status)) throw new AppError(side === 'tenant' ? 'rental_state' : 'not_found');
          if (cur.auto_pay !== AUTO_PAY.requested) throw new AppError('rental_state');
          return { next: { ...cur, auto_pay: AUTO_PAY.disabled }, event: 'autopay_declined', summary: { auto_pay: '0' } };
        }),
      );
    },

    /** Either side: 1 → 3 (asks the other side), 3 → 0 when the other side confirms, 2 → 0 by the tenant. */
    async disable(user: UserDoc, rentalId: string): Promise<Rental> {
      return rentalView(
        await changeRental(deps, rentalId, user, (cur, side) => {
          if (!live(cur.status)) throw new AppError('rental_state');
          const stop = { auto_pay: AUTO_PAY.disabled, next_charge_date: null, retry_at: null, charge_attempts: 0 } as const;
          if (cur.auto_pay === AUTO_PAY.requested && side === 'tenant') return { next: { ...cur, ...stop }, event: 'autopay_declined', summary: { auto_pay: '0' } };
          if (cur.auto_pay === AUTO_PAY.enabled) return { next: { ...cur, auto_pay: AUTO_PAY.disable_requested }, event: 'autopay_disable_requested', summary: { auto_pay: '3' } };
          if (cur.auto_pay === AUTO_PAY.disable_requested) {
            const askedBy = [...cur.history].reverse().find((h) => h.event === 'autopay_disable_requested')?.by;
            if (askedBy === side) throw new AppError('rental_state');
            return { next: { ...cur, ...stop }, event: 'autopay_disabled', summary: { auto_pay: '0' } };
          }
          throw new AppError('rental_state');
        }),
      );
    },
  };
}
export type AutopayCommands = ReturnType<typeof autopayCommands>;
