import * as v from 'valibot';
import { savedListingSchema } from '../collections/saved-listings.js';

/**
 * REST view of saved listings (the same service as the `saved_listings` collection, for clients
 * that do not replicate): GET /saved-listings → the caller's saved listings, newest first;
 * POST /saved-listings/{listingId} → 201 the saved listing (saving again answers it unchanged);
 * DELETE /saved-listings/{listingId} → the tombstoned saved listing.
 */
export const savedListingsOutputSchema = v.object({ data: v.array(savedListingSchema) });
export type SavedListingsOutput = v.InferOutput<typeof savedListingsOutputSchema>;
export const savedListingOutputSchema = v.object({ data: savedListingSchema });
