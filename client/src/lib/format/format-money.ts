/**
 * Money is integer cents everywhere (DECISIONS #10); this is the only place it becomes text.
 * Whole amounts read as whole dollars ("$375", "$49"), amounts with cents keep them ("$9.99"), so
 * a rent reads the same on a card, a listing page and in an average (issue 8 #13).
 */
export function formatMoney(cents: number, lng: string, currency = 'USD'): string {
  const whole = Number.isInteger(cents / 100);
  return numberFormat(lng, currency, whole ? 0 : 2).format(cents / 100);
}

/**
 * Building an Intl.NumberFormat costs far more than using one (a profile of the home page's
 * first render at CPU ×4 put ~50 ms on a grid of cards), so each one is made once per
 * language, currency and precision.
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lng: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${lng}|${currency}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lng, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}
