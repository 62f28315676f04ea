import type { SiteMetrics } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';

/** Counting every user and listing on each home-page visit would be wasteful: figures this coarse can be minutes old. */
export const METRICS_TTL_MS = 10 * 60 * 1000;

/**
 * The audience figures of GET /metrics, counted by the store and kept in memory for
 * METRICS_TTL_MS per process. Concurrent callers during a recount share one count.
 */
export function metricsService(app: AppContext) {
  let cached: { at: number; value: SiteMetrics } | null = null;
  let pending: Promise<SiteMetrics> | null = null;

  async function count(): Promise<SiteMetrics> {
    const [users, listings, messages] = await Promise.all([
      app.store.collection('users').countDocuments({ status: 'ACTIVE' }),
      app.store.collection('listings').countDocuments({ status: 2 }),
      // Replicated messages keep tombstones (ARCHITECTURE §4); deleted ones are not counted.
      app.store.collection('messages').countDocuments({ _deleted: { $ne: true } }),
    ]);
    return { users, listings, messages };
  }

  return {
    async current(): Promise<SiteMetrics> {
      const now = app.clock.now();
      if (cached && now - cached.at < METRICS_TTL_MS) return cached.value;
      pending ??= count()
        .then((value) => {
          cached = { at: now, value };
          return value;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
export type MetricsService = ReturnType<typeof metricsService>;
