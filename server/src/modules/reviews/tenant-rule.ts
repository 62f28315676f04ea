import type { UserDoc } from '../accounts/user-doc.js';
import type { RentalHistory } from './rental-history.js';

/**
 * Spec 2 §5/§6: "you must be a tenant to review" — and, after review bombing by throwaway
 * accounts (issue 7 §1.4), a tenant means someone who really rented from this lister:
 * - an active account with a verified e-mail address (a throwaway cannot prove one cheaply);
 * - and a rental with this lister, accepted or since checked out, as the rentals area records it
 *   (`RentalHistory`); whatever the plan, so a lister who rents elsewhere may review too (spec 3).
 * Staff accounts (admins) never review: their stars would read as the site's endorsement.
 * This is the one place the rule lives; the service asks it for both the flag and the write.
 */
export async function isTenantFor(user: UserDoc, listerId: string, rentals: RentalHistory): Promise<boolean> {
  if (user.is_admin || user.status !== 'ACTIVE' || !user.email_verified) return false;
  return rentals.hasRentedFrom(user._id, listerId);
}
