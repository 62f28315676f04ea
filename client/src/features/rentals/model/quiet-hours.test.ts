import { describe, expect, it } from 'vitest';
import { toSettings, toValues } from './quiet-hours';

describe('quiet hours', () => {
  it('saves both ends or neither', () => {
    expect(toSettings({ quiet_start: '22:00', quiet_end: '06:00', time_zone: 'America/Chicago' })).toEqual({ settings: { quiet_start: '22:00', quiet_end: '06:00', time_zone: 'America/Chicago' } });
    expect(toSettings({ quiet_start: '', quiet_end: '', time_zone: 'UTC' })).toEqual({ settings: { quiet_start: null, quiet_end: null, time_zone: 'UTC' } });
    expect(toSettings({ quiet_start: '22:00', quiet_end: '', time_zone: 'UTC' })).toEqual({ problem: 'both' });
  });

  it('starts from the stored settings or the device zone', () => {
    expect(toValues(null, 'Europe/Berlin')).toEqual({ quiet_start: '', quiet_end: '', time_zone: 'Europe/Berlin' });
    expect(toValues({ quiet_start: '23:00', quiet_end: '07:00', time_zone: 'Asia/Tokyo' }, 'UTC').time_zone).toBe('Asia/Tokyo');
  });
});
