/**
 * Money is integer cents everywhere (DECISIONS #10); this is the only place it becomes text.
 * `formatMoney(4900, 'en')` → "$49.00"; the currency is USD unless given.
 */
export function formatMoney(cents: number, lng: string, currency = 'USD'): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency }).format(cents / 100);
}
