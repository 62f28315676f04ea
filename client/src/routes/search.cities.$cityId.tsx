import { createFileRoute } from '@tanstack/react-router';
import { NearbyFeeds } from '../features/home/components/nearby-feeds';
import { SEARCH_FEED_MAX } from '../features/home/model/home-sections';
import { cardHeart } from '../features/saved/components/card-heart';
import { SearchResultsView } from '../features/search/components/search-results-view';
import { parseSearchParams, type SearchParamsUpdate } from '../features/search/model/search-params';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** City names in ids are slugs ("US-new-york"): readable enough for the title before the answer. */
const placeOf = (cityId: string) => cityId.replace(/^[A-Z]{2}-/, '').replace(/-/g, ' ');

/** /search/cities/{city id}: listings within 50 miles of a city centre (linked from /cities). */
export const Route = createFileRoute('/search/cities/$cityId')({
  validateSearch: parseSearchParams,
  component: CitySearchPage,
  head: ({ params }) =>
    pageHead({
      title: i18next.t('search.meta.title', { place: placeOf(params.cityId) }),
      description: i18next.t('search.meta.description', { place: placeOf(params.cityId) }),
      canonicalPath: `/search/cities/${params.cityId}`,
    }),
});

function CitySearchPage() {
  const { cityId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = (update: SearchParamsUpdate) => void navigate({ search: update });
  return (
    <SearchResultsView
      target={{ kind: 'city', id: cityId }}
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
