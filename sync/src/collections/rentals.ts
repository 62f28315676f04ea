import * as v from 'valibot';
import { AUTO_PAY_VALUES, RENTAL_STATUSES, padPassSchema, rentChargeStateSchema, rentalHistoryEntrySchema } from '../entities/rental.js';
import { docIdSchema, replicatedFields, withDeleted } from './replicated-fields.js';

/**
 * A rental (spec 3 §3 "Rental / tenant record"), replicated to the tenant (once the invitation
 * is theirs: accepted, or addressed to their account) and to the lister, so My Rentals, My Crew
 * and the Pad Pass open offline. Pull-only for clients: every change is a command (REST or an
 * outbox row of kind `invite_tenant`) and every field is server-owned. Amounts are integer cents.
 * The invitation token is never part of it (hashed at rest, DECISIONS #6).
 */
export const rentalEntries = {
  ...replicatedFields,
  /** spec 3 §2: six digits from a per-store rental sequence (ids are ULIDs). */
  booking_reference: v.string(),
  status: v.picklist(RENTAL_STATUSES),
  /** The tenant's account (null while the invited e-mail has none). */
  user_id: v.nullable(docIdSchema),
  lister_id: docIdSchema,
  /** The listing (spec: location_id / listing_id). */
  listing_id: docIdSchema,
  /** Listing title (spec: location). */
  location: v.string(),
  /** Street address, city and coordinates for the Pad Pass's map pin (accepted rentals only; else empty). */
  address: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  thumbnail: v.nullable(v.string()),
  room_id: docIdSchema,
  room_name: v.string(),
  bed_id: docIdSchema,
  bed_name: v.string(),
  rental_amount_cents: v.number(),
  deposit_cents: v.number(),
  /** Day of the month rent is charged, 1–28 (spec 3 §5). */
  payment_date: v.number(),
  auto_pay: v.picklist(AUTO_PAY_VALUES),
  start_date: v.string(),
  start_time: v.string(),
  /** null: recurring monthly (spec 3 §9). */
  checkout_date: v.nullable(v.string()),
  checkout_time: v.nullable(v.string()),
  checkout_requested_date: v.nullable(v.string()),
  checkout_requested_time: v.nullable(v.string()),
  checkout_requested_at: v.nullable(v.string()),
  note_agreement: v.string(),
  tenant_email: v.string(),
  tenant_first_name: v.string(),
  tenant_last_name: v.string(),
  tenant_phone_number: v.nullable(v.string()),
  tenant_airline: v.nullable(v.string()),
  tenant_job_position: v.nullable(v.string()),
  lister_name: v.string(),
  /** The lister's phone, for the Pad Pass (accepted rentals only). */
  lister_phone_number: v.nullable(v.string()),
  /** First rent, prorated from the move-in date to the next payment day (cents; set on acceptance). */
  first_rent_cents: v.nullable(v.number()),
  /** The deposit payment request made when the tenant accepted without autopay (null otherwise). */
  deposit_request_id: v.nullable(docIdSchema),
  /** Door/lockbox code, house rules and emergency contact; only on accepted rentals. */
  pad_pass: v.nullable(padPassSchema),
  last_charge: v.nullable(rentChargeStateSchema),
  history: v.array(rentalHistoryEntrySchema),
  created_at: v.string(),
  accepted_at: v.nullable(v.string()),
  ended_at: v.nullable(v.string()),
  /** When the current invitation link stops working (pending rentals; null otherwise). */
  invite_expires_at: v.nullable(v.string()),
};
export const rentalSchema = v.strictObject(rentalEntries);
export type Rental = v.InferOutput<typeof rentalSchema>;
export const rentalWireSchema = withDeleted(rentalEntries);
export type RentalWire = v.InferOutput<typeof rentalWireSchema>;
