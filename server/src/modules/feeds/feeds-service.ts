import type { FeedItem, FeedQuery, FeedType } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { flagOn } from '../config/flags.js';
import { FeedUnavailableError, type FeedClient } from './feed-client.js';

/** Feed answers are shared by everyone asking the same thing for a few minutes. */
export const FEED_CACHE_MS = 5 * 60 * 1000;
const CACHE_MAX = 500;

const FLAG_OF: Record<FeedType, 'events' | 'special_offers'> = { events: 'events', special_offers: 'special_offers' };

/**
 * The events and special-offers feeds (spec 2 §1, DECISIONS #13): off unless a feed service is
 * configured, the brand is not crashpad (spec 1 §1 keeps them off there) and the type's flag is
 * on for the caller. When off the route answers 404 `feature_disabled` and the client leaves the
 * section out; a failing service answers 502 and is only logged by the client (spec 2 §8).
 */
export function feedsService(app: AppContext, client: FeedClient | null) {
  const cache = new Map<string, { at: number; items: FeedItem[] }>();

  function enabled(type: FeedType, email: string | null): boolean {
    return client !== null && app.config.site !== 'site.crashpad' && flagOn(app.config.flags, FLAG_OF[type], email);
  }

  return {
    enabled,
    async list(type: FeedType, query: FeedQuery, email: string | null): Promise<FeedItem[]> {
      if (!client || !enabled(type, email)) throw new AppError('feature_disabled');
      const request = { type, limit: query.limit, radius: query.radius, lat: query.lat, lng: query.lng, city: query.city };
      const key = JSON.stringify(request);
      const now = app.clock.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < FEED_CACHE_MS) return hit.items;
      try {
        const items = await client.fetchFeed(request);
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
        cache.set(key, { at: now, items });
        return items;
      } catch (err) {
        if (err instanceof FeedUnavailableError) throw new AppError('internal_error', { status: 502 });
        throw err;
      }
    },
  };
}
export type FeedsService = ReturnType<typeof feedsService>;
