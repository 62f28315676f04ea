import type { RevenueMonth } from '@crashpad/sync';

export interface ChartBar {
  id: string;
  label: string;
  x: number;
  width: number;
  /** Bar top (revenue) in chart units; the bar runs down to `baseline`. */
  y: number;
  height: number;
  /** Occupancy point (percent on the same height scale). */
  occupancyY: number;
}

export const CHART = { width: 640, height: 240, top: 16, bottom: 28, left: 8, right: 8 } as const;

/**
 * Bars for revenue and a line for occupancy, oldest month on the left (the API answers newest
 * first). Revenue scales to the largest month; occupancy to 100 %. Pure geometry, so it is
 * tested without a DOM and the SVG stays a plain drawing.
 */
export function revenueBars(months: readonly RevenueMonth[]): { bars: ChartBar[]; baseline: number; max: number } {
  const ordered = [...months].reverse();
  const baseline = CHART.height - CHART.bottom;
  const usable = baseline - CHART.top;
  const max = Math.max(1, ...ordered.map((m) => m.amount_cents));
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(1, ordered.length);
  const width = Math.max(2, slot * 0.6);
  const bars = ordered.map((m, i) => {
    const height = (Math.max(0, m.amount_cents) / max) * usable;
    const percent = Math.min(100, Math.max(0, m.percentage));
    return {
      id: m.id,
      label: m.months,
      x: CHART.left + i * slot + (slot - width) / 2,
      width,
      y: baseline - height,
      height,
      occupancyY: baseline - (percent / 100) * usable,
    };
  });
  return { bars, baseline, max };
}
