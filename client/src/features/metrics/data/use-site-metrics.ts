import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import type { SiteFigures } from '../model/metric-figures';
import { fetchSiteFigures } from './fetch-site-figures';
import { isStale, readMetrics, writeMetrics, type MetricsEntry } from './metrics-cache';

export interface SiteMetricsOptions {
  /** Pages that do not show figures pass false: nothing is read or fetched. */
  enabled?: boolean;
  /** spec 2 §7: the home page asks 3 s after load, so the figures never compete with the page itself. */
  delayMs?: number;
}

/**
 * The site figures, cached in localStorage and refreshed about daily. Returns the cached figures
 * at once (null on a first visit), then the fresh ones when a due refresh answers.
 */
export function useSiteMetrics({ enabled = true, delayMs = 0 }: SiteMetricsOptions = {}): SiteFigures | null {
  const api = useApi();
  const [entry, setEntry] = useState<MetricsEntry | null>(() => (typeof localStorage === 'undefined' ? null : readMetrics(localStorage)));
  const fetchedAt = entry?.fetched_at ?? null;
  useEffect(() => {
    if (!enabled || !isStale(fetchedAt === null ? null : { fetched_at: fetchedAt, figures: {} }, Date.now())) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSiteFigures(api, controller.signal).then(
        (figures) => setEntry((previous) => writeMetrics(localStorage, { ...previous?.figures, ...figures }, Date.now())),
        () => undefined, // offline or failing: keep what is cached; the next visit tries again.
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, enabled, delayMs, fetchedAt]);
  return enabled ? (entry?.figures ?? null) : null;
}
