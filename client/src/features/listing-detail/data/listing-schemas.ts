import { listerPageOutputSchema, listingCardsOutputSchema, publicListingOutputSchema, publicUserOutputSchema } from '@crashpad/sync';

// Loaded with the listing and lister pages' requests (listing-api.ts), not with their chunks: the
// listing page is precached, and the install need not carry schemas only an online answer uses (issue 11).
export { listerPageOutputSchema, listingCardsOutputSchema, publicListingOutputSchema, publicUserOutputSchema };
