// A module of its own so the search answer's schema (and valibot) can be imported on demand.
export { listingSearchOutputSchema } from '@crashpad/sync';
