import { describe, expect, it } from 'vitest';
import { deliverableAt, insideQuietHours, localHour } from './quiet-hours.js';

const at = (iso: string) => Date.parse(iso);

describe('quiet hours', () => {
  it('wraps past midnight and treats equal start and end as none', () => {
    expect(insideQuietHours(23, 22, 6)).toBe(true);
    expect(insideQuietHours(5, 22, 6)).toBe(true);
    expect(insideQuietHours(6, 22, 6)).toBe(false);
    expect(insideQuietHours(12, 9, 17)).toBe(true);
    expect(insideQuietHours(3, 4, 4)).toBe(false);
  });

  it('holds an alert until the quiet hours end in the crew base time zone', () => {
    const settings = { quiet_start: '22:00', quiet_end: '06:00', time_zone: 'America/Denver' };
    // 23:30 in Denver (UTC−7 in summer) is 05:30 UTC; the hours end at 06:00 Denver = 12:00 UTC.
    const now = at('2026-07-10T05:30:00Z');
    expect(localHour(now, 'America/Denver')).toBe(23);
    expect(new Date(deliverableAt(now, settings)).toISOString()).toBe('2026-07-10T12:00:00.000Z');
    // Outside them: at once.
    expect(deliverableAt(at('2026-07-10T18:00:00Z'), settings)).toBe(at('2026-07-10T18:00:00Z'));
    // Half-hour zones end at their own full hour.
    const india = { quiet_start: '01:00', quiet_end: '07:00', time_zone: 'Asia/Kolkata' };
    expect(new Date(deliverableAt(at('2026-07-10T00:00:00Z'), india)).toISOString()).toBe('2026-07-10T01:30:00.000Z');
    expect(deliverableAt(at('2026-07-10T00:00:00Z'), null)).toBe(at('2026-07-10T00:00:00Z'));
  });
});
