import type { PaymentRequest, Rental } from '@crashpad/sync';

/** spec 3 §2 My Rentals per-rental actions by status. */
export type TenantRentalAction = 'accept' | 'decline' | 'leave' | 'change_checkout' | 'disable_autopay' | 'accept_autopay' | 'decline_autopay';

/**
 * Pending: accept or decline the invitation. Accepted: leave, change the check-out date, disable
 * autopay (when on, or pending), and accept or decline a lister's autopay request (auto_pay 2).
 * Deleted, ended and completed rentals offer nothing.
 */
export function tenantRentalActions(rental: Rental): TenantRentalAction[] {
  if (rental.status === 'pending') return ['accept', 'decline'];
  if (rental.status !== 'accepted') return [];
  const out: TenantRentalAction[] = ['leave', 'change_checkout'];
  if (rental.auto_pay === 2) out.push('accept_autopay', 'decline_autopay');
  if (rental.auto_pay === 1 || rental.auto_pay === 2) out.push('disable_autopay');
  return out;
}

/** The autopay notice a rental shows (spec 3 §2, §4): 0 none asked, 1 on, 2 request to accept, 3 deactivation requested. */
export function autopayNotice(rental: Rental): 'off' | 'on' | 'requested' | 'disable_requested' | null {
  if (rental.status !== 'accepted' && rental.status !== 'pending') return null;
  return (['off', 'on', 'requested', 'disable_requested'] as const)[rental.auto_pay];
}

/** My Rentals order: pending invitations first, then accepted, then the rest; newest start first within. */
const rank = (r: Rental) => (r.status === 'pending' ? 0 : r.status === 'accepted' ? 1 : 2);

export function sortRentals(rentals: readonly Rental[]): Rental[] {
  return [...rentals].sort((a, b) => rank(a) - rank(b) || b.start_date.localeCompare(a.start_date) || b.id.localeCompare(a.id));
}

/** The Pad Pass exists for accepted rentals only (issue 10). */
export const hasPadPass = (rental: Rental): boolean => rental.status === 'accepted';

/**
 * How fresh the Pad Pass is: the later of the lister's last change and the last time this device
 * pulled the rental (`updated_at` of the replicated document), in whole minutes/hours/days ago.
 */
export function freshness(rental: Rental, now: number): { unit: 'minute' | 'hour' | 'day'; count: number } {
  const times = [rental.updated_at, rental.pad_pass?.updated_at].map((t) => (t ? Date.parse(t) : Number.NaN)).filter((t) => !Number.isNaN(t));
  const newest = times.length ? Math.max(...times) : now;
  const minutes = Math.max(0, Math.floor((now - newest) / 60_000));
  if (minutes < 60) return { unit: 'minute', count: minutes };
  if (minutes < 60 * 24) return { unit: 'hour', count: Math.floor(minutes / 60) };
  return { unit: 'day', count: Math.floor(minutes / (60 * 24)) };
}

/** Payment requests the tenant can still act on (pending), newest first. */
export function openRequests(requests: readonly PaymentRequest[], userId: string): PaymentRequest[] {
  return requests.filter((r) => r.tenant_user_id === userId && r.status === 'pending').sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** spec 3 §4 payment request status: the four known ones, anything else unknown. */
export function requestStatusKey(status: string): 'pending' | 'processing' | 'complete' | 'rejected' | 'unknown' {
  return status === 'pending' || status === 'processing' || status === 'complete' || status === 'rejected' ? status : 'unknown';
}

/**
 * spec 3 §8: a tenant's payment failed for want of a payment method when the answer's
 * error_code is PAYMENT_METHOD_REQUIRED or CUSTOMER_ID_MISSING, or its message names one.
 */
export function needsPaymentMethod(error: { code: string; message: string; data?: readonly unknown[] }): boolean {
  const codes = (error.data ?? []).map((d) => (d && typeof d === 'object' ? (d as { error_code?: unknown }).error_code : undefined));
  if (codes.includes('PAYMENT_METHOD_REQUIRED') || codes.includes('CUSTOMER_ID_MISSING')) return true;
  if (error.code === 'payment_method_required' || error.code === 'customer_id_missing') return true;
  return /payment method|no payment method found/i.test(error.message);
}
