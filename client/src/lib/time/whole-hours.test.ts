import { describe, expect, it } from 'vitest';
import { localDay, nowRoundedToHour, WHOLE_HOURS } from './whole-hours';

describe('whole hours', () => {
  it('lists 24 whole hours from 00:00 to 23:00', () => {
    expect(WHOLE_HOURS).toHaveLength(24);
    expect(WHOLE_HOURS[0]).toBe('00:00');
    expect(WHOLE_HOURS[23]).toBe('23:00');
  });

  it('rounds now to the nearest hour, crossing midnight', () => {
    expect(nowRoundedToHour(new Date(2026, 10, 24, 9, 29))).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(nowRoundedToHour(new Date(2026, 10, 24, 23, 45))).toEqual({ date: '2026-11-25', time: '00:00' });
    expect(localDay(new Date(2026, 0, 5, 1))).toBe('2026-01-05');
  });
});
