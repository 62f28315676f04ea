import { roleOfPlan } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { UserDoc } from '../accounts/user-doc.js';

/** True when the account's paid term has ended. */
export const isExpired = (user: UserDoc, now: number) => user.expire_at !== null && Date.parse(user.expire_at) <= now;

/** Spec 2 §4: deactivating and reactivating need an account that is active and not expired. */
export function assertAccountCurrent(user: UserDoc, now: number): void {
  if (user.status !== 'ACTIVE' || isExpired(user, now)) throw new AppError('account_inactive');
}

/**
 * GET /lister/can-add-listings and every create (spec 1 §6, spec 2 §6): only listers; 403
 * upgrade_needed at or over the plan's total_location (null = unlimited); 408 card_needed
 * without a payment method; then the account must be active and not expired. `count` is the
 * number of the lister's listings that are not deleted.
 */
export function assertCanAddListing(user: UserDoc, count: number, now: number): void {
  if (roleOfPlan(user.user_plan) !== 'lister') throw new AppError('upgrade_needed');
  if (user.total_location !== null && count >= user.total_location) throw new AppError('upgrade_needed');
  if (!user.payment_method) throw new AppError('card_needed');
  assertAccountCurrent(user, now);
}
