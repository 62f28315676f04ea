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
  /**
   * Makes a pending invitation that has no account yet the new account's (it then replicates to
   * them and shows in My Rentals). Only for the invited address; a linked one stays as it is.
   */
  async function linkTenant(rental: RentalDoc, user: { id: string; email: string; first_name: string; last_name: string; phone_number: string | null }): Promise<RentalDoc> {
    const res = await deps.col.rentals.mutate(rental._id, (cur) =>
      cur && cur.status === 'pending' && cur.user_id === null && cur.tenant_email_key === user.email.toLowerCase()
        ? { ...cur, user_id: user.id, participants: [cur.lister_id, user.id], tenant_first_name: user.first_name, tenant_last_name: user.last_name, tenant_phone_number: user.phone_number }
        : null,
    );
    const stored = res.after ?? rental;
    if (res.written) emitChanged(deps.app.events, 'rentals', stored.participants, stored);
    return stored;
  }

  return {
    /**
     * After a sign-up through the e-mail/vcode page (spec 1 §2: the vcode marks the invitation):
     * the invitation whose live link the code is, sent to this account's address, becomes theirs.
     * A code of a dead link, or of another address's invitation, links nothing.
     */
    async linkSignedUp(userId: string): Promise<void> {
      const user = await deps.users.byId(userId);
      const code = user?.invitation_code;
      if (!user || !code) return;
      let rental: RentalDoc;
      try {
        rental = await accept.byToken(code);
      } catch (err) {
        if (err instanceof AppError) return;
        throw err;
      }
      if (rental.tenant_email_key !== user.email.toLowerCase()) return;
      await linkTenant(rental, { id: user._id, email: user.email, first_name: user.first_name, last_name: user.last_name, phone_number: user.phone_number ?? null });
    },

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
      const stored = await linkTenant(rental, { id: session.user.id, email: input.email, first_name: input.first_name, last_name: input.last_name, phone_number: input.phone_number ?? null });
      return {
        token: session.token,
        has_auto_payment: session.has_auto_payment,
        session_expires_at: session.session_expires_at,
        data: { user: session.user, tenant: rentalView(stored) },
      };
    },
  };
}
