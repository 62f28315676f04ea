/**
 * Billing period arithmetic as Stripe does it: months and years keep the anchor's day of month,
 * clamped to the month's length (an anchor on the 31st bills on Feb 28/29, then the 31st again).
 */
export type Interval = 'day' | 'week' | 'month' | 'year';

export function addInterval(fromSeconds: number, interval: Interval, count: number, anchorSeconds: number = fromSeconds): number {
  if (interval === 'day') return fromSeconds + count * 86_400;
  if (interval === 'week') return fromSeconds + count * 7 * 86_400;
  const from = new Date(fromSeconds * 1000);
  const anchorDay = new Date(anchorSeconds * 1000).getUTCDate();
  const months = interval === 'year' ? 12 * count : count;
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchorDay, lastDay));
  return Math.floor(target.getTime() / 1000);
}
