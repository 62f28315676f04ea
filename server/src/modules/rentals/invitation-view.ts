import { rentalRegisterInputSchema, type Language, type RentalInviteView, type RentalRegisterOutput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { AccountsModule } from '../accounts/module.js';
import { emitChanged } from '../sync/sync-adapter.js';
import type { AcceptRentalCommand } from './accept-rental.js';
import { firstRent } from './rent-schedule.js';
import { rentalView } from './rental-views.js';
import type { RentalDoc } from './rentals-collections.js';
import type { RentalsDeps } from './rentals-deps.js';

/** The booking an invitation link shows (spec 3 §2 "Tenant invitation page", step 1). */
export function inviteViewOf(rental: RentalDoc, hasAccount: boolean): RentalInviteView {
  return {
    id: rental.id,
    booking_reference: rental.booking_reference,
    status: rental.status,
    location: rental.location,
    listing_id: rental.listing_id,
    thumbnail: rental.thumbnail,
    room_name: rental.room_name,
    bed_name: rental.bed_name,
    rental_amount_cents: rental.rental_amount_cents,
    deposit_cents: rental.deposit_cents,
    payment_date: rental.payment_date,
    auto_pay: rental.auto_pay,
    start_date: rental.start_date,
    start_time: rental.start_time,
    checkout_date: rental.checkout_date,
    checkout_time: rental.checkout_time,
    note_agreement: rental.note_agreement,
    tenant_email: rental.tenant_email,
    lister_name: rental.lister_name,
    first_rent_cents: firstRent(rental.start_date, rental.payment_date, rental.rental_amount_cents).amountCents,
    has_account: hasAccount,
    expires_at: new Date(rental.token_expires_at ?? 0).toISOString(),
  };
}

/**
 * The invitation page's calls: the booking by token (pending invitations only; anything else is
 * invite_invalid, the spec's invalid-invite screen), the sign-up link check, and account creation
 * inside step 1 (`POST /rental/register`, verification_code = the token): the invited e-mail
 * only, verified by the link it came from, linked to the rental at once.
 */
export function invitationPages(deps: RentalsDeps, accept: AcceptRentalCommand, accounts: AccountsModule) {
  return {
    async view(token: string): Promise<RentalInviteView> {
      const rental = await accept.byToken(token);
      return inviteViewOf(rental, (await deps.users.byEmail(rental.tenant_email_key)) !== null);
    },

    async checkInvite(email: string, token: string): Promise<{ valid: boolean; tenant: RentalInviteView | null }> {
      try {
        const rental = await accept.byToken(token);
        if (rental.tenant_email_key !== email.toLowerCase()) return { valid: false, tenant: null };
        return { valid: true, tenant: inviteViewOf(rental, (await deps.users.byEmail(email)) !== null) };
      } catch (err) {
        if (err instanceof AppError && err.code === 'invite_invalid') return { valid: false, tenant: null };
        throw err;
      }
    },

    async register(raw: unknown, locale: Language): Promise<RentalRegisterOutput> {
      const input = parseInput(rentalRegisterInputSchema, raw);
      if (!input.verification_code) throw new AppError('invite_invalid');
      // Only a pending invitation's live link, and only for the address it was sent to: the link
      // cannot make an account for anyone else, nor once it is used, cancelled or resent.
      const rental = await accept.byToken(input.verification_code);
      if (rental.tenant_email_key !== input.email) throw new AppError('invite_other_account');
      // A free tenant account (spec 3 §6), whatever type the form says. The link reached this
      // address, so it starts verified. A second register for the address answers email_taken
      // (409, the unique index decides between racing ones): one account per invitation.
      const session = await accounts.signup.signup({ ...input, account_type: 'tenant', user_plan: null }, locale, { emailVerified: true });
      const res = await deps.col.rentals.mutate(rental._id, (cur) =>
        cur && cur.status === 'pending' && cur.user_id === null && cur.tenant_email_key === input.email
          ? { ...cur, user_id: session.user.id, participants: [cur.lister_id, session.user.id], tenant_first_name: input.first_name, tenant_last_name: input.last_name, tenant_phone_number: input.phone_number ?? null }
          : null,
      );
      const stored = res.after ?? rental;
      if (res.written) emitChanged(deps.app.events, 'rentals', stored.participants, stored);
      return {
        token: session.token,
        has_auto_payment: session.has_auto_payment,
        session_expires_at: session.session_expires_at,
        data: { user: session.user, tenant: rentalView(stored) },
      };
    },
  };
}
