/**
 * Rate and deposit inputs accept digits only (spec 2 §2): whole US dollars as typed. Money is
 * integer cents everywhere else (DECISIONS #10), so this is where typed dollars become cents.
 */

/** Keeps the digits of what was typed or pasted ("$1,200" → "1200"), without leading zeros. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '').replace(/^0+(?=\d)/, '').slice(0, 9);
}

/** "375" → 37500; empty text is missing (undefined) so the form reports it as required. */
export function dollarsToCents(text: string): number | undefined {
  const digits = text.replace(/\D+/g, '');
  return digits ? Number(digits) * 100 : undefined;
}

/** 37500 → "375" for the input; null (no upper rate) → "". Cents are rounded to whole dollars. */
export function centsToDollars(cents: number | null): string {
  return cents == null ? '' : String(Math.round(cents / 100));
}
