import type { FeedType } from '@crashpad/sync';

/** spec 2 §2 Home and §9: featured listings, events and special offers show at most 4 each. */
export const HOME_SECTION_MAX = 4;
/** spec 2 §2 search page and §9 ("city page feed items max 3"): events and offers, 3 each. */
export const SEARCH_FEED_MAX = 3;
/** spec 2 §2 listing detail and §9: special offers and events, 4 each. */
export const LISTING_FEED_MAX = 4;

/** The items a section shows (at most `max`), or null when it has nothing to show (the section is left out). */
export function sectionItems<T>(items: readonly T[] | null, max: number = HOME_SECTION_MAX): T[] | null {
  return items && items.length > 0 ? items.slice(0, max) : null;
}

/** The feed sections a page shows, in the page's order: only those whose flag is on (spec 2 §1). */
export function feedsToShow(order: readonly FeedType[], flags: Readonly<Record<FeedType, boolean>>): FeedType[] {
  return order.filter((type) => flags[type]);
}
