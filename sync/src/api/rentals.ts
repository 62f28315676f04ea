import * as v from 'valibot';
import { rentalSchema } from '../collections/rentals.js';
import { paymentRequestSchema } from '../collections/payment-requests.js';
import { userSchema } from '../entities/user.js';
import { DATE_PATTERN, HOUR_PATTERN, MANUAL_PAYMENT_METHODS, PAD_PASS_CODE_MAX, PAD_PASS_TEXT_MAX, RENTAL_FILTER_STATUSES, RENTAL_STATUSES, padPassSchema } from '../entities/rental.js';
import { PAYMENT_NOTES_MAX, REJECT_REASON_MAX, paymentRequestTypeSchema } from '../entities/payment-request.js';
import { PAYMENT_DAY_MAX, PAYMENT_DAY_MIN, RENTALS_PAGE_SIZE, RENT_NOTE_MAX } from '../limits.js';
import { createAccountInputSchema } from './accounts.js';
import { emailField } from './email-field.js';
import { tokenField } from './fields.js';

/**
 * The rental calls of spec 3 §7 (served under `/api`). Money: the forms enter dollars with up to
 * two decimals (a number or a string such as "1250.50"); the server turns them into integer
 * cents and every answer carries cents in `*_cents` fields (DECISIONS #10). Rentals and payment
 * requests in answers have exactly the shape of their replicated documents.
 */

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

/** Dollars with up to 2 decimals, at most 9 999 999.99. */
export const DOLLARS_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

/** "1250.5" → 125050 (string arithmetic: no binary floating point on money). */
export function dollarsToCents(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
}

/** A dollar amount as a form enters it → integer cents; `requiredKey` when missing or empty. */
export const dollarsField = (requiredKey: string) =>
  v.pipe(
    v.union([v.number(), v.string()], requiredKey),
    v.transform((x) => (typeof x === 'number' ? (Number.isFinite(x) ? String(x) : '') : x.trim())),
    v.nonEmpty(requiredKey),
    v.regex(DOLLARS_PATTERN, 'validation.amount_invalid'),
    v.transform(dollarsToCents),
  );

/** A positive amount (payment requests and manual payments: spec 3 §5 "greater than 0"). */
export const positiveDollarsField = (requiredKey: string) => v.pipe(dollarsField(requiredKey), v.minValue(1, 'validation.amount_positive'));

const idField = (requiredKey: string) =>
  v.pipe(v.string(requiredKey), v.trim(), v.nonEmpty(requiredKey), v.maxLength(64, requiredKey), v.regex(/^[0-9A-Za-z_-]+$/, requiredKey));

const dateField = (requiredKey: string) => v.pipe(v.string(requiredKey), v.trim(), v.nonEmpty(requiredKey), v.regex(DATE_PATTERN, 'validation.date_invalid'));
const hourField = (requiredKey: string) => v.pipe(v.string(requiredKey), v.trim(), v.nonEmpty(requiredKey), v.regex(HOUR_PATTERN, 'validation.hour_invalid'));

/** spec 3 §9: an empty checkout date or `0000-00-00` means recurring monthly (stored as null). */
const optionalDate = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((x) => (x === null || x.trim() === '' || x.trim() === '0000-00-00' ? null : x.trim())),
  v.check((x) => x === null || DATE_PATTERN.test(x), 'validation.date_invalid'),
);
const optionalHour = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((x) => (x === null || x.trim() === '' ? null : x.trim())),
  v.check((x) => x === null || HOUR_PATTERN.test(x), 'validation.hour_invalid'),
);

/** spec 3 §5: payment day 1–28 (a number or the digits of one). */
export const paymentDayField = v.pipe(
  v.union([v.number(), v.string()], 'validation.invite_payment_date_required'),
  v.transform((x) => (typeof x === 'number' ? x : /^\d{1,2}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
  v.number('validation.invite_payment_date_required'),
  v.integer('validation.invite_payment_date_required'),
  v.minValue(PAYMENT_DAY_MIN, 'validation.invite_payment_date_range'),
  v.maxValue(PAYMENT_DAY_MAX, 'validation.invite_payment_date_range'),
);

const noteField = v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => (x ?? '').trim()), v.maxLength(RENT_NOTE_MAX, 'validation.too_long'));

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

/**
 * POST /rental/invite and PUT /rental/{id} (spec 3 §5 "Tenant invite", checked in the spec's
 * order: e-mail, location, bed, rent, check-in date, check-in time, check-out time when a
 * check-out date is given, payment date). Dates are not before today (checked by the server
 * against the clock); `auto_pay` 1 asks the tenant to pay by card, which needs the lister's
 * completed payout onboarding.
 */
export const inviteTenantInputSchema = v.pipe(
  v.strictObject({
    tenant_email: emailField,
    location_id: idField('validation.invite_location_required'),
    room_id: idField('validation.invite_bed_required'),
    bed_id: idField('validation.invite_bed_required'),
    rental_amount: dollarsField('validation.invite_rent_required'),
    deposit: v.optional(dollarsField('validation.amount_invalid'), 0),
    start_date: dateField('validation.invite_start_date_required'),
    start_time: hourField('validation.invite_start_time_required'),
    checkout_date: optionalDate,
    checkout_time: optionalHour,
    payment_date: v.optional(paymentDayField, PAYMENT_DAY_MIN),
    auto_pay: v.optional(v.picklist([0, 1], 'validation.invalid'), 0),
    note_agreement: noteField,
  }),
  v.forward(
    v.check((x) => !x.checkout_date || !!x.checkout_time, 'validation.invite_checkout_time_required'),
    ['checkout_time'],
  ),
  v.forward(
    v.check((x) => !x.checkout_date || x.checkout_date >= x.start_date, 'validation.checkout_before_start'),
    ['checkout_date'],
  ),
);
export type InviteTenantInput = v.InferOutput<typeof inviteTenantInputSchema>;

/**
 * The invite form as an outbox row carries it (ARCHITECTURE §4): the raw values the lister
 * entered, stored on the device while offline and validated by the server on delivery with
 * `inviteTenantInputSchema` (so a bad row fails with the reason instead of being refused).
 * Plain types only: RxDB's JSON schema is derived from it.
 */
const rawAmount = v.union([v.number(), v.pipe(v.string(), v.maxLength(20))]);
const rawText = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const inviteTenantPayloadSchema = v.strictObject({
  tenant_email: rawText(320),
  location_id: rawText(64),
  room_id: rawText(64),
  bed_id: rawText(64),
  rental_amount: rawAmount,
  deposit: v.optional(rawAmount),
  start_date: rawText(20),
  start_time: rawText(10),
  checkout_date: v.optional(v.nullable(rawText(20))),
  checkout_time: v.optional(v.nullable(rawText(10))),
  payment_date: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(4))])),
  auto_pay: v.optional(v.picklist([0, 1])),
  note_agreement: v.optional(v.nullable(rawText(RENT_NOTE_MAX))),
});
export type InviteTenantPayload = v.InferOutput<typeof inviteTenantPayloadSchema>;

/**
 * An edit of an invitation written offline (outbox kind `update_invite`): the rental and the
 * invite form as entered, validated on delivery like `PUT /rental/{id}`.
 */
export const updateInvitePayloadSchema = v.strictObject({ rental_id: rawText(64), ...inviteTenantPayloadSchema.entries });
export type UpdateInvitePayload = v.InferOutput<typeof updateInvitePayloadSchema>;

/** Cancelling or resending a pending invitation offline (outbox kinds `cancel_invite`, `resend_invite`): just the rental. */
export const rentalRefPayloadSchema = v.strictObject({ rental_id: rawText(64) });
export type RentalRefPayload = v.InferOutput<typeof rentalRefPayloadSchema>;

/** Answer of invite, update, resend, cancel and every other rental command: the rental as replicated. */
export const rentalOutputSchema = v.object({ data: rentalSchema });

/** GET /rental/token/{token}: the booking an invitation link shows (pending invitations only; else 404 invite_invalid). */
export const rentalInviteViewSchema = v.object({
  ...v.pick(rentalSchema, [
    'id',
    'booking_reference',
    'status',
    'location',
    'listing_id',
    'thumbnail',
    'room_name',
    'bed_name',
    'rental_amount_cents',
    'deposit_cents',
    'payment_date',
    'auto_pay',
    'start_date',
    'start_time',
    'checkout_date',
    'checkout_time',
    'note_agreement',
    'tenant_email',
    'lister_name',
  ]).entries,
  /** The first rent, prorated from the move-in date to the next payment day (cents). */
  first_rent_cents: v.number(),
  /** Whether the invited e-mail has an account (then the page asks to log in first). */
  has_account: v.boolean(),
  expires_at: v.string(),
});
export type RentalInviteView = v.InferOutput<typeof rentalInviteViewSchema>;
export const rentalTokenOutputSchema = v.object({ data: rentalInviteViewSchema });

/** POST /rental/accept (and GET /rental/accept?token=…, DECISIONS #5): the invitation link's token. */
export const acceptRentalInputSchema = v.strictObject({ token: tokenField });

/** What acceptance did with the deposit: charged to the card (autopay 1) or asked as a payment request (autopay 0). */
export const depositOutcomeSchema = v.object({
  amount_cents: v.number(),
  charged: v.boolean(),
  payment_request_id: v.nullable(v.string()),
});
export const acceptRentalOutputSchema = v.object({ data: rentalSchema, deposit: depositOutcomeSchema });
export type AcceptRentalOutput = v.InferOutput<typeof acceptRentalOutputSchema>;

/**
 * POST /rental/register: account creation inside step 1 when the invited e-mail has no account.
 * The sign-up fields of `POST /accounts` with `verification_code` = the invitation token; the
 * e-mail must be the invited one (it is then verified by the link).
 */
export const rentalRegisterInputSchema = createAccountInputSchema;

/** GET /rental/check-invite?email&vcode: whether a sign-up link still belongs to a pending invitation. */
export const checkInviteQuerySchema = v.strictObject({ email: emailField, vcode: tokenField });

/** POST /user/exists for an authenticated lister (spec 3 §3 "Existing-user lookup result"). */
export const existingUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  phone_number: v.nullable(v.string()),
  airline: v.nullable(v.string()),
});
export type ExistingUser = v.InferOutput<typeof existingUserSchema>;
export const userExistsOutputSchema = v.object({ exists: v.boolean(), data: v.optional(v.nullable(existingUserSchema)) });

/** PUT /rental/{id}/update-tenant-note. */
export const updateTenantNoteInputSchema = v.strictObject({ note_agreement: noteField });

/** POST /rental/{id}/request-autopay: new rent and deposit (spec 3 §5; ignored once the rental is accepted). */
export const requestAutopayInputSchema = v.strictObject({
  rental_amount: v.optional(dollarsField('validation.invite_rent_required')),
  deposit: v.optional(dollarsField('validation.amount_invalid')),
  token: v.optional(v.string()),
});
/**
 * A rental command that takes no fields (accept, decline, resend-invite, cancel-invite, the
 * checkout-date confirmation, accept-/decline-/disable-autopay): `{}` (an empty body reads as
 * `{}`), or an old client's `token`, which is ignored. JSON `null` or `[]` is junk, not "no body".
 */
export const rentalCommandInputSchema = v.strictObject({ token: v.optional(v.string()) });

/** POST /rental/{id}/checkout-date (tenant request) and /rental/{id}/checkout (lister): date and whole hour. */
export const checkoutInputSchema = v.strictObject({
  checkout_date: dateField('validation.checkout_date_required'),
  checkout_time: hourField('validation.checkout_time_required'),
});
export type CheckoutInput = v.InferOutput<typeof checkoutInputSchema>;

// ---------------------------------------------------------------------------------------------
// Lists (My Rentals, My Crew)
// ---------------------------------------------------------------------------------------------

/** GET /rental (the caller's rentals as tenant) and GET /rentals (lister: My Crew's Active & Pending tab). */
export const rentalsQuerySchema = v.strictObject({
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.too_long')), ''),
  status: v.optional(v.union([v.literal(''), v.picklist(RENTAL_FILTER_STATUSES)]), ''),
  /** A listing id, or empty / `all` for All Locations. */
  location: v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[0-9A-Za-z_-]*$/, 'validation.invalid')), ''),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'validation.invalid'), v.transform(Number), v.minValue(1), v.maxValue(RENTALS_PAGE_SIZE)), String(RENTALS_PAGE_SIZE)),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'validation.invalid'), v.transform(Number)), '0'),
});
export type RentalsQuery = v.InferOutput<typeof rentalsQuerySchema>;
export const rentalsListOutputSchema = v.object({
  data: v.array(rentalSchema),
  total: v.number(),
  /** spec 3 §7: occupancy of the lister's beds in percent (accepted rentals over non-deleted beds). */
  total_occupancy: v.array(v.object({ percentage: v.number() })),
});
export type RentalsListOutput = v.InferOutput<typeof rentalsListOutputSchema>;

/** GET /rental-history and /rental-history/tenant/{id} (spec 3 §3 "Rental history row"). */
export const rentalHistoryRowSchema = v.object({
  id: v.string(),
  rental_id: v.string(),
  booking_reference: v.string(),
  listing_id: v.string(),
  location: v.string(),
  room_and_bed: v.string(),
  event: v.string(),
  change_summary: v.record(v.string(), v.string()),
  created_at: v.string(),
  email: v.string(),
  status: v.picklist(RENTAL_STATUSES),
});
export type RentalHistoryRow = v.InferOutput<typeof rentalHistoryRowSchema>;

/** GET /lister/tenants/monthly-report: revenue of this and last month (ledger, cents), tenants, occupancy. */
export const monthlyReportOutputSchema = v.object({
  thismonth: v.object({ total_amount_cents: v.number() }),
  lastmonth: v.object({ total_amount_cents: v.number() }),
  total_tenants: v.number(),
  occupancy_percentage: v.number(),
});
export type MonthlyReportOutput = v.InferOutput<typeof monthlyReportOutputSchema>;

/** GET /lister/payments: revenue by month from the ledger, newest first (spec 3 §3 "Revenue month row"). */
export const revenueMonthSchema = v.object({
  /** `YYYY-MM`. */
  id: v.string(),
  months: v.string(),
  amount_cents: v.number(),
  /** Occupancy that month in percent (rented bed-days over bed-days). */
  percentage: v.number(),
});
export type RevenueMonth = v.InferOutput<typeof revenueMonthSchema>;
export const revenueOutputSchema = v.object({ data: v.array(revenueMonthSchema) });

/** GET /lister/listings/unrented: rooms and beds an invitation can use; a bed with a pending invitation is disabled. */
export const unrentedBedSchema = v.object({ bed_id: v.string(), bed_name: v.string(), rental_amount_cents: v.number(), occupied: v.boolean(), pending_invite: v.boolean() });
export const unrentedRoomSchema = v.object({ room_id: v.string(), room_name: v.string(), beds: v.array(unrentedBedSchema) });
export const unrentedListingSchema = v.object({ listing_id: v.string(), title: v.string(), active: v.boolean(), deposit_cents: v.number(), rooms: v.array(unrentedRoomSchema) });
export const unrentedOutputSchema = v.object({
  data: v.array(unrentedListingSchema),
  /** The invite prerequisites (spec 3 §4), so the modal can explain what is missing before the lister types. */
  prerequisites: v.object({
    has_rooms_and_beds: v.boolean(),
    has_active_listing: v.boolean(),
    has_payment_method: v.boolean(),
    payout_onboarding_complete: v.boolean(),
    tenants: v.number(),
    tenant_limit: v.nullable(v.number()),
  }),
});
export type UnrentedOutput = v.InferOutput<typeof unrentedOutputSchema>;

// ---------------------------------------------------------------------------------------------
// Money: transactions, manual payments, payment requests
// ---------------------------------------------------------------------------------------------

/** spec 3 §3 "Transaction"; `kind` says which business operation it was. */
export const TRANSACTION_KINDS = ['deposit', 'rent', 'payment_request', 'manual', 'refund', 'fee'] as const;
export const transactionSchema = v.object({
  id: v.string(),
  /** PAYMENT (through Stripe) or manual (recorded by the lister). */
  type: v.picklist(['PAYMENT', 'manual']),
  kind: v.picklist(TRANSACTION_KINDS),
  /** paid, pending; anything else is shown as failed. */
  status: v.string(),
  amount_cents: v.number(),
  /** The 1 % service fee taken from it (Stripe payments; 0 for manual ones). */
  fee_cents: v.number(),
  /** `stripe` or the manual payment method. */
  provider: v.string(),
  created_at: v.string(),
  notes: v.string(),
  location_name: v.string(),
  with_deposit: v.boolean(),
  rental_id: v.string(),
  booking_reference: v.string(),
  /** `YYYY-MM` of a rent payment. */
  period: v.nullable(v.string()),
});
export type Transaction = v.InferOutput<typeof transactionSchema>;
export const transactionsOutputSchema = v.object({ data: v.array(transactionSchema) });
/** GET /transaction: a rental's (`tenant_id`) or a listing's transactions; a tenant sees their own. */
const optionalId = v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[0-9A-Za-z_-]*$/, 'validation.invalid')), '');
export const transactionsQuerySchema = v.strictObject({ tenant_id: optionalId, listing_id: optionalId, room_id: optionalId, bed_id: optionalId, location_id: optionalId });

/** Fields of a manual payment (spec 3 §3); `tenant_id` is the rental, the other ids are checked against it. */
const paymentTargetEntries = {
  tenant_id: idField('validation.invalid'),
  tenant_user_id: v.optional(v.nullable(v.string())),
  listing_id: v.optional(v.nullable(v.string())),
  room_id: v.optional(v.nullable(v.string())),
  notes: v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => (x ?? '').trim()), v.maxLength(PAYMENT_NOTES_MAX, 'validation.too_long')),
};
/** POST /transaction: a payment the lister received outside the app. */
export const manualPaymentInputSchema = v.strictObject({
  ...paymentTargetEntries,
  payment_type: v.optional(v.string()),
  payment_method: v.picklist(MANUAL_PAYMENT_METHODS, 'validation.payment_method_invalid'),
  amount: positiveDollarsField('validation.amount_required'),
  /**
   * The client's id of this one payment (a UUID made when the form opens): sending the form again
   * after a lost answer books it once. Older clients leave it out (each call is then a payment).
   */
  entry_id: v.optional(idField('validation.invalid')),
});
export const transactionOutputSchema = v.object({ data: transactionSchema });

/** POST /payment-request: the manual-payment fields plus `payment_for` (spec 3 §5 order: type, then amount). */
export const paymentRequestInputSchema = v.strictObject({
  ...paymentTargetEntries,
  payment_type: v.optional(v.string()),
  /** Always `stripe` for a request; older clients send it. */
  payment_method: v.optional(v.literal('stripe')),
  payment_for: paymentRequestTypeSchema,
  amount: positiveDollarsField('validation.amount_required'),
  /**
   * The client's id of this one request (a UUID made when the form opens), like a manual
   * payment's `entry_id`: sending the form again after a lost answer asks for the money once.
   * Older clients leave it out (each call is then a request).
   */
  entry_id: v.optional(idField('validation.invalid')),
});
export const paymentRequestOutputSchema = v.object({ data: paymentRequestSchema });
/** DELETE /payment-request/{id}: the tenant rejects; no reason stores "No reason provided". */
export const rejectPaymentRequestInputSchema = v.strictObject({
  reason: v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => (x ?? '').trim()), v.maxLength(REJECT_REASON_MAX, 'validation.too_long')),
});

// ---------------------------------------------------------------------------------------------
// Pad Pass and alerts
// ---------------------------------------------------------------------------------------------

/** PUT /lister/listings/{id}/pad-pass: what accepted tenants of the listing see on their Pad Pass. */
export const padPassInputSchema = v.strictObject({
  door_code: v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => (x ?? '').trim()), v.maxLength(PAD_PASS_CODE_MAX, 'validation.too_long')),
  house_rules: v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => (x ?? '').trim()), v.maxLength(PAD_PASS_TEXT_MAX, 'validation.too_long')),
  emergency_contact: v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => (x ?? '').trim()), v.maxLength(PAD_PASS_TEXT_MAX, 'validation.too_long')),
});
export type PadPassInput = v.InferOutput<typeof padPassInputSchema>;
export const padPassOutputSchema = v.object({ data: v.nullable(padPassSchema) });

/** True for an IANA time zone the runtime knows (crew base time zones). */
export function isTimeZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/**
 * GET/PUT /user/alert-settings: quiet hours in the crew base's time zone. Alerts that fall inside
 * them wait until they end, except money failures. `quiet_start` = `quiet_end` means none.
 */
export const alertSettingsSchema = v.strictObject({
  quiet_start: v.nullable(v.pipe(v.string(), v.regex(HOUR_PATTERN, 'validation.hour_invalid'))),
  quiet_end: v.nullable(v.pipe(v.string(), v.regex(HOUR_PATTERN, 'validation.hour_invalid'))),
  time_zone: v.pipe(v.string('validation.time_zone_invalid'), v.maxLength(64, 'validation.time_zone_invalid'), v.check(isTimeZone, 'validation.time_zone_invalid')),
});
export type AlertSettings = v.InferOutput<typeof alertSettingsSchema>;
export const alertSettingsOutputSchema = v.object({ data: alertSettingsSchema });

/** POST /rental/register's answer: the spec's `token`, `data.user`, `data.tenant`, plus what the client needs to keep the session (as `POST /accounts` answers). */
export const rentalRegisterOutputSchema = v.object({
  token: v.string(),
  has_auto_payment: v.boolean(),
  session_expires_at: v.number(),
  data: v.object({ user: userSchema, tenant: rentalSchema }),
});
export type RentalRegisterOutput = v.InferOutput<typeof rentalRegisterOutputSchema>;

/**
 * The tenant invitation page the e-mailed link opens (spec 3 §2 "path holding a rental token"):
 * the client route `/tenant/invitation/$token`. Acceptance then goes to `/tenant/accept/$token`
 * and on to `/my-crashpad`.
 */
export const TENANT_INVITATION_PATH = '/tenant/invitation';
export const invitationPath = (token: string): string => `${TENANT_INVITATION_PATH}/${token}`;
