import { formatMoney } from '../../../lib/format/format-money';

const money = formatMoney;

/**
 * A monthly rent from cents: "$300" or "$300 – $450" when the price range is on and the upper
 * rate is higher (spec 2 §3: rate_per_to only counts with enable_price_range).
 */
export function formatRentRange(rent: { rate_per_from: number; rate_per_to: number | null; enable_price_range: boolean }, lng: string): string {
  const from = money(rent.rate_per_from, lng);
  if (!rent.enable_price_range || rent.rate_per_to === null || rent.rate_per_to <= rent.rate_per_from) return from;
  return `${from} – ${money(rent.rate_per_to, lng)}`;
}

/** The average low and high of a search (null when nothing matched). */
export function formatAverage(average: { low: number | null; high: number | null }, lng: string): string | null {
  if (average.low === null || average.high === null) return null;
  return formatRentRange({ rate_per_from: average.low, rate_per_to: average.high, enable_price_range: true }, lng);
}
