/**
 * Money is integer cents everywhere (DECISIONS #10); this is the only place it becomes text.
 * Whole amounts read as whole dollars ("$375", "$49"), amounts with cents keep them ("$9.99"), so
 * a rent reads the same on a card, a listing page and in an average (issue 8 #13).
 */
export function formatMoney(cents: number, lng: string, currency = 'USD'): string {
  const whole = Number.isInteger(cents / 100);
  return new Intl.NumberFormat(lng, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(cents / 100);
}
