import * as v from 'valibot';

/**
 * GET /metrics (spec 2 §3 "Metrics"): the site's audience figures for the home sentence and the
 * advertise page. Public; counted by the server and cached there for a few minutes. The number
 * of airports with listings nearby comes from GET /airports/count.
 */
export const siteMetricsOutputSchema = v.object({
  /** Active accounts. */
  users: v.number(),
  /** Active (published) listings. */
  listings: v.number(),
  /** Messages exchanged between users. */
  messages: v.number(),
});
export type SiteMetrics = v.InferOutput<typeof siteMetricsOutputSchema>;
