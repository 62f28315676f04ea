import type { ApiClient } from '../../../lib/api-client/api-client';
import type { SiteFigures } from '../model/metric-figures';

/** The answers' schemas load with the requests (api-client.ts), not with the home chunk. */
const schemas = () => import('./metrics-schemas');
const siteMetricsOutput = () => schemas().then((m) => m.siteMetricsOutputSchema);
const airportCountOutput = () => schemas().then((m) => m.airportCountOutputSchema);

/**
 * GET /metrics and GET /airports/count together. Each figure that arrives is kept; one failing
 * call does not hide the other's figures. Rejects only when neither answered.
 */
export async function fetchSiteFigures(api: ApiClient, signal?: AbortSignal): Promise<SiteFigures> {
  const [metrics, airports] = await Promise.allSettled([
    api.get('/metrics', { schema: siteMetricsOutput, background: true, signal }),
    api.get('/airports/count', { schema: airportCountOutput, background: true, signal }),
  ]);
  if (metrics.status === 'rejected' && airports.status === 'rejected') throw metrics.reason;
  return {
    ...(metrics.status === 'fulfilled' ? metrics.value : {}),
    ...(airports.status === 'fulfilled' ? { airports: airports.value.with_listings } : {}),
  };
}
