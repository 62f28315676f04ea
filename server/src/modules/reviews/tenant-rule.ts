import { roleOfPlan } from '@crashpad/sync';
import type { UserDoc } from '../accounts/user-doc.js';

/**
 * Whether a user has rented from a lister. The rentals area plugs its lookup in here; until
 * then nobody has a rental, and only the account rule below applies.
 */
export type RentalLookup = (userId: string, listerId: string) => Promise<boolean>;
export const noRentals: RentalLookup = async () => false;

/**
 * Spec 2 §5/§6: "you must be a tenant to review". A tenant is crew who rents beds:
 * - an active account whose plan makes it a tenant or a seeker (spec 1 §4: no plan = free
 *   tenant; spec 2 §1: seekers leave reviews) — listers' plans are for hosting, not renting;
 * - or, whatever the plan, a user with a rental from this lister (spec 3: listers can also be
 *   tenants) — answered by `hasRental`, which the rentals area provides.
 * Staff accounts (admins) never review: their stars would read as the site's endorsement.
 * This is the one place the rule lives; the service asks it for both the flag and the write.
 */
export async function isTenantFor(user: UserDoc, listerId: string, hasRental: RentalLookup): Promise<boolean> {
  if (user.is_admin) return false;
  const role = roleOfPlan(user.user_plan);
  if (user.status === 'ACTIVE' && (role === 'tenant' || role === 'seeker')) return true;
  return hasRental(user._id, listerId);
}
