import { LISTING_STATUS, PLAN_CATALOGUE, roleOfPlan, type InviteTenantInput, type PaidPlan } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { UserDoc } from '../accounts/user-doc.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import { payoutComplete } from './rental-charges.js';
import type { RentalDoc } from './rentals-collections.js';
import { dateAt, type RentalsDeps } from './rentals-deps.js';

/** Statuses that hold a bed and count against the plan's tenant limit. */
export const LIVE_STATUSES = ['pending', 'accepted'] as const;

/**
 * A date the lister picked "today or later" in their own time zone: the server accepts it while
 * it is still that day anywhere on Earth (UTC−12), so nobody west of UTC is refused today.
 */
export function assertNotPast(now: number, ...dates: (string | null)[]): void {
  const earliestToday = dateAt(now - 12 * 60 * 60 * 1000);
  for (const [i, date] of dates.entries()) {
    if (date !== null && date < earliestToday) {
      const field = i === 0 ? 'start_date' : 'checkout_date';
      throw new AppError('validation_failed', { messageKey: 'validation.date_in_past', fields: { [field]: 'validation.date_in_past' } });
    }
  }
}

/** The caller must be an active lister (spec 3 §6). */
export function assertLister(user: UserDoc): void {
  if (user.status !== 'ACTIVE') throw new AppError('account_inactive');
  if (roleOfPlan(user.user_plan) !== 'lister') throw new AppError('lister_required');
}

/** The lister's own listing with the room and bed of the invitation (spec 3 §4 "Invite prerequisites"). */
export async function placeOf(deps: RentalsDeps, lister: UserDoc, input: Pick<InviteTenantInput, 'location_id' | 'room_id' | 'bed_id'>) {
  const listing = await deps.listings.byId(input.location_id);
  if (!listing || listing.user_id !== lister._id || listing.status === LISTING_STATUS.disabled) {
    throw new AppError('validation_failed', { messageKey: 'validation.invite_location_required', fields: { location_id: 'validation.invite_location_required' } });
  }
  const liveRooms = listing.rooms.filter((r) => r.status !== 'DELETED' && r.beds.some((b) => b.status !== 'DELETED'));
  if (liveRooms.length === 0) throw new AppError('rooms_required');
  if (listing.status !== LISTING_STATUS.active) throw new AppError('listing_inactive');
  const room = liveRooms.find((r) => r.id === input.room_id);
  const bed = room?.beds.find((b) => b.id === input.bed_id && b.status !== 'DELETED');
  if (!room || !bed) throw new AppError('validation_failed', { messageKey: 'validation.invite_bed_required', fields: { bed_id: 'validation.invite_bed_required' } });
  return { listing, room, bed };
}

/** A payment method (spec 3 §4) and, for autopay, completed payout onboarding. */
export async function assertMoneySetup(deps: RentalsDeps, lister: UserDoc, autoPay: number): Promise<void> {
  if (!lister.payment_method) throw new AppError('card_needed');
  if (autoPay === 1 && !(await payoutComplete(deps, lister._id))) throw new AppError('payout_onboarding_required');
}

/** Plan tenant limits (basic 15, premium 100; pro unlimited): pending and accepted rentals count. */
export async function assertTenantLimit(deps: RentalsDeps, lister: UserDoc, exceptRentalId: string | null = null): Promise<void> {
  const limit = PLAN_CATALOGUE[lister.user_plan as PaidPlan]?.maxTenants ?? 0;
  if (limit === null) return;
  const filter: Record<string, unknown> = { lister_id: lister._id, status: { $in: [...LIVE_STATUSES] }, _deleted: false };
  if (exceptRentalId) filter._id = { $ne: exceptRentalId };
  if ((await deps.col.rentals.collection.countDocuments(filter)) >= limit) throw new AppError('tenant_limit_reached');
}

/**
 * A bed takes one rental at a time: no pending invitation on it, and no accepted rental that is
 * still there on the new start date (spec 3 §4: beds with a pending invitation are disabled).
 */
export async function assertBedFree(deps: RentalsDeps, listing: ListingDoc, bedId: string, startDate: string, exceptRentalId: string | null): Promise<void> {
  const others = await deps.col.rentals.collection.find({ listing_id: listing._id, bed_id: bedId, status: { $in: [...LIVE_STATUSES] }, _deleted: false });
  for (const other of others) {
    if (other._id === exceptRentalId) continue;
    if (other.status === 'pending') throw new AppError('bed_unavailable');
    if (other.checkout_date === null || other.checkout_date > startDate) throw new AppError('bed_unavailable');
  }
}

/**
 * A later check-out is refused while another pending or accepted rental of the bed starts before
 * it (spec 3 §8 "Checkout blocked": the bed is promised to the next tenant). The one rule behind
 * every way an accepted rental's check-out moves: the tenant's request confirmed, the lister's
 * check-out, and the lister's edit of the rental (PUT /rental/{id}, outbox `update_invite`).
 */
export async function assertBedNotPromised(deps: RentalsDeps, rental: RentalDoc, checkoutDate: string): Promise<void> {
  const others = await deps.col.rentals.collection.find({ listing_id: rental.listing_id, bed_id: rental.bed_id, status: { $in: [...LIVE_STATUSES] }, _deleted: false });
  if (others.some((o) => o._id !== rental._id && o.start_date < checkoutDate)) throw new AppError('checkout_blocked');
}
