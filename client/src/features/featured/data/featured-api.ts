import { featuredCheckoutOutputSchema, featuredListingOutputSchema, featuredListingsOutputSchema, type FeaturedCheckoutInput } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** GET /listings/featured: active featured listings, then boosted ones. */
export const loadFeaturedListings = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.get('/listings/featured', { schema: featuredListingsOutputSchema, signal })).data;

/** GET /listings/featured/{id}: the checkout's listing summary, feature state and plans. */
export const loadFeaturedListing = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get(`/listings/featured/${encodeURIComponent(id)}`, { schema: featuredListingOutputSchema, signal, handles: [404] });

/**
 * POST /user/featured-listings: charges the lister's default card for the plan (prices from the
 * server's catalogue) and answers once Stripe confirmed it. 402 carries Stripe's error as
 * `data[0]`, 408 means no card is on file; the page builds its message from them (spec 2 §8).
 */
export const startFeaturedCheckout = (api: ApiClient, input: FeaturedCheckoutInput) =>
  api.post('/user/featured-listings', input, { schema: featuredCheckoutOutputSchema, handles: [402, 403, 404, 408, 409, 422, 503] });
