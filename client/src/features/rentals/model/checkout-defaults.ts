import type { Rental } from '@crashpad/sync';
import { nowRoundedToHour } from '../../../lib/time/whole-hours';

/**
 * spec 3 §4: date and time default to now rounded to the hour; changing an existing check-out
 * starts from it instead.
 */
export function defaultCheckout(rental: Rental, mode: 'leave' | 'change_checkout', now: Date): { date: string; time: string } {
  if (mode === 'change_checkout' && rental.checkout_date) return { date: rental.checkout_date, time: rental.checkout_time ?? '12:00' };
  return nowRoundedToHour(now);
}
