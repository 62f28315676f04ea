import { AUTO_PAY, RENT_CHARGE_ATTEMPTS, RENT_RETRY_MS, type RentChargeState } from '@crashpad/sync';
import type { JobDefinition, JobRun } from '../../platform/jobs/job-scheduler.js';
import { AppError } from '../../http/app-error.js';
import { emitChanged } from '../sync/sync-adapter.js';
import { endRental } from './end-rental.js';
import { beforeCheckout, chargeAfter, dateOf, periodOf } from './rent-schedule.js';
import { chargeRental, type RentalChargeOutcome } from './rental-charges.js';
import { dollarsText, withHistory } from './rental-views.js';
import type { RentalDoc } from './rentals-collections.js';
import { dateAt, isoAt, type RentalsDeps } from './rentals-deps.js';

export const RENT_RUN_JOB = 'rent-run';
const BATCH = 200;
/** A rental behind by more than this many charges (long downtime) catches up over the next runs. */
const CATCH_UP_MAX = 3;

const tomorrowOf = (today: string) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return dateOf(y, m, d + 1);
};

/**
 * The daily rent run at 07:00 UTC (spec 3 §1; issue 10), one leased occurrence per day
 * (`rent-run:YYYY-MM-DD`) that processes everything due up to now in bounded batches:
 * 1. rentals whose check-out date has come are ended (no rent after check-out);
 * 2. every autopay rental (auto_pay 1, or 3 until the disable is confirmed) whose next charge
 *    date has come is charged: the prorated first rent on the move-in date, then the monthly rent
 *    on the payment day, each with the idempotency key `rent:{rentalId}:{YYYY-MM}` (the first,
 *    prorated one `rent:{rentalId}:{move-in date}`), so a repeated or taken-over run charges once;
 *    a refused charge is retried a day later, up to RENT_CHARGE_ATTEMPTS, and reported;
 * 3. tenants whose rent is charged tomorrow at 07:00 are reminded with the amount (24 h before).
 */
export function rentRunJob(deps: RentalsDeps): JobDefinition {
  const { col, app } = deps;

  async function store(rental: RentalDoc, patch: Partial<RentalDoc>, event: 'rent_charged' | 'rent_failed', summary: Record<string, string>): Promise<RentalDoc | null> {
    const res = await col.rentals.mutate(rental._id, (cur) =>
      cur && cur.next_charge_date === rental.next_charge_date && cur.status === 'accepted'
        ? { ...cur, ...patch, history: withHistory(cur.history, { event, created_at: isoAt(app.clock.now()), by: 'system', change_summary: summary }) }
        : null,
    );
    if (res.written) emitChanged(app.events, 'rentals', res.after!.participants, res.after!);
    return res.written ? res.after! : null;
  }

  /** Charges the rental's next due rent once; answers the stored rental (or null when it moved on meanwhile). */
  async function chargeNext(rental: RentalDoc): Promise<RentalDoc | null> {
    const date = rental.next_charge_date!;
    if (!beforeCheckout(date, rental.checkout_date)) {
      const res = await col.rentals.mutate(rental._id, (cur) => (cur && cur.next_charge_date === date ? { ...cur, next_charge_date: null } : null));
      return res.written ? null : null;
    }
    const prorated = rental.next_charge_prorated;
    const amount = prorated ? (rental.first_rent_cents ?? rental.rental_amount_cents) : rental.rental_amount_cents;
    const period = prorated ? date : periodOf(date);
    let outcome: RentalChargeOutcome;
    try {
      outcome = await chargeRental(deps, {
        rental,
        kind: 'rent',
        amountCents: amount,
        key: `rent:${rental.id}:${period}`,
        period,
        paymentRequestId: null,
        description: `Rent ${period} ${rental.booking_reference} – ${rental.location}`,
      });
    } catch (err) {
      // No card or payout account any more: a failure to report; Stripe unreachable: try again next run.
      if (!(err instanceof AppError) || err.code === 'payment_provider_unavailable' || err.code === 'payments_unavailable') throw err;
      outcome = { status: 'failed', message: err.message };
    }
    const now = app.clock.now();
    const attempt = rental.charge_attempts + 1;
    const state = (status: RentChargeState['status'], failure: string | null): RentChargeState => ({ period, status, amount_cents: amount, attempted_at: isoAt(now), failure_message: failure, attempts: attempt });
    const next = chargeAfter(date, rental.payment_date);
    if (outcome.status === 'paid') {
      const stored = await store(rental, { next_charge_date: next, next_charge_prorated: false, charge_attempts: 0, retry_at: null, last_charge: state('paid', null) }, 'rent_charged', { amount: String(amount), period });
      if (stored?.user_id) await deps.alerts.raise({ userId: stored.user_id, kind: 'rent_charged', params: { amount: dollarsText(amount), period, location: stored.location }, url: '/my-crashpad', key: `rent_charged:${rental.id}:${period}` });
      return stored;
    }
    const givingUp = attempt >= RENT_CHARGE_ATTEMPTS;
    const patch: Partial<RentalDoc> = givingUp
      ? { next_charge_date: next, next_charge_prorated: false, charge_attempts: 0, retry_at: null, last_charge: state('failed', outcome.message) }
      : { charge_attempts: attempt, retry_at: now + RENT_RETRY_MS, last_charge: state('failed', outcome.message) };
    const stored = await store(rental, patch, 'rent_failed', { amount: String(amount), period, reason: outcome.message });
    if (stored) {
      const params = { amount: dollarsText(amount), period, location: stored.location, reason: outcome.message };
      for (const userId of [stored.user_id, stored.lister_id]) {
        if (userId) await deps.alerts.raise({ userId, kind: 'rent_failed', params, url: userId === stored.lister_id ? '/my-crew' : '/my-crashpad', key: `rent_failed:${rental.id}:${period}:${attempt}:${userId}` });
      }
    }
    // A refused charge waits for its retry; the next rental.
    return null;
  }

  async function run(job: JobRun): Promise<void> {
    const now = job.now();
    const today = dateAt(now);
    // 1. Check-outs that have come.
    for (;;) {
      const due = await col.rentals.collection.find({ status: 'accepted', checkout_date: { $lte: today }, _deleted: false }, { limit: BATCH });
      if (due.length === 0) break;
      for (const rental of due) await endRental(deps, rental);
      await job.checkpoint();
    }
    // 2. Charges due (in _id order, resuming after the last one seen: a refused charge stays due until its retry).
    let after = '';
    for (;;) {
      const batch = await col.rentals.collection.find(
        { status: 'accepted', auto_pay: { $in: [AUTO_PAY.enabled, AUTO_PAY.disable_requested] }, next_charge_date: { $lte: today }, _id: { $gt: after }, _deleted: false },
        { sort: { _id: 1 }, limit: BATCH },
      );
      if (batch.length === 0) break;
      for (const first of batch) {
        after = first._id;
        let rental: RentalDoc | null = first;
        for (let i = 0; rental && i < CATCH_UP_MAX && rental.next_charge_date !== null && rental.next_charge_date <= today && (rental.retry_at ?? 0) <= now; i += 1) {
          rental = await chargeNext(rental);
        }
      }
      await job.checkpoint();
    }
    // 3. Reminders 24 h before tomorrow's 07:00 charges.
    const tomorrow = tomorrowOf(today);
    let seen = '';
    for (;;) {
      const batch = await col.rentals.collection.find(
        { status: 'accepted', auto_pay: { $in: [AUTO_PAY.enabled, AUTO_PAY.disable_requested] }, next_charge_date: tomorrow, _id: { $gt: seen }, _deleted: false },
        { sort: { _id: 1 }, limit: BATCH },
      );
      if (batch.length === 0) break;
      for (const rental of batch) {
        seen = rental._id;
        if (rental.reminded_for === tomorrow || !rental.user_id || !beforeCheckout(tomorrow, rental.checkout_date)) continue;
        const amount = rental.next_charge_prorated ? (rental.first_rent_cents ?? rental.rental_amount_cents) : rental.rental_amount_cents;
        await deps.alerts.raise({ userId: rental.user_id, kind: 'reminder', params: { amount: dollarsText(amount), location: rental.location }, url: '/my-crashpad', key: `reminder:${rental.id}:${tomorrow}` });
        await col.rentals.collection.updateOne({ _id: rental._id }, { $set: { reminded_for: tomorrow } });
      }
      await job.checkpoint();
    }
  }

  return { name: RENT_RUN_JOB, schedule: { kind: 'daily', at: '07:00' }, leaseMs: 10 * 60 * 1000, run };
}
