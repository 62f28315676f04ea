import { featuredListingsOutputSchema, feedOutputSchema } from '@crashpad/sync';

// Loaded with the home page's requests (home-api.ts), not with its chunk: the home chunk, which
// the service worker precaches, then carries neither these schemas nor valibot (issue 11).
export { featuredListingsOutputSchema, feedOutputSchema };
