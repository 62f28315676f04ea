import { createFileRoute } from '@tanstack/react-router';
import { FeaturedSection } from '../features/home/components/featured-section';
import { FeedSection } from '../features/home/components/feed-section';
import { HomeMetrics } from '../features/metrics/components/home-metrics';
import { useSiteMetrics } from '../features/metrics/data/use-site-metrics';
import { PadPassShortcuts } from '../features/rentals/components/pad-pass-shortcuts';
import { AirportSearchBox } from '../features/search/components/airport-search-box';
import { ListingCard } from '../features/search/components/listing-card';
import { ListingGrid } from '../features/search/components/listing-grid';
import { useSession } from '../lib/session/use-session';
import { HomeView } from '../features/shell/components/home-view';
import { useConfig, useFlag } from '../lib/config/use-config';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

export const Route = createFileRoute('/')({
  component: Home,
  head: () => pageHead({ description: i18next.t('shell.home.meta_description'), canonicalPath: '/' }),
});

/** spec 2 §7: the figures are refreshed about daily, asked for 3 s after the home page loads. */
const METRICS_DELAY_MS = 3_000;

function Home() {
  const figures = useSiteMetrics({ delayMs: METRICS_DELAY_MS });
  const events = useFlag('events');
  const offers = useFlag('special_offers');
  const { user } = useSession();
  return (
    <>
      {user && <PadPassShortcuts userId={user.id} />}
      <HomeView brand={useConfig().brand_name} search={<AirportSearchBox />} />
      <HomeMetrics figures={figures} />
      <FeaturedSection
        render={(cards) => (
          <ListingGrid>
            {cards.map((card) => (
              <ListingCard key={card.id} card={card} />
            ))}
          </ListingGrid>
        )}
      />
      {events && <FeedSection type="events" />}
      {offers && <FeedSection type="special_offers" />}
    </>
  );
}
