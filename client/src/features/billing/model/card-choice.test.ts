import { describe, expect, it } from 'vitest';
import { effectiveCardChoice } from './card-choice';
import { expiryYears, parseExpiry } from './expiry-options';

describe('card-change selection (spec 1 §4)', () => {
  it('keeps the choice with an active card and forces a new card without one or when it is invalid', () => {
    expect(effectiveCardChoice({ status: 'Active' }, 1)).toBe(1);
    expect(effectiveCardChoice({ status: 'Active' }, 2)).toBe(2);
    expect(effectiveCardChoice({ status: 'Invalid' }, 1)).toBe(2);
    expect(effectiveCardChoice(null, 1)).toBe(2);
  });
});

describe('card expiry update (spec 1 §5, §9)', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  it('offers 20 years from the current one', () => {
    const years = expiryYears(now);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2045);
  });

  it('needs both month and year within the options', () => {
    expect(parseExpiry('3', '2030', now)).toEqual({ exp_month: 3, exp_year: 2030 });
    expect(parseExpiry('', '2030', now)).toBeNull();
    expect(parseExpiry('3', '', now)).toBeNull();
    expect(parseExpiry('13', '2030', now)).toBeNull();
    expect(parseExpiry('3', '2046', now)).toBeNull();
    expect(parseExpiry('3', '2025', now)).toBeNull();
  });
});
