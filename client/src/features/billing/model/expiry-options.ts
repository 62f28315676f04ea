/** spec 1 §9: the card expiry year offers 20 years from the current one. */
export const EXPIRY_YEAR_COUNT = 20;

export function expiryYears(now: Date): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEAR_COUNT }, (_, i) => first + i);
}

export const EXPIRY_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/** spec 1 §5: an expiry update needs both a month and a year; null when one is missing or out of range. */
export function parseExpiry(month: string, year: string, now: Date): { exp_month: number; exp_year: number } | null {
  const m = Number(month);
  const y = Number(year);
  if (!month || !year || !Number.isInteger(m) || !Number.isInteger(y)) return null;
  if (!EXPIRY_MONTHS.includes(m) || !expiryYears(now).includes(y)) return null;
  return { exp_month: m, exp_year: y };
}
