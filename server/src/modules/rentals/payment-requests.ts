import { createHash } from 'node:crypto';
import { DEFAULT_REJECT_REASON, paymentRequestInputSchema, rejectPaymentRequestInputSchema, type PaymentRequest, type PaymentRequestType } from '@crashpad/sync';
import { ulid } from 'ulid';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { emitChanged } from '../sync/sync-adapter.js';
import type { Draft } from '../sync/replicated-collection.js';
import { assertLister } from './invite-rules.js';
import { chargeRental } from './rental-charges.js';
import { dollarsText, paymentRequestView } from './rental-views.js';
import type { PaymentRequestDoc, RentalDoc } from './rentals-collections.js';
import { isoAt, type RentalsDeps } from './rentals-deps.js';

/**
 * The request id of a lister's form id (`entry_id`): derived, so that two sends of one form meet
 * on one document (stored once, atomically), and scoped to the lister, so that another account's
 * ids can never name, or block, this lister's requests.
 */
export const requestIdOf = (listerId: string, entryId: string): string => `pr${createHash('sha256').update(`${listerId}:${entryId}`).digest('hex').slice(0, 40)}`;

/**
 * Stores a pending payment request of a rental (once per id) and tells the tenant. Used by the
 * lister's request and by acceptance without autopay (the deposit becomes a request, issue 10).
 */
export async function storePaymentRequest(
  deps: RentalsDeps,
  rental: RentalDoc,
  tenantUserId: string,
  fields: { id: string; amountCents: number; paymentFor: PaymentRequestType; notes: string },
): Promise<PaymentRequestDoc> {
  const now = isoAt(deps.app.clock.now());
  const draft: Draft<PaymentRequestDoc> = {
    id: fields.id,
    _deleted: false,
    participants: [rental.lister_id, tenantUserId],
    rental_id: rental.id,
    booking_reference: rental.booking_reference,
    tenant_user_id: tenantUserId,
    lister_id: rental.lister_id,
    listing_id: rental.listing_id,
    room_id: rental.room_id,
    amount_cents: fields.amountCents,
    payment_for: fields.paymentFor,
    notes: fields.notes,
    status: 'pending',
    lister_name: rental.lister_name,
    tenant_name: `${rental.tenant_first_name} ${rental.tenant_last_name}`.trim() || rental.tenant_email,
    crashpad_name: rental.location,
    reject_reason: null,
    failure_message: null,
    created_at: now,
    paid_at: null,
  };
  const res = await deps.col.requests.mutate(fields.id, (cur) => (cur ? null : draft));
  const stored = res.after!;
  if (res.written) {
    emitChanged(deps.app.events, 'payment_requests', stored.participants, stored);
    await deps.alerts.raise({
      userId: tenantUserId,
      kind: 'payment_request',
      params: { lister: rental.lister_name, amount: dollarsText(fields.amountCents), payment_for: fields.paymentFor, location: rental.location },
      url: '/account-setting?tab=one-time-payment',
      key: `payment_request:${fields.id}`,
    });
  }
  return stored;
}

/**
 * Marks a request paid that Stripe confirmed (its PaymentIntent succeeded): from the tenant's call,
 * or from the webhook when the call's answer was lost before the request was stored as complete
 * (it would stay "processing" and could be paid by nobody). Complete is final; false when it
 * already was.
 */
export async function completePaidRequest(deps: RentalsDeps, id: string): Promise<PaymentRequestDoc | null> {
  const res = await deps.col.requests.mutate(id, (cur) => (cur && (cur.status === 'processing' || cur.status === 'pending') ? { ...cur, status: 'complete', failure_message: null, paid_at: isoAt(deps.app.clock.now()) } : null));
  if (!res.written) return null;
  emitChanged(deps.app.events, 'payment_requests', res.after!.participants, res.after!);
  return res.after!;
}

/**
 * Payment requests (spec 3 §3–§5, §8): the lister sends one for an accepted rental of theirs;
 * the tenant pays it with their saved card (a PaymentIntent to the lister's connected account,
 * idempotency key `request:{id}`) or rejects it with an optional reason. The payment-request flag
 * only hides the lister's button; the calls work regardless (issue 10).
 */
export function paymentRequestsService(deps: RentalsDeps) {
  const { app, col } = deps;

  async function rentalOfLister(lister: UserDoc, rentalId: string): Promise<RentalDoc> {
    const rental = await col.rentals.get(rentalId);
    if (!rental || rental._deleted || rental.lister_id !== lister._id) throw new AppError('not_found');
    return rental;
  }

  async function requestOfTenant(tenant: UserDoc, id: string): Promise<PaymentRequestDoc> {
    const request = await col.requests.get(id);
    if (!request || request._deleted || request.tenant_user_id !== tenant._id) throw new AppError('not_found');
    return request;
  }

  async function setStatus(id: string, from: PaymentRequestDoc['status'][], patch: (cur: PaymentRequestDoc) => Partial<PaymentRequestDoc>): Promise<PaymentRequestDoc | null> {
    const res = await col.requests.mutate(id, (cur) => (cur && from.includes(cur.status) ? { ...cur, ...patch(cur) } : null));
    if (!res.written) return null;
    emitChanged(app.events, 'payment_requests', res.after!.participants, res.after!);
    return res.after!;
  }

  return {
    /**
     * POST /payment-request. Sent once per `entry_id` (the form's id): the same id again answers
     * the request already stored (whatever became of it since); the same id with other details is
     * another request under a used id, refused (409) with nothing stored.
     */
    async send(lister: UserDoc, raw: unknown): Promise<PaymentRequest> {
      assertLister(lister);
      const input = parseInput(paymentRequestInputSchema, raw);
      const rental = await rentalOfLister(lister, input.tenant_id);
      if ((input.listing_id && input.listing_id !== rental.listing_id) || (input.tenant_user_id && input.tenant_user_id !== rental.user_id)) throw new AppError('not_found');
      const id = input.entry_id ? requestIdOf(lister._id, input.entry_id) : ulid(app.clock.now());
      const same = (doc: PaymentRequestDoc) => doc.rental_id === rental.id && doc.amount_cents === input.amount && doc.payment_for === input.payment_for && doc.notes === input.notes;
      const earlier = input.entry_id ? await col.requests.get(id) : null;
      if (earlier) {
        if (!same(earlier)) throw new AppError('conflict');
        return paymentRequestView(earlier);
      }
      if (rental.status !== 'accepted' || !rental.user_id) throw new AppError('rental_state');
      const stored = await storePaymentRequest(deps, rental, rental.user_id, { id, amountCents: input.amount, paymentFor: input.payment_for, notes: input.notes });
      // Two sends of one form at once: one stored it, the other finds it (and must match it).
      if (!same(stored)) throw new AppError('conflict');
      return paymentRequestView(stored);
    },

    /** The caller's requests: as tenant (One-Time Payment tab) and as lister, newest first. */
    async list(user: UserDoc): Promise<PaymentRequest[]> {
      const docs = await col.requests.collection.find({ participants: user._id, _deleted: false }, { sort: { created_at: -1, _id: -1 }, limit: 500 });
      return docs.map(paymentRequestView);
    },

    /**
     * PUT /payment-request/{id}: pending → processing (one payer at a time: a second click finds it
     * processing and gets 409) → complete when Stripe confirms, back to pending with the reason
     * when the card is refused.
     */
    async pay(tenant: UserDoc, id: string): Promise<PaymentRequest> {
      const request = await requestOfTenant(tenant, id);
      if (request.status === 'complete') return paymentRequestView(request);
      const rental = await col.rentals.get(request.rental_id);
      if (!rental) throw new AppError('not_found');
      const claimed = await setStatus(id, ['pending'], () => ({ status: 'processing', failure_message: null }));
      if (!claimed) throw new AppError('rental_state');
      let outcome;
      try {
        outcome = await chargeRental(deps, {
          rental,
          kind: request.payment_for === 'deposit' ? 'deposit' : 'payment_request',
          amountCents: request.amount_cents,
          key: `request:${id}`,
          period: null,
          paymentRequestId: id,
          description: `${request.payment_for} ${rental.booking_reference} – ${rental.location}`,
        });
      } catch (err) {
        // Nothing was charged (no card, no payout account) or Stripe is unreachable: open again.
        await setStatus(id, ['processing'], () => ({ status: 'pending' }));
        throw err;
      }
      if (outcome.status === 'failed') {
        await setStatus(id, ['processing'], () => ({ status: 'pending', failure_message: outcome.message }));
        throw new AppError('payment_failed', { data: [{ type: 'card_error', code: 'card_declined', decline_code: null, message: outcome.message }] });
      }
      const done = await completePaidRequest(deps, id);
      if (request.payment_for === 'deposit') {
        await deps.alerts.raise({ userId: rental.lister_id, kind: 'deposit', params: { tenant: request.tenant_name, amount: dollarsText(request.amount_cents), location: rental.location }, url: '/my-crew', key: `deposit:${rental.id}` });
      }
      return paymentRequestView(done ?? (await col.requests.get(id))!);
    },

    /** DELETE /payment-request/{id}: the tenant rejects a pending request (reason optional). */
    async reject(tenant: UserDoc, id: string, raw: unknown): Promise<PaymentRequest> {
      const { reason } = parseInput(rejectPaymentRequestInputSchema, raw);
      await requestOfTenant(tenant, id);
      const done = await setStatus(id, ['pending'], () => ({ status: 'rejected', reject_reason: reason || DEFAULT_REJECT_REASON }));
      if (!done) throw new AppError('rental_state');
      return paymentRequestView(done);
    },
  };
}
export type PaymentRequestsService = ReturnType<typeof paymentRequestsService>;
