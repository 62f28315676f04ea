/**
 * When a recurring job is due, in UTC, and the name of each occurrence. The occurrence key is
 * `<job name>:<period>`, e.g. `seeker-access-end:2026-11-24T10:15`, `daily-report:2026-11-24`,
 * `boost-end:2026-11`: it is the job run's identity in the store, so one period runs once.
 */
export type Schedule =
  /** Every day at HH:MM UTC; period `YYYY-MM-DD`. */
  | { kind: 'daily'; at: string }
  /** Every month on day D (1–31; short months clamp to their last day) at HH:MM UTC; period `YYYY-MM`. */
  | { kind: 'monthly'; day: number; at: string }
  /** The moment a month ends (00:00 UTC on the 1st of the next); period is the month that ended, `YYYY-MM`. */
  | { kind: 'monthEnd' }
  /** Every N minutes on the UTC clock (N = 15 runs at :00, :15, :30, :45); period `YYYY-MM-DDTHH:MM`. */
  | { kind: 'every'; minutes: number };

export interface Occurrence {
  /** `<job name>:<period>`. */
  key: string;
  /** When it became due (ms since the epoch). */
  dueAt: number;
}

const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayPeriod = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const monthPeriod = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Parses `HH:MM` (00:00–23:59); anything else is a programming error and throws at registration. */
export function parseTimeOfDay(at: string): { hours: number; minutes: number } {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!m) throw new Error(`schedule time must be HH:MM in UTC, got "${at}"`);
  return { hours: Number(m[1]), minutes: Number(m[2]) };
}

/** Throws when a schedule is malformed, so a bad job definition fails at start-up, not at 3 am. */
export function validateSchedule(schedule: Schedule): void {
  switch (schedule.kind) {
    case 'daily':
      parseTimeOfDay(schedule.at);
      return;
    case 'monthly':
      parseTimeOfDay(schedule.at);
      if (!Number.isInteger(schedule.day) || schedule.day < 1 || schedule.day > 31) throw new Error(`monthly day must be 1–31, got ${schedule.day}`);
      return;
    case 'monthEnd':
      return;
    case 'every':
      if (!Number.isInteger(schedule.minutes) || schedule.minutes < 1 || schedule.minutes > 1440) throw new Error(`every N minutes needs 1 ≤ N ≤ 1440, got ${schedule.minutes}`);
      return;
  }
}

/** The monthly occurrence's due time in a given month (day clamped to the month's length). */
function monthlyDue(year: number, month: number, day: number, at: string): number {
  const { hours, minutes } = parseTimeOfDay(at);
  return Date.UTC(year, month, Math.min(day, daysInMonth(year, month)), hours, minutes);
}

/**
 * The latest occurrence due at or before `now` (the scheduler runs that one; older missed
 * periods are not replayed one by one, so jobs are written to handle "everything due up to now").
 */
export function latestOccurrence(name: string, schedule: Schedule, now: number): Occurrence {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  switch (schedule.kind) {
    case 'daily': {
      const { hours, minutes } = parseTimeOfDay(schedule.at);
      let due = Date.UTC(year, month, today.getUTCDate(), hours, minutes);
      if (due > now) due -= 24 * 60 * MINUTE_MS;
      return { key: `${name}:${dayPeriod(new Date(due))}`, dueAt: due };
    }
    case 'monthly': {
      let due = monthlyDue(year, month, schedule.day, schedule.at);
      let dueMonth = month;
      if (due > now) {
        dueMonth = month - 1;
        due = monthlyDue(year, dueMonth, schedule.day, schedule.at);
      }
      return { key: `${name}:${monthPeriod(year, dueMonth)}`, dueAt: due };
    }
    case 'monthEnd': {
      // Due at 00:00 on the 1st of this month: the previous month has ended.
      return { key: `${name}:${monthPeriod(year, month - 1)}`, dueAt: Date.UTC(year, month, 1) };
    }
    case 'every': {
      const step = schedule.minutes * MINUTE_MS;
      const due = Math.floor(now / step) * step;
      return { key: `${name}:${new Date(due).toISOString().slice(0, 16)}`, dueAt: due };
    }
  }
}
