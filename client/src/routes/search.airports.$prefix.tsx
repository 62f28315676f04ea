import { createFileRoute } from '@tanstack/react-router';
import { NearbyFeeds } from '../features/home/components/nearby-feeds';
import { SEARCH_FEED_MAX } from '../features/home/model/home-sections';
import { cardHeart } from '../features/saved/components/card-heart';
import { SearchResultsView } from '../features/search/components/search-results-view';
import { parseSearchParams, type SearchParamsUpdate } from '../features/search/model/search-params';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /search/airports/{prefix lowercase} (spec 2 §2): listings within 50 miles of the airport. */
export const Route = createFileRoute('/search/airports/$prefix')({
  validateSearch: parseSearchParams,
  component: AirportSearchPage,
  head: ({ params }) =>
    pageHead({
      title: i18next.t('search.meta.title', { place: params.prefix.toUpperCase() }),
      description: i18next.t('search.meta.description', { place: params.prefix.toUpperCase() }),
      canonicalPath: `/search/airports/${params.prefix.toLowerCase()}`,
    }),
});

function AirportSearchPage() {
  const { prefix } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = (update: SearchParamsUpdate) => void navigate({ search: update });
  return (
    <SearchResultsView
      target={{ kind: 'airport', prefix }}
      params={search}
      onChangeParams={onChange}
      cardAction={cardHeart}
      nearby={nearbyFeeds}
    />
  );
}

/** spec 2 §2: events, then special offers, around the searched place, at most 3 each. */
const nearbyFeeds = (centre: { lat: number; lng: number; city: string }) => (
  <NearbyFeeds near={{ lat: centre.lat, lng: centre.lng, city: centre.city }} max={SEARCH_FEED_MAX} order={['events', 'special_offers']} />
);
