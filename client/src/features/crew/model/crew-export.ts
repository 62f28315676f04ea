import type { Rental } from '@crashpad/sync';
import type { TFunction } from 'i18next';
import { toCsv } from './csv';

/** Money in the export: dollars with two decimals as plain numbers, so a spreadsheet can sum them. */
const dollars = (cents: number): number => Math.round(cents) / 100;

/**
 * My Crew's export (spec 3 §2 "An export of tenants is available"): one row per rental shown,
 * headers in the user's language, amounts as numbers, dates as `YYYY-MM-DD`.
 */
export function crewCsv(rentals: readonly Rental[], t: TFunction): string {
  const header = [
    'booking_reference',
    'first_name',
    'last_name',
    'email',
    'phone',
    'location',
    'room',
    'bed',
    'status',
    'rent',
    'deposit',
    'payment_date',
    'autopay',
    'start_date',
    'checkout_date',
  ].map((key) => t(`crew.export.columns.${key}`));
  const rows = rentals.map((r) => [
    r.booking_reference,
    r.tenant_first_name,
    r.tenant_last_name,
    r.tenant_email,
    r.tenant_phone_number,
    r.location,
    r.room_name,
    r.bed_name,
    t(`crew.status.${r.status}`),
    dollars(r.rental_amount_cents),
    dollars(r.deposit_cents),
    r.payment_date,
    t(`crew.autopay.${r.auto_pay}`),
    r.start_date,
    r.checkout_date ?? t('crew.recurring'),
  ]);
  return toCsv(header, rows);
}

/** File name with the day of the export, e.g. `crew-2026-11-24.csv`. */
export function crewCsvName(now: Date): string {
  return `crew-${now.toISOString().slice(0, 10)}.csv`;
}
