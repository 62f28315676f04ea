import { inviteTenantInputSchema, type InviteTenantInput, type InviteTenantPayload, type Rental, type UpdateInvitePayload } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import { seqCounter } from '../../platform/store/seq-counter.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { emitChanged } from '../sync/sync-adapter.js';
import type { Draft } from '../sync/replicated-collection.js';
import { assertBedFree, assertBedNotPromised, assertLister, assertMoneySetup, assertNotPast, assertTenantLimit, placeOf } from './invite-rules.js';
import { endIfDue } from './end-rental.js';
import { sendInviteMail } from './invite-mail.js';
import { newInviteToken } from './invite-token.js';
import { bookingReferenceOf, rentalView, withHistory } from './rental-views.js';
import { hasOutboxOp, withOutboxOp, type RentalDoc } from './rentals-collections.js';
import { isoAt, type RentalsDeps } from './rentals-deps.js';

/** One lister's invitations and edits run one at a time (store lock): the tenant limit and a bed cannot be taken twice. */
export const listerLock = (deps: RentalsDeps, listerId: string) => <T>(fn: () => Promise<T>) =>
  deps.app.locks.withLock(`rentals:lister:${listerId}`, { ttlMs: 60_000, waitMs: 30_000 }, () => fn());

/** A rental id from an outbox payload (raw text): anything that is not an id names no rental. */
export function rentalIdOf(raw: string): string {
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(raw)) throw new AppError('not_found');
  return raw;
}

const displayName = (u: UserDoc) => u.display_name || `${u.first_name} ${u.last_name}`.trim();

/** The rental's terms from the form (amounts already in cents). */
function termsOf(input: InviteTenantInput) {
  return {
    rental_amount_cents: input.rental_amount,
    deposit_cents: input.deposit,
    payment_date: input.payment_date,
    auto_pay: input.auto_pay,
    start_date: input.start_date,
    start_time: input.start_time,
    checkout_date: input.checkout_date,
    checkout_time: input.checkout_date ? input.checkout_time : null,
    note_agreement: input.note_agreement,
  };
}

/**
 * Invites a tenant (spec 3 §4, §5; issue 10): the one command behind `POST /rental/invite` and
 * outbox rows of kind `invite_tenant`. `rentalId` makes it idempotent: inviting with the same id
 * again answers the first rental and sends nothing. Checks, in order: the lister, the form, dates
 * not before today, the listing (rooms and beds, active), a payment method and (autopay) payout
 * onboarding, the plan's tenant limit and the bed; then stores the rental with a fresh booking
 * reference and e-mails the single-use link.
 */
export function inviteTenantCommand(deps: RentalsDeps) {
  const { app, col } = deps;
  const counter = seqCounter(app.store);

  async function invite(lister: UserDoc, raw: unknown, rentalId: string): Promise<Rental> {
    assertLister(lister);
    const existing = await col.rentals.get(rentalId);
    if (existing) {
      if (existing.lister_id === lister._id) return rentalView(existing);
      throw new AppError('conflict');
    }
    const input = parseInput(inviteTenantInputSchema, raw);
    const now = app.clock.now();
    assertNotPast(now, input.start_date, input.checkout_date);
    if (input.tenant_email === lister.email) throw new AppError('validation_failed', { messageKey: 'validation.email_incorrect', fields: { tenant_email: 'validation.email_incorrect' } });
    const { listing, room, bed } = await placeOf(deps, lister, input);
    await assertMoneySetup(deps, lister, input.auto_pay);

    return listerLock(deps, lister._id)(async () => {
      // Stored meanwhile (a retry of this row, or another lister's record with that id): only one's own is answered.
      const again = await col.rentals.get(rentalId);
      if (again) {
        if (again.lister_id === lister._id) return rentalView(again);
        throw new AppError('conflict');
      }
      await assertTenantLimit(deps, lister);
      await assertBedFree(deps, listing, bed.id, input.start_date, null);
      const tenant = await deps.users.byEmail(input.tenant_email);
      const seq = await counter.next('rental_booking');
      const { token, digest, expiresAt } = newInviteToken(now);
      const at = isoAt(now);
      const draft: Draft<RentalDoc> = {
        id: rentalId,
        _deleted: false,
        participants: tenant ? [lister._id, tenant._id] : [lister._id],
        token_digest: digest,
        token_expires_at: expiresAt,
        tenant_email_key: input.tenant_email,
        booking_seq: seq,
        booking_reference: bookingReferenceOf(seq),
        status: 'pending',
        user_id: tenant?._id ?? null,
        lister_id: lister._id,
        listing_id: listing._id,
        location: listing.title,
        address: '',
        latitude: null,
        longitude: null,
        thumbnail: listing.thumbnail,
        room_id: room.id,
        room_name: room.room_name,
        bed_id: bed.id,
        bed_name: bed.bed_name,
        ...termsOf(input),
        checkout_requested_date: null,
        checkout_requested_time: null,
        checkout_requested_at: null,
        tenant_email: input.tenant_email,
        tenant_first_name: tenant?.first_name ?? '',
        tenant_last_name: tenant?.last_name ?? '',
        tenant_phone_number: tenant?.phone_number ?? null,
        tenant_airline: tenant?.airlines ?? null,
        tenant_job_position: (tenant as { job_position?: string | null } | null)?.job_position ?? null,
        lister_name: displayName(lister),
        lister_phone_number: null,
        first_rent_cents: null,
        deposit_request_id: null,
        pad_pass: null,
        last_charge: null,
        history: withHistory([], { event: 'invited', created_at: at, by: 'lister', change_summary: { tenant_email: input.tenant_email, rental_amount: String(input.rental_amount), deposit: String(input.deposit) } }),
        created_at: at,
        accepted_at: null,
        ended_at: null,
        invite_expires_at: isoAt(expiresAt),
        next_charge_date: null,
        next_charge_prorated: false,
        charge_attempts: 0,
        retry_at: null,
        reminded_for: null,
      };
      const res = await col.rentals.mutate(rentalId, (cur) => (cur ? null : draft));
      if (!res.written) {
        if (res.after?.lister_id === lister._id) return rentalView(res.after);
        throw new AppError('conflict');
      }
      const stored = res.after!;
      emitChanged(app.events, 'rentals', stored.participants, stored);
      await sendInviteMail(app, stored, token, tenant?.locale ?? lister.locale);
      if (tenant) await deps.alerts.raise({ userId: tenant._id, kind: 'invite', params: { lister: stored.lister_name, location: stored.location }, url: '/my-crashpad', key: `invite:${stored.id}`, mail: false });
      return rentalView(stored);
    });
  }

  /**
   * PUT /rental/{id} (spec 3 §4: mode edit): a pending invitation's terms, room and bed; an
   * accepted rental's note, payment day and check-out only (rent, deposit, bed and start stay as
   * accepted; a later check-out obeys the check-out routes' rule, `assertBedNotPromised`). The tenant e-mail
   * of a pending invitation may change; that sends a new link (the old one stops working).
   * `opId` (an outbox row's id, kind `update_invite`) makes it idempotent: an edit already
   * carried out answers the rental as it is and changes or mails nothing again.
   */
  async function update(lister: UserDoc, rentalId: string, raw: unknown, opId?: string): Promise<Rental> {
    assertLister(lister);
    const known = await col.rentals.get(rentalId);
    if (known && !known._deleted && known.lister_id === lister._id && hasOutboxOp(known, opId)) return rentalView(known);
    const input = parseInput(inviteTenantInputSchema, raw);
    const current = known;
    if (!current || current._deleted || current.lister_id !== lister._id) throw new AppError('not_found');
    if (current.status !== 'pending' && current.status !== 'accepted') throw new AppError('rental_state');
    const now = app.clock.now();
    if (current.status === 'pending') assertNotPast(now, input.start_date, input.checkout_date);
    const place = current.status === 'pending' ? await placeOf(deps, lister, input) : null;
    if (input.auto_pay !== current.auto_pay) await assertMoneySetup(deps, lister, input.auto_pay);
    const stored = await listerLock(deps, lister._id)(async (): Promise<RentalDoc> => {
      if (place) await assertBedFree(deps, place.listing, place.bed.id, input.start_date, rentalId);
      // An accepted rental's check-out moved by the edit obeys the check-out routes' rule.
      if (current.status === 'accepted' && input.checkout_date && input.checkout_date !== current.checkout_date) await assertBedNotPromised(deps, current, input.checkout_date);
      const emailChanged = current.status === 'pending' && input.tenant_email !== current.tenant_email_key;
      const tenant = emailChanged ? await deps.users.byEmail(input.tenant_email) : null;
      const fresh = emailChanged ? newInviteToken(now) : null;
      const res = await col.rentals.mutate(rentalId, (cur) => {
        if (!cur || cur.status !== current.status || hasOutboxOp(cur, opId)) return null;
        const terms = termsOf(input);
        const next: Draft<RentalDoc> = { ...cur, ...withOutboxOp(cur, opId) };
        const summary: Record<string, string> = {};
        if (cur.status === 'pending' && place) {
          const { listing, room, bed } = place;
          Object.assign(next, terms, { listing_id: listing._id, location: listing.title, thumbnail: listing.thumbnail, room_id: room.id, room_name: room.room_name, bed_id: bed.id, bed_name: bed.bed_name });
        } else {
          // spec 3 §5: rent and deposit are fixed once accepted; the note and the payment day may change.
          Object.assign(next, { note_agreement: terms.note_agreement, payment_date: terms.payment_date, checkout_date: terms.checkout_date ?? cur.checkout_date, checkout_time: terms.checkout_date ? terms.checkout_time : cur.checkout_time });
        }
        for (const key of Object.keys(terms) as (keyof typeof terms)[]) {
          if (String(next[key]) !== String(cur[key])) summary[key] = String(next[key] ?? '');
        }
        if (emailChanged && fresh) {
          Object.assign(next, {
            tenant_email: input.tenant_email,
            tenant_email_key: input.tenant_email,
            user_id: tenant?._id ?? null,
            participants: tenant ? [lister._id, tenant._id] : [lister._id],
            tenant_first_name: tenant?.first_name ?? '',
            tenant_last_name: tenant?.last_name ?? '',
            token_digest: fresh.digest,
            token_expires_at: fresh.expiresAt,
            invite_expires_at: isoAt(fresh.expiresAt),
          });
          summary.tenant_email = input.tenant_email;
        }
        next.history = withHistory(cur.history, { event: 'invite_updated', created_at: isoAt(now), by: 'lister', change_summary: summary });
        return next;
      });
      if (!res.written) {
        if (res.after && hasOutboxOp(res.after, opId)) return res.after;
        throw new AppError('rental_state');
      }
      const written = res.after!;
      // The previous tenant (if the e-mail changed) loses sight of it on their next pull.
      emitChanged(app.events, 'rentals', new Set([...current.participants, ...written.participants]), written);
      if (fresh) await sendInviteMail(app, written, fresh.token, tenant?.locale ?? lister.locale);
      return written;
    });
    // An accepted rental's check-out moved to today or earlier ends it now, as the check-out routes do.
    return rentalView(await endIfDue(deps, stored));
  }

  /** The outbox handler of `invite_tenant`: the row's raw form, validated here like the REST call. */
  const carryOut = async (lister: UserDoc, payload: InviteTenantPayload, rowId: string) => {
    const rental = await invite(lister, payload, rowId);
    return { rental_id: rental.id, booking_reference: rental.booking_reference };
  };

  /** The outbox handler of `update_invite`: an edit written offline, validated here like PUT /rental/{id}. */
  const carryOutUpdate = async (lister: UserDoc, payload: UpdateInvitePayload, rowId: string) => {
    const { rental_id: rentalId, ...form } = payload;
    const rental = await update(lister, rentalIdOf(rentalId), form, rowId);
    return { rental_id: rental.id, booking_reference: rental.booking_reference };
  };

  return { invite, update, carryOut, carryOutUpdate };
}
export type InviteTenantCommand = ReturnType<typeof inviteTenantCommand>;
