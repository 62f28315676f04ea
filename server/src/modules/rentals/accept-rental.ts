import type { AcceptRentalOutput, RentalHistoryEntry } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { emitChanged } from '../sync/sync-adapter.js';
import { setBedBusy } from './bed-occupancy.js';
import { isTenantOf } from './invite-lifecycle.js';
import { inviteTokenDigest } from './invite-token.js';
import { padPassFieldsOf, type PadPassService } from './pad-pass.js';
import { storePaymentRequest } from './payment-requests.js';
import { firstRent } from './rent-schedule.js';
import { chargeRental } from './rental-charges.js';
import { dollarsText, rentalView, withHistory } from './rental-views.js';
import type { RentalDoc } from './rentals-collections.js';
import { isoAt, type RentalsDeps } from './rentals-deps.js';

/** Only the invited person may accept (their account, or the invited e-mail's). */
function assertTenant(rental: RentalDoc, user: UserDoc): void {
  if (user.status !== 'ACTIVE' && user.status !== 'INACTIVE') throw new AppError('account_inactive');
  if (!isTenantOf(rental, user) || rental.lister_id === user._id) throw new AppError('invite_other_account');
}

/** The deposit request made on acceptance without autopay has this id: one per rental, ever. */
export const depositRequestId = (rentalId: string) => `deposit-${rentalId}`;

/**
 * Accepts an invitation (spec 3 §4 "Tenant acceptance flow"; issue 10). Exactly once: the rental
 * is locked in the store for the whole acceptance, so a double click, a retry or 20 simultaneous
 * calls give one rental and one deposit charge (Stripe idempotency key `deposit:{rentalId}` on
 * top). With autopay 1 the deposit is charged to the tenant's card first (a refusal leaves the
 * invitation pending, 402); with autopay 0 it becomes a pending payment request. The first rent
 * (prorated) is scheduled for 07:00 UTC on the move-in date.
 */
export function acceptRentalCommand(deps: RentalsDeps, padPasses: PadPassService) {
  const { app, col } = deps;

  /** The pending invitation a link's token names, or invite_invalid (unknown, used, replaced, expired). */
  async function byToken(token: string): Promise<RentalDoc> {
    const [rental] = await col.rentals.collection.find({ token_digest: inviteTokenDigest(token) }, { limit: 1 });
    if (!rental || rental._deleted || rental.status !== 'pending' || (rental.token_expires_at ?? 0) <= app.clock.now()) throw new AppError('invite_invalid');
    return rental;
  }

  async function acceptHeld(user: UserDoc, rentalId: string): Promise<AcceptRentalOutput> {
    const rental = await col.rentals.get(rentalId);
    if (!rental || rental._deleted) throw new AppError('invite_invalid');
    if (rental.status === 'accepted' && rental.user_id === user._id) {
      // Accepted already (a retry after a lost answer, or the other 19 of 20 clicks): same answer.
      return { data: rentalView(rental), deposit: { amount_cents: rental.deposit_cents, charged: rental.auto_pay !== 0 && rental.deposit_cents > 0 && rental.deposit_request_id === null, payment_request_id: rental.deposit_request_id } };
    }
    if (rental.status !== 'pending') throw new AppError('invite_invalid');
    assertTenant(rental, user);

    const now = app.clock.now();
    const at = isoAt(now);
    const history: RentalHistoryEntry[] = [];
    let charged = false;
    let requestId: string | null = null;
    const withUser: RentalDoc = { ...rental, user_id: user._id, tenant_first_name: user.first_name, tenant_last_name: user.last_name, tenant_phone_number: user.phone_number ?? null, tenant_airline: user.airlines ?? null };
    if (rental.deposit_cents > 0 && rental.auto_pay === 1) {
      const outcome = await chargeRental(deps, {
        rental: withUser,
        kind: 'deposit',
        amountCents: rental.deposit_cents,
        key: `deposit:${rental.id}`,
        period: null,
        paymentRequestId: null,
        description: `Deposit ${rental.booking_reference} – ${rental.location}`,
      });
      if (outcome.status === 'failed') throw new AppError('payment_failed', { data: [{ type: 'card_error', code: 'card_declined', decline_code: null, message: outcome.message }] });
      charged = true;
      history.push({ event: 'deposit_charged', created_at: at, by: 'system', change_summary: { amount: String(rental.deposit_cents) } });
    }
    if (rental.deposit_cents > 0 && rental.auto_pay !== 1) {
      requestId = depositRequestId(rental.id);
      history.push({ event: 'deposit_requested', created_at: at, by: 'system', change_summary: { amount: String(rental.deposit_cents) } });
    }

    const [listing, lister] = await Promise.all([deps.listings.byId(rental.listing_id), deps.users.byId(rental.lister_id)]);
    const pass = await padPasses.forListing(rental.listing_id);
    const first = firstRent(rental.start_date, rental.payment_date, rental.rental_amount_cents);
    const res = await col.rentals.mutate(rental.id, (cur) => {
      if (!cur || cur.status !== 'pending') return null;
      let h = withHistory(cur.history, { event: 'accepted', created_at: at, by: 'tenant', change_summary: {} });
      for (const e of history) h = withHistory(h, e);
      return {
        ...cur,
        ...(listing ? padPassFieldsOf(listing, lister, pass) : {}),
        status: 'accepted',
        user_id: user._id,
        participants: [cur.lister_id, user._id],
        tenant_email_key: user.email.toLowerCase(),
        tenant_first_name: user.first_name,
        tenant_last_name: user.last_name,
        tenant_phone_number: user.phone_number ?? null,
        tenant_airline: user.airlines ?? null,
        // The digest stays so a retry of the used link is recognised; the link accepts nothing more.
        token_expires_at: null,
        invite_expires_at: null,
        accepted_at: at,
        first_rent_cents: first.amountCents,
        deposit_request_id: requestId,
        history: h,
        next_charge_date: cur.auto_pay === 1 ? first.date : null,
        next_charge_prorated: first.prorated,
        charge_attempts: 0,
        retry_at: null,
      };
    });
    if (!res.written) throw new AppError('invite_invalid');
    const stored = res.after!;
    emitChanged(app.events, 'rentals', stored.participants, stored);
    await setBedBusy(deps, stored.listing_id, stored.bed_id, true);
    if (requestId) await storePaymentRequest(deps, stored, user._id, { id: requestId, amountCents: stored.deposit_cents, paymentFor: 'deposit', notes: '' });
    if (charged) {
      await deps.alerts.raise({ userId: stored.lister_id, kind: 'deposit', params: { tenant: `${user.first_name} ${user.last_name}`.trim(), amount: dollarsText(stored.deposit_cents), location: stored.location }, url: '/my-crew', key: `deposit:${stored.id}` });
    }
    return { data: rentalView(stored), deposit: { amount_cents: stored.deposit_cents, charged, payment_request_id: requestId } };
  }

  const locked = (rentalId: string, fn: () => Promise<AcceptRentalOutput>) =>
    app.locks.withLock(`rentals:accept:${rentalId}`, { ttlMs: 120_000, waitMs: 120_000 }, () => fn());

  return {
    byToken,
    /** POST /rental/accept (and GET, DECISIONS #5): the link's token. */
    async acceptByToken(user: UserDoc, token: string): Promise<AcceptRentalOutput> {
      const [rental] = await col.rentals.collection.find({ token_digest: inviteTokenDigest(token) }, { limit: 1 });
      // The link this very user used a moment ago (a retry, a double click): the same answer.
      if (rental && !rental._deleted && rental.status === 'accepted' && rental.user_id === user._id) return locked(rental._id, () => acceptHeld(user, rental._id));
      if (!rental || rental._deleted || rental.status !== 'pending' || (rental.token_expires_at ?? 0) <= app.clock.now()) throw new AppError('invite_invalid');
      assertTenant(rental, user);
      return locked(rental._id, () => acceptHeld(user, rental._id));
    },
    /** POST /rental/{id}/accept: My Rentals' Accept Invitation for an invitation addressed to the user. */
    async acceptById(user: UserDoc, rentalId: string): Promise<AcceptRentalOutput> {
      const rental = await col.rentals.get(rentalId);
      if (!rental || rental._deleted || !(isTenantOf(rental, user) || rental.user_id === user._id)) throw new AppError('not_found');
      if (rental.status === 'pending' && (rental.token_expires_at ?? 0) <= app.clock.now()) throw new AppError('invite_invalid');
      return locked(rental._id, () => acceptHeld(user, rental._id));
    },
  };
}
export type AcceptRentalCommand = ReturnType<typeof acceptRentalCommand>;
