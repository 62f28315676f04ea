import { RENT_CHARGE_HOUR_UTC } from '@crashpad/sync';

/**
 * The rent calendar of a rental (spec 3 §1, §9; issue 10), pure date arithmetic on `YYYY-MM-DD`
 * strings in UTC. A billing cycle runs from one payment day to the day before the next. The
 * first rent covers the move-in date up to the next payment day, prorated by days of that cycle,
 * and is charged at 07:00 UTC on the move-in date; every later rent is a whole month, charged at
 * 07:00 UTC on the payment day. A move-in on the payment day starts with a whole month.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (date: string): [number, number, number] => date.split('-').map(Number) as [number, number, number];
export const dateOf = (y: number, m: number, d: number): string => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};
const dayNumber = (date: string): number => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** 07:00 UTC of a date, in ms. */
export function chargeTimeOf(date: string): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d, RENT_CHARGE_HOUR_UTC);
}

/** The payment date of the month after `date`'s (payment days are 1–28, so every month has one). */
export function addMonth(date: string, paymentDay: number): string {
  const [y, m] = parts(date);
  return dateOf(y, m + 1, paymentDay);
}

/** The first payment date strictly after `date`. */
export function nextPaymentDate(date: string, paymentDay: number): string {
  const [y, m, d] = parts(date);
  return d < paymentDay ? dateOf(y, m, paymentDay) : dateOf(y, m + 1, paymentDay);
}

/** The payment date on or after `date`. */
export function paymentDateOnOrAfter(date: string, paymentDay: number): string {
  const [, , d] = parts(date);
  return d === paymentDay ? date : nextPaymentDate(date, paymentDay);
}

export interface FirstRent {
  /** Charged at 07:00 UTC on this date (the move-in date). */
  date: string;
  amountCents: number;
  prorated: boolean;
  /** Idempotency period: the move-in date when prorated, else the month (`YYYY-MM`). */
  period: string;
}

/** The first rent: prorated from the move-in date to the next payment day by the days of that cycle. */
export function firstRent(startDate: string, paymentDay: number, rentCents: number): FirstRent {
  const [, , d] = parts(startDate);
  if (d === paymentDay) return { date: startDate, amountCents: rentCents, prorated: false, period: startDate.slice(0, 7) };
  const next = nextPaymentDate(startDate, paymentDay);
  const [ny, nm] = parts(next);
  const previous = dateOf(ny, nm - 1, paymentDay);
  const cycleDays = dayNumber(next) - dayNumber(previous);
  const days = dayNumber(next) - dayNumber(startDate);
  // Integer maths, rounded half up to a whole cent.
  const amountCents = Math.floor((rentCents * days * 2 + cycleDays) / (cycleDays * 2));
  return { date: startDate, amountCents, prorated: true, period: startDate };
}

/** The charge after `date` (a charge date of this rental): the next payment date. */
export const chargeAfter = (date: string, paymentDay: number): string => nextPaymentDate(date, paymentDay);

/** Whether a charge on `date` is still inside the rental (strictly before the check-out date, if any). */
export const beforeCheckout = (date: string, checkoutDate: string | null): boolean => checkoutDate === null || date < checkoutDate;

/** The idempotency period of a regular charge on `date`: its month. */
export const periodOf = (date: string): string => date.slice(0, 7);
