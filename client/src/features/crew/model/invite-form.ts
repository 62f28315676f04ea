import { inviteTenantInputSchema, PAYMENT_DAY_MAX, PAYMENT_DAY_MIN, type InviteTenantPayload, type Rental } from '@crashpad/sync';
import * as v from 'valibot';
import { validateInOrder, type FormIssue } from '../../../lib/forms/first-issue';
export { localDay as localToday, WHOLE_HOURS } from '../../../lib/time/whole-hours';

/** The invite form as the lister types it (spec 3 §5); amounts are dollars as text. */
export interface InviteValues {
  tenant_email: string;
  location_id: string;
  room_id: string;
  bed_id: string;
  rental_amount: string;
  deposit: string;
  start_date: string;
  start_time: string;
  checkout_date: string;
  checkout_time: string;
  payment_date: string;
  auto_pay: boolean;
  note_agreement: string;
}

/** spec 3 §5: the toasts come one at a time in this order. */
export const INVITE_FIELD_ORDER = [
  'tenant_email',
  'location_id',
  'bed_id',
  'room_id',
  'rental_amount',
  'deposit',
  'start_date',
  'start_time',
  'checkout_date',
  'checkout_time',
  'payment_date',
  'auto_pay',
  'note_agreement',
] as const;

/** A fresh form: payment day 1 (spec 3 §5 default), check-in at the next whole hour is left to the lister. */
export function emptyInvite(prefill: Partial<InviteValues> = {}): InviteValues {
  return {
    tenant_email: '',
    location_id: '',
    room_id: '',
    bed_id: '',
    rental_amount: '',
    deposit: '',
    start_date: '',
    start_time: '',
    checkout_date: '',
    checkout_time: '',
    payment_date: String(PAYMENT_DAY_MIN),
    auto_pay: false,
    note_agreement: '',
    ...prefill,
  };
}

const centsText = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** Edit mode (spec 3 §4: mode edit means an existing id): the form filled from the rental. */
export function inviteFromRental(rental: Rental): InviteValues {
  return emptyInvite({
    tenant_email: rental.tenant_email,
    location_id: rental.listing_id,
    room_id: rental.room_id,
    bed_id: rental.bed_id,
    rental_amount: centsText(rental.rental_amount_cents),
    deposit: rental.deposit_cents ? centsText(rental.deposit_cents) : '',
    start_date: rental.start_date,
    start_time: rental.start_time,
    checkout_date: rental.checkout_date ?? '',
    checkout_time: rental.checkout_time ?? '',
    payment_date: String(rental.payment_date),
    auto_pay: rental.auto_pay === 1,
    note_agreement: rental.note_agreement,
  });
}

/** The raw values as the outbox row and the REST call carry them (the server validates again). */
export function toInvitePayload(values: InviteValues): InviteTenantPayload {
  return {
    tenant_email: values.tenant_email.trim(),
    location_id: values.location_id,
    room_id: values.room_id,
    bed_id: values.bed_id,
    rental_amount: values.rental_amount.trim(),
    deposit: values.deposit.trim() || '0',
    start_date: values.start_date,
    start_time: values.start_time,
    checkout_date: values.checkout_date || null,
    checkout_time: values.checkout_time || null,
    payment_date: values.payment_date,
    auto_pay: values.auto_pay ? 1 : 0,
    note_agreement: values.note_agreement,
  };
}

/**
 * The first problem of the form in the spec's order (spec 3 §5), or null. Beyond the shared
 * schema: check-in and check-out dates cannot be before `today` (the lister's calendar day).
 */
export function firstInviteIssue(values: InviteValues, today: string): FormIssue | null {
  const result = validateInOrder(inviteTenantInputSchema, toInvitePayload(values), INVITE_FIELD_ORDER);
  if (!result.success) return result.issue;
  if (values.start_date < today) return { field: 'start_date', message: 'validation.date_in_past' };
  if (values.checkout_date && values.checkout_date < today) return { field: 'checkout_date', message: 'validation.date_in_past' };
  return null;
}

/** Whether the values pass the shared schema alone (used by tests and the outbox guard). */
export function isValidInvite(values: InviteValues): boolean {
  return v.safeParse(inviteTenantInputSchema, toInvitePayload(values)).success;
}

/** spec 3 §5: payment days 1–28. */
export const PAYMENT_DAYS: readonly number[] = Array.from({ length: PAYMENT_DAY_MAX - PAYMENT_DAY_MIN + 1 }, (_, i) => i + PAYMENT_DAY_MIN);

/** "1st", "2nd", "23rd"; "1." in German; "1er" in French: i18next's ordinal plurals (spec 3 §5 ordinal labels). */
export function ordinalLabel(day: number, t: (key: string, options: { count: number; ordinal: true }) => string): string {
  return t('crew.invite.ordinal', { count: day, ordinal: true });
}
