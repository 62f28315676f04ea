import { airportCountOutputSchema, siteMetricsOutputSchema } from '@crashpad/sync';

// Loaded with the requests (fetch-site-figures.ts), not with the home chunk (issue 11).
export { airportCountOutputSchema, siteMetricsOutputSchema };
