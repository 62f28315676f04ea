import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../test-support/fixtures';
import { isStale, METRICS_REFRESH_MS, readMetrics, writeMetrics } from '../data/metrics-cache';
import { advertiseFigures, roundedCount } from './metric-figures';

describe('roundedCount', () => {
  it('is exact below 100 and rounds down to two significant digits above', () => {
    expect(roundedCount(24, 'en')).toBe('24');
    expect(roundedCount(173, 'en')).toBe('170+');
    expect(roundedCount(3_547, 'en')).toBe('3,500+');
    expect(roundedCount(41_234, 'en')).toBe('41,000+');
    expect(roundedCount(41_234, 'de')).toBe('41.000+');
  });
});

describe('advertiseFigures', () => {
  it('uses the spec defaults when figures are missing or not counted yet', () => {
    expect(advertiseFigures(null, 'en')).toEqual({ users: '40,000+', airports: '170+', listings: '3,500+', messages: '225,000+' });
    expect(advertiseFigures({ users: 52_310, airports: 12, listings: 0 }, 'en')).toEqual({
      users: '52,000+',
      airports: '12',
      listings: '3,500+',
      messages: '225,000+',
    });
  });
});

describe('metrics cache', () => {
  it('keeps figures for about a day and ignores damaged entries', () => {
    const storage = new MemoryStorage();
    expect(readMetrics(storage)).toBeNull();
    expect(isStale(null, 0)).toBe(true);
    const entry = writeMetrics(storage, { users: 5, airports: 3 }, 1_000);
    expect(readMetrics(storage)).toEqual(entry);
    expect(isStale(entry, 1_000 + METRICS_REFRESH_MS - 1)).toBe(false);
    expect(isStale(entry, 1_000 + METRICS_REFRESH_MS)).toBe(true);
    storage.setItem('metrics', JSON.stringify({ fetched_at: 1, figures: { users: -3 } }));
    expect(readMetrics(storage)).toBeNull();
    storage.setItem('metrics', '{not json');
    expect(readMetrics(storage)).toBeNull();
  });
});
