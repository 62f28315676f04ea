import { describe, expect, it } from 'vitest';
import { latestOccurrence } from './schedule.js';

const at = (iso: string) => Date.parse(iso);
const occ = (o: { key: string; dueAt: number }) => [o.key, new Date(o.dueAt).toISOString()];

describe('latestOccurrence (UTC)', () => {
  it('daily: today once HH:MM has passed, yesterday before', () => {
    expect(occ(latestOccurrence('d', { kind: 'daily', at: '07:00' }, at('2026-11-24T07:00:00Z')))).toEqual(['d:2026-11-24', '2026-11-24T07:00:00.000Z']);
    expect(occ(latestOccurrence('d', { kind: 'daily', at: '07:00' }, at('2026-11-24T06:59:59.999Z')))).toEqual(['d:2026-11-23', '2026-11-23T07:00:00.000Z']);
    expect(occ(latestOccurrence('d', { kind: 'daily', at: '23:30' }, at('2027-01-01T00:10:00Z')))).toEqual(['d:2026-12-31', '2026-12-31T23:30:00.000Z']);
  });
  it('monthly: clamps the day to short months, leap years included, and keys by the month it ran in', () => {
    expect(occ(latestOccurrence('m', { kind: 'monthly', day: 31, at: '12:00' }, at('2028-02-29T12:00:00Z')))).toEqual(['m:2028-02', '2028-02-29T12:00:00.000Z']);
    expect(occ(latestOccurrence('m', { kind: 'monthly', day: 31, at: '12:00' }, at('2027-02-28T11:59:00Z')))).toEqual(['m:2027-01', '2027-01-31T12:00:00.000Z']);
    expect(occ(latestOccurrence('m', { kind: 'monthly', day: 15, at: '00:00' }, at('2027-01-10T00:00:00Z')))).toEqual(['m:2026-12', '2026-12-15T00:00:00.000Z']);
  });
  it('monthEnd: due at 00:00 on the 1st, keyed by the month that ended, across a year boundary', () => {
    expect(occ(latestOccurrence('b', { kind: 'monthEnd' }, at('2027-01-01T00:00:00Z')))).toEqual(['b:2026-12', '2027-01-01T00:00:00.000Z']);
    expect(occ(latestOccurrence('b', { kind: 'monthEnd' }, at('2026-12-31T23:59:59.999Z')))).toEqual(['b:2026-11', '2026-12-01T00:00:00.000Z']);
  });
  it('every N minutes: aligned on the UTC clock', () => {
    expect(occ(latestOccurrence('e', { kind: 'every', minutes: 15 }, at('2026-11-24T10:44:59Z')))).toEqual(['e:2026-11-24T10:30', '2026-11-24T10:30:00.000Z']);
    expect(occ(latestOccurrence('e', { kind: 'every', minutes: 15 }, at('2026-11-24T10:45:00Z')))).toEqual(['e:2026-11-24T10:45', '2026-11-24T10:45:00.000Z']);
  });
});
