import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { formatMoney } from './format-money';

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
  it('formats cents as dollars', () => {
    expect(formatMoney(4900, 'en')).toBe('$49.00');
    expect(formatMoney(999, 'en')).toBe('$9.99');
  });
});
