import { FEED_LIMIT_MAX, FEED_RADIUS_DEFAULT, feedOutputSchema, featuredListingsOutputSchema, type FeedItem, type FeedType, type ListingCard } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** GET /listings/featured: featured listings first (background: the home page never alerts for it). */
export const loadFeaturedListings = (api: ApiClient, signal: AbortSignal): Promise<ListingCard[]> =>
  api.get('/listings/featured', { schema: featuredListingsOutputSchema, background: true, signal }).then((out) => out.data);

/** A place the feeds are asked around: a searched airport or city, or a listing. */
export interface FeedCentre {
  lat: number;
  lng: number;
  city?: string;
}

/**
 * GET /feeds/:type (spec 2 §7): `limit` items within 100 miles, around `near` when given (search
 * and listing pages) or wherever the feed service chooses (the home blocks ask for 8).
 */
export const loadFeed = (api: ApiClient, type: FeedType, options: { limit: number; near?: FeedCentre }, signal: AbortSignal): Promise<FeedItem[]> =>
  api
    .get('/feeds/' + type, {
      schema: feedOutputSchema,
      background: true,
      signal,
      query: { limit: options.limit, radius: FEED_RADIUS_DEFAULT, lat: options.near?.lat, lng: options.near?.lng, city: options.near?.city },
    })
    .then((out) => out.items);

/** GET /feeds/:type for the home blocks: spec 2 §7, limit 8 within 100 miles. */
export const loadHomeFeed = (api: ApiClient, type: FeedType, signal: AbortSignal): Promise<FeedItem[]> => loadFeed(api, type, { limit: FEED_LIMIT_MAX }, signal);
