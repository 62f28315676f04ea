import type { AlertSettings } from '@crashpad/sync';

const HOUR_MS = 60 * 60 * 1000;

/** The local hour (0–23) of a time in a time zone. */
export function localHour(ms: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(ms));
  return Number(hour) % 24;
}

const hourOf = (hhmm: string | null): number | null => (hhmm === null ? null : Number(hhmm.slice(0, 2)));

/** Whether a local hour falls inside quiet hours [start, end), which may wrap past midnight. */
export function insideQuietHours(hour: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/**
 * When an alert raised at `now` may be delivered under the user's quiet hours (set in their crew
 * base's time zone): `now` outside them, else the first full hour at which they end. Whole-hour
 * zones and half-hour zones both work: the end is found by stepping to each next top of an hour.
 */
export function deliverableAt(now: number, settings: AlertSettings | null): number {
  if (!settings) return now;
  const start = hourOf(settings.quiet_start);
  const end = hourOf(settings.quiet_end);
  if (start === null || end === null || !insideQuietHours(localHour(now, settings.time_zone), start, end)) return now;
  let t = Math.floor(now / HOUR_MS) * HOUR_MS;
  for (let i = 0; i < 26; i += 1) {
    t += HOUR_MS;
    if (!insideQuietHours(localHour(t, settings.time_zone), start, end)) return t;
  }
  return now;
}
