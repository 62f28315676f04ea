import type { Rental } from '@crashpad/sync';

/** spec 3 §2 My Crew per-tenant actions. */
export type TenantAction =
  | 'edit_invite'
  | 'resend_invite'
  | 'cancel_invite'
  | 'update_note'
  | 'request_autopay'
  | 'request_disable_autopay'
  | 'confirm_date_change'
  | 'check_out'
  | 'add_manual_payment'
  | 'send_payment_request'
  | 'view_transactions';

/**
 * The actions a rental offers its lister by status: a pending invitation can be edited, resent or
 * cancelled; an accepted rental takes notes, autopay requests (request when off, disable when on
 * or pending), the tenant's date change (only once requested), check-out and payments. The
 * payment-request flag hides that action (the API works regardless). Ended and deleted rentals
 * keep their transactions.
 */
export function tenantActions(rental: Rental, flags: { paymentRequest: boolean }): TenantAction[] {
  if (rental.status === 'pending') return ['edit_invite', 'resend_invite', 'cancel_invite', 'update_note'];
  if (rental.status !== 'accepted') return ['view_transactions'];
  const out: TenantAction[] = ['update_note'];
  if (rental.auto_pay === 0) out.push('request_autopay');
  if (rental.auto_pay === 1 || rental.auto_pay === 2) out.push('request_disable_autopay');
  if (rental.checkout_requested_at) out.push('confirm_date_change');
  out.push('check_out', 'add_manual_payment');
  if (flags.paymentRequest) out.push('send_payment_request');
  out.push('view_transactions');
  return out;
}

/** spec 3 §5 manual payment: the amount input keeps digits and one decimal point only (full-width digits fold to ASCII). */
export function cleanAmount(text: string): string {
  const kept = text.normalize('NFKC').replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}
