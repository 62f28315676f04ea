import type { RevenueMonth } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { CHART, revenueBars } from './revenue-chart';

const month = (id: string, cents: number, percentage: number): RevenueMonth => ({ id, months: id, amount_cents: cents, percentage });

describe('revenue chart', () => {
  it('puts the oldest month on the left and scales bars to the best month', () => {
    const { bars, baseline } = revenueBars([month('2026-11', 50000, 100), month('2026-10', 100000, 50)]);
    expect(bars.map((b) => b.id)).toEqual(['2026-10', '2026-11']);
    expect(bars[0]!.y).toBe(CHART.top);
    expect(bars[1]!.height).toBeCloseTo((baseline - CHART.top) / 2);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
  });

  it('draws occupancy on a 0–100 scale and clamps odd values', () => {
    const { bars, baseline } = revenueBars([month('2026-11', 0, 150), month('2026-10', 0, -5)]);
    expect(bars[1]!.occupancyY).toBe(CHART.top);
    expect(bars[0]!.occupancyY).toBe(baseline);
    expect(bars.every((b) => b.height === 0)).toBe(true);
  });
});
