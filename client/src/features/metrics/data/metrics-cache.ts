import * as v from 'valibot';
import type { SiteFigures } from '../model/metric-figures';

/** spec 1 §3 stored keys `metrics` / `metrics_today`: one entry holding the figures and when they were fetched. */
const KEY = 'metrics';
/** spec 2 §7: the figures are refreshed about daily. */
export const METRICS_REFRESH_MS = 24 * 60 * 60 * 1000;

const count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)));
const entrySchema = v.object({
  fetched_at: v.number(),
  figures: v.object({ users: count, listings: count, messages: count, airports: count }),
});
export type MetricsEntry = v.InferOutput<typeof entrySchema>;

export function readMetrics(storage: Storage): MetricsEntry | null {
  try {
    const parsed = v.safeParse(entrySchema, JSON.parse(storage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeMetrics(storage: Storage, figures: SiteFigures, now: number): MetricsEntry {
  const entry = { fetched_at: now, figures };
  try {
    storage.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the figures still show for this visit.
  }
  return entry;
}

/** Whether the cached figures are due for a refresh. */
export const isStale = (entry: MetricsEntry | null, now: number): boolean => !entry || now - entry.fetched_at >= METRICS_REFRESH_MS;
