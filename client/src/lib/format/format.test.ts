import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { formatMoney } from './format-money';
import { declaredDistance, straightLineDistance } from './format-distance';

describe('formatDate: MMM DD, YYYY in the language time zone (spec 1 §9)', () => {
  // 03:30 UTC on Mar 15: still Mar 14 in New York, already Mar 15 in Europe.
  const instant = '2025-03-15T03:30:00.000Z';

  it('uses New York for English', () => {
    expect(formatDate(instant, 'en')).toBe('Mar 14, 2025');
  });

  it('uses the European time zones for de, fr, es and pt', () => {
    for (const lng of ['de', 'fr', 'es', 'pt']) expect(formatDate(instant, lng)).toMatch(/^\S+ 15, 2025$/);
  });

  it('pads the day to two digits and accepts epoch ms and Date', () => {
    const jan5 = Date.UTC(2024, 0, 5, 17);
    expect(formatDate(jan5, 'en')).toBe('Jan 05, 2024');
    expect(formatDate(new Date(jan5), 'en-US')).toBe('Jan 05, 2024');
  });

  it('crosses a year boundary by time zone', () => {
    expect(formatDate('2025-01-01T02:00:00Z', 'en')).toBe('Dec 31, 2024');
    expect(formatDate('2025-01-01T02:00:00Z', 'de')).toMatch(/01, 2025$/);
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatMoney', () => {
  it('formats cents as dollars: whole amounts without cents, others with them', () => {
    expect(formatMoney(4900, 'en')).toBe('$49');
    expect(formatMoney(37_500, 'en')).toBe('$375');
    expect(formatMoney(999, 'en')).toBe('$9.99');
    expect(formatMoney(37_330, 'en')).toBe('$373.30');
    expect(formatMoney(120_000, 'en')).toBe('$1,200');
  });
});

describe('distances (issue 8 #7: one rule everywhere)', () => {
  // A stand-in t that shows the key and count, so the test reads the rule, not the wording.
  const t = ((key: string, options?: { count?: number }) => (options?.count === undefined ? key : `${key}:${options.count}`)) as never;

  it("reads the lister's choice as the wizard labels it", () => {
    expect(declaredDistance(1, t)).toBe('distance.miles:1');
    expect(declaredDistance(5, t)).toBe('distance.miles:5');
    expect(declaredDistance(10, t)).toBe('distance.six_to_ten');
    expect(declaredDistance(11, t)).toBe('distance.eleven_plus');
  });

  it('names a measured distance as a straight line, in whole miles', () => {
    expect(straightLineDistance(7.2, t)).toBe('distance.straight:7');
    expect(straightLineDistance(6, t)).toBe('distance.straight:6');
    expect(straightLineDistance(0.4, t)).toBe('distance.straight_under_one');
  });
});
