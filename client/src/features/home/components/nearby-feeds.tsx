import type { FeedType } from '@crashpad/sync';
import { useFlag } from '../../../lib/config/use-config';
import type { FeedCentre } from '../data/home-api';
import { feedsToShow } from '../model/home-sections';
import { FeedSection } from './feed-section';

/**
 * The events and special-offers sections of a search or listing page, around `near`, in the
 * page's `order`, each at most `max` items and only while its flag is on (spec 2 §1, §2).
 */
export function NearbyFeeds({ near, max, order }: { near: FeedCentre; max: number; order: readonly FeedType[] }) {
  const flags = { events: useFlag('events'), special_offers: useFlag('special_offers') };
  return (
    <>
      {feedsToShow(order, flags).map((type) => (
        <FeedSection key={type} type={type} max={max} near={near} />
      ))}
    </>
  );
}
