const pad = (n: number) => String(n).padStart(2, '0');

/** Whole hours 00:00 … 23:00: rental check-in and check-out times (spec 3 §5, §9). */
export const WHOLE_HOURS: readonly string[] = Array.from({ length: 24 }, (_, h) => `${pad(h)}:00`);

/** The device's calendar day `YYYY-MM-DD` (date pickers' minimum "not before today"). */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** spec 3 §4: check-out forms default to now rounded to the nearest whole hour (local time). */
export function nowRoundedToHour(now: Date): { date: string; time: string } {
  const rounded = new Date(now.getTime());
  if (rounded.getMinutes() >= 30) rounded.setHours(rounded.getHours() + 1);
  rounded.setMinutes(0, 0, 0);
  return { date: localDay(rounded), time: `${pad(rounded.getHours())}:00` };
}
