import { createFileRoute } from '@tanstack/react-router';
import { ListingDetailView } from '../features/listing-detail/components/listing-detail-view';
import { ListingProblem } from '../features/listing-detail/components/listing-problem';
import { ListingSkeleton } from '../features/listing-detail/components/listing-skeleton';
import { RelatedListings } from '../features/listing-detail/components/related-listings';
import { loadListing } from '../features/listing-detail/data/listing-api';
import { metaDescription } from '../features/listing-detail/model/listing-facts';
import { NearbyFeeds } from '../features/home/components/nearby-feeds';
import { LISTING_FEED_MAX } from '../features/home/model/home-sections';
import { cardHeart } from '../features/saved/components/card-heart';
import { HeartButton } from '../features/saved/components/heart-button';
import { ListingCard } from '../features/search/components/listing-card';
import { ListingGrid } from '../features/search/components/listing-grid';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /listing/{id} (spec 2 §2): the public listing page; its head comes from the listing. */
export const Route = createFileRoute('/listing/$id')({
  loader: ({ context, params, abortController }) => loadListing(context.api, params.id, abortController.signal),
  // Every load counts as a view on the server: do not fetch on hover, only on a real visit.
  preload: false,
  pendingComponent: ListingSkeleton,
  pendingMs: 150,
  errorComponent: ListingProblem,
  component: ListingPage,
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData?.title ?? i18next.t('listing.meta_title'),
      description: loaderData ? metaDescription(loaderData.description) : undefined,
      image: loaderData?.thumbnail ?? undefined,
      canonicalPath: `/listing/${params.id}`,
    }),
});

function ListingPage() {
  const listing = Route.useLoaderData();
  return (
    <ListingDetailView
      listing={listing}
      nearby={
        <NearbyFeeds near={{ lat: listing.latitude, lng: listing.longitude, city: listing.city }} max={LISTING_FEED_MAX} order={['special_offers', 'events']} />
      }
      actions={<HeartButton listingId={listing.id} title={listing.title} imageUrls={[listing.thumbnail, ...listing.images]} variant="inline" />}
      related={
        <RelatedListings
          listingId={listing.id}
          render={(cards) => (
            <ListingGrid>
              {cards.map((card) => (
                <ListingCard key={card.id} card={card} action={cardHeart(card)} />
              ))}
            </ListingGrid>
          )}
        />
      }
    />
  );
}
