import { FEED_LIMIT_MAX, FEED_RADIUS_DEFAULT, feedOutputSchema, featuredListingsOutputSchema, type FeedItem, type FeedType, type ListingCard } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** GET /listings/featured: featured listings first (background: the home page never alerts for it). */
export const loadFeaturedListings = (api: ApiClient, signal: AbortSignal): Promise<ListingCard[]> =>
  api.get('/listings/featured', { schema: featuredListingsOutputSchema, background: true, signal }).then((out) => out.data);

/** GET /feeds/:type for the home blocks: spec 2 §7, limit 8 within 100 miles. */
export const loadHomeFeed = (api: ApiClient, type: FeedType, signal: AbortSignal): Promise<FeedItem[]> =>
  api
    .get('/feeds/' + type, { schema: feedOutputSchema, background: true, signal, query: { limit: FEED_LIMIT_MAX, radius: FEED_RADIUS_DEFAULT } })
    .then((out) => out.items);
