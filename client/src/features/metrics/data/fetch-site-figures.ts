import { airportCountOutputSchema, siteMetricsOutputSchema } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';
import type { SiteFigures } from '../model/metric-figures';

/**
 * GET /metrics and GET /airports/count together. Each figure that arrives is kept; one failing
 * call does not hide the other's figures. Rejects only when neither answered.
 */
export async function fetchSiteFigures(api: ApiClient, signal?: AbortSignal): Promise<SiteFigures> {
  const [metrics, airports] = await Promise.allSettled([
    api.get('/metrics', { schema: siteMetricsOutputSchema, background: true, signal }),
    api.get('/airports/count', { schema: airportCountOutputSchema, background: true, signal }),
  ]);
  if (metrics.status === 'rejected' && airports.status === 'rejected') throw metrics.reason;
  return {
    ...(metrics.status === 'fulfilled' ? metrics.value : {}),
    ...(airports.status === 'fulfilled' ? { airports: airports.value.with_listings } : {}),
  };
}
