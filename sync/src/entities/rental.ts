import * as v from 'valibot';

/**
 * Rentals and tenants (spec 3 §3, §4, §9). Amounts the API takes are dollars as the forms enter
 * them (up to 2 decimals); everything the server stores or answers is integer cents in fields
 * named `*_cents` (DECISIONS #10).
 */

/** spec 3 §4 "Rental status"; `complete` is shown as Ended. Listers filter on accepted and pending only. */
export const RENTAL_STATUSES = ['pending', 'accepted', 'ended', 'complete', 'deleted'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];
/** A rental that really happened (reviews' "who may review", revenue, history). */
export const RENTED_STATUSES: readonly RentalStatus[] = ['accepted', 'ended', 'complete'];
/** Statuses the My Crew status filter offers (spec 3 §2). */
export const RENTAL_FILTER_STATUSES = ['accepted', 'pending'] as const;

/**
 * spec 3 §4 `auto_pay`: 0 disabled, 1 enabled, 2 requested by the lister (the tenant accepts or
 * declines), 3 deactivation requested (either side; the other side confirms by disabling).
 */
export const AUTO_PAY = { disabled: 0, enabled: 1, requested: 2, disable_requested: 3 } as const;
export const AUTO_PAY_VALUES = [0, 1, 2, 3] as const;
export type AutoPay = (typeof AUTO_PAY_VALUES)[number];

/** spec 3 §9 manual payment methods. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'apple_pay', 'bank_transfer', 'bitcoin', 'cash_app', 'google_pay', 'paypal', 'venmo', 'wise', 'zelle', 'other'] as const;

/** A calendar date `YYYY-MM-DD` (no time zone; the rental's dates are the listing's local dates). */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** spec 3 §5: whole hours `00:00` … `23:00`. */
export const HOUR_PATTERN = /^([01]\d|2[0-3]):00$/;

/**
 * Pad Pass (issue 10): what a lister enters per listing for accepted tenants only, carried in
 * the tenant's replicated rental so it reads in airplane mode; `updated_at` says how fresh it is.
 */
export const PAD_PASS_TEXT_MAX = 2000;
export const PAD_PASS_CODE_MAX = 100;
export const padPassSchema = v.strictObject({
  door_code: v.string(),
  house_rules: v.string(),
  emergency_contact: v.string(),
  /** Server time the lister last changed it (ISO). */
  updated_at: v.string(),
});
export type PadPass = v.InferOutput<typeof padPassSchema>;

/** What happened to a rental, newest last (spec 3 §3 "Rental history row"; shown under each rental). */
export const RENTAL_EVENTS = [
  'invited',
  'invite_updated',
  'invite_resent',
  'invite_cancelled',
  'invite_declined',
  'accepted',
  'deposit_charged',
  'deposit_requested',
  'note_updated',
  'autopay_requested',
  'autopay_accepted',
  'autopay_declined',
  'autopay_disable_requested',
  'autopay_disabled',
  'checkout_requested',
  'checkout_confirmed',
  'checked_out',
  'rent_charged',
  'rent_failed',
  'ended',
] as const;
/** At most this many history entries travel with a rental document (older ones stay in GET /rental-history). */
export const RENTAL_HISTORY_IN_DOC_MAX = 50;
export const rentalHistoryEntrySchema = v.strictObject({
  event: v.picklist(RENTAL_EVENTS),
  /** Server time (ISO). */
  created_at: v.string(),
  /** Who acted: the tenant, the lister or the system (jobs, webhooks). */
  by: v.picklist(['tenant', 'lister', 'system']),
  /** Field → new value as text (amounts in cents as digits, dates `YYYY-MM-DD`); spec's change_summary map. */
  change_summary: v.record(v.string(), v.string()),
});
export type RentalHistoryEntry = v.InferOutput<typeof rentalHistoryEntrySchema>;

/** The last automatic rent charge of a rental (autopay), so both sides see failures offline. */
export const rentChargeStateSchema = v.strictObject({
  /** `YYYY-MM` the charge is for. */
  period: v.string(),
  status: v.picklist(['processing', 'paid', 'failed']),
  amount_cents: v.number(),
  /** Server time of the last attempt (ISO). */
  attempted_at: v.string(),
  /** Stripe's decline message when failed. */
  failure_message: v.nullable(v.string()),
  /** Attempts made for this period (retries of a failed charge included). */
  attempts: v.number(),
});
export type RentChargeState = v.InferOutput<typeof rentChargeStateSchema>;
