import { createFileRoute, useRouter } from '@tanstack/react-router';
import { lazyProblem, withConnectivityFallback } from '../app/route-error';
import { ListingDetailView } from '../features/listing-detail/components/listing-detail-view';
import { ListingSkeleton } from '../features/listing-detail/components/listing-skeleton';
import { RelatedListings } from '../features/listing-detail/components/related-listings';
import { loadListing } from '../features/listing-detail/data/listing-api';
import { metaDescription } from '../lib/head/meta-description';
import { NearbyFeeds } from '../features/home/components/nearby-feeds';
import { LISTING_FEED_MAX } from '../features/home/model/home-sections';
import { cardHeart } from '../features/saved/components/card-heart';
import { HeartButton } from '../features/saved/components/heart-button';
import { SavedListingCopy } from '../features/saved/components/saved-listing-copy';
import { ListingCard } from '../features/search/components/listing-card';
import { ListingGrid } from '../features/search/components/listing-grid';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';
import { isConnectivityError } from '../lib/network/connectivity-error';
import { useWhenOnline } from '../lib/network/use-when-online';
import { NeedsConnection } from '../ui/views/needs-connection';

/** Online: the listing from the API. Offline: null, and the page opens the saved copy if there is one. */
async function loadListingOrOffline(...args: Parameters<typeof loadListing>) {
  try {
    return await loadListing(...args);
  } catch (error) {
    if (isConnectivityError(error)) return null;
    throw error;
  }
}

/** /listing/{id} (spec 2 §2): the public listing page; its head comes from the listing. */
export const Route = createFileRoute('/listing/$id')({
  loader: ({ context, params, abortController }) => loadListingOrOffline(context.api, params.id, abortController.signal),
  // Every load counts as a view on the server: do not fetch on hover, only on a real visit.
  preload: false,
  pendingComponent: ListingSkeleton,
  pendingMs: 150,
  errorComponent: withConnectivityFallback(lazyProblem(() => import('../features/listing-detail/components/listing-problem').then((m) => m.ListingProblem))),
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
  const { id } = Route.useParams();
  if (!listing) return <SavedListingPage id={id} />;
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

/**
 * The listing page without a connection (issue 8; offline-routes.ts `saved`): a saved listing
 * from its local copy, with what works offline (write to the lister through the outbox, unsave);
 * any other listing needs a connection. Back online, the live page loads by itself.
 */
function SavedListingPage({ id }: { id: string }) {
  const router = useRouter();
  const reload = () => void router.invalidate();
  useWhenOnline(reload);
  return (
    <SavedListingCopy listingId={id} notSaved={<NeedsConnection onRetry={reload} />}>
      {(listing, note) => (
        <ListingDetailView
          listing={listing}
          savedCopy={note}
          actions={<HeartButton listingId={listing.id} title={listing.title} imageUrls={[listing.thumbnail, ...listing.images]} variant="inline" />}
          related={null}
        />
      )}
    </SavedListingCopy>
  );
}
