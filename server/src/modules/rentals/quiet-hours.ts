import type { AlertSettings } from '@crashpad/sync';

/** Every time zone's offset is a multiple of 15 minutes, so local full hours fall on UTC quarter hours. */
const QUARTER_MS = 15 * 60 * 1000;

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
 * base's time zone): `now` outside them, else the first local full hour at which they end, found
 * by stepping through UTC quarter hours (so half- and quarter-hour zones end on time too).
 */
export function deliverableAt(now: number, settings: AlertSettings | null): number {
  if (!settings) return now;
  const start = hourOf(settings.quiet_start);
  const end = hourOf(settings.quiet_end);
  if (start === null || end === null || !insideQuietHours(localHour(now, settings.time_zone), start, end)) return now;
  let t = Math.floor(now / QUARTER_MS) * QUARTER_MS;
  for (let i = 0; i < 26 * 4; i += 1) {
    t += QUARTER_MS;
    if (!insideQuietHours(localHour(t, settings.time_zone), start, end)) return t;
  }
  return now;
}
