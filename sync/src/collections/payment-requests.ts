import * as v from 'valibot';
import { PAYMENT_REQUEST_STATUSES, PAYMENT_REQUEST_TYPES } from '../entities/payment-request.js';
import { docIdSchema, replicatedFields, withDeleted } from './replicated-fields.js';

/**
 * A payment request (spec 3 §3 "Payment request", as seen by the tenant), replicated to the
 * tenant and the lister so the One-Time Payment tab and My Crew read it offline. Pull-only:
 * sending, paying and rejecting are REST calls. Amounts are integer cents.
 */
export const paymentRequestEntries = {
  ...replicatedFields,
  rental_id: docIdSchema,
  booking_reference: v.string(),
  tenant_user_id: docIdSchema,
  lister_id: docIdSchema,
  listing_id: docIdSchema,
  room_id: docIdSchema,
  amount_cents: v.number(),
  payment_for: v.picklist(PAYMENT_REQUEST_TYPES),
  notes: v.string(),
  status: v.picklist(PAYMENT_REQUEST_STATUSES),
  lister_name: v.string(),
  tenant_name: v.string(),
  /** Listing title (spec: crashpad_name). */
  crashpad_name: v.string(),
  /** The tenant's reason when rejected (the default text when none was given). */
  reject_reason: v.nullable(v.string()),
  /** Stripe's message of the last failed attempt to pay. */
  failure_message: v.nullable(v.string()),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
};
export const paymentRequestSchema = v.strictObject(paymentRequestEntries);
export type PaymentRequest = v.InferOutput<typeof paymentRequestSchema>;
export const paymentRequestWireSchema = withDeleted(paymentRequestEntries);
export type PaymentRequestWire = v.InferOutput<typeof paymentRequestWireSchema>;
