import { featuredListingOutputSchema, featuredListingsOutputSchema, type FeaturedCheckoutInput } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** GET /listings/featured: active featured listings, then boosted ones. */
export const loadFeaturedListings = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.get('/listings/featured', { schema: featuredListingsOutputSchema, signal })).data;

/** GET /listings/featured/{id}: the checkout's listing summary, feature state and plans. */
export const loadFeaturedListing = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get(`/listings/featured/${encodeURIComponent(id)}`, { schema: featuredListingOutputSchema, signal, handles: [404] });

/**
 * POST /user/featured-listings: the subscription checkout. Until payments exist the server
 * answers 503 payments_unavailable, which the page shows as it is (spec 2 §8: "error built
 * from the server response").
 */
export const startFeaturedCheckout = (api: ApiClient, input: FeaturedCheckoutInput) =>
  api.post('/user/featured-listings', input, { handles: [403, 404, 409, 422, 503] });
