// Feed types and limits (schemas: feeds.ts) without valibot: the client's home page and
// shell use them, and its first load and precache should not carry the schema library (issue 11).

/** spec 2 §1 feature flags feeds.events and feeds.specialOffers. */
export const FEED_TYPES = ['events', 'special_offers'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** spec 2 §7: 8 items within 100 miles on home blocks, 5 on maps, radius up to 500 with geolocation. */
export const FEED_LIMIT_MAX = 8;
export const FEED_RADIUS_DEFAULT = 100;
export const FEED_RADIUS_MAX = 500;
