import * as v from 'valibot';

/** spec 3 §3/§9 payment request types. */
export const PAYMENT_REQUEST_TYPES = ['deposit', 'rent', 'parking', 'other'] as const;
export type PaymentRequestType = (typeof PAYMENT_REQUEST_TYPES)[number];
export const paymentRequestTypeSchema = v.picklist(PAYMENT_REQUEST_TYPES, 'validation.payment_for_required');

/** spec 3 §4: pending → processing (charge under way) → complete, or pending → rejected (by the tenant). */
export const PAYMENT_REQUEST_STATUSES = ['pending', 'processing', 'complete', 'rejected'] as const;

/** spec 3 §8: the reason stored when the tenant rejects without giving one (translated at display). */
export const DEFAULT_REJECT_REASON = 'No reason provided';
export const REJECT_REASON_MAX = 500;
export const PAYMENT_NOTES_MAX = 1000;
