import { createFileRoute, useRouter } from '@tanstack/react-router';
import { lazyProblem, withConnectivityFallback } from '../app/route-error';
import { ListingSkeleton } from '../features/listing-detail/components/listing-skeleton';
import { ListingReviewsView } from '../features/reviews/components/listing-reviews-view';
import { loadListingReviews } from '../features/reviews/data/reviews-api';
import { useSession } from '../lib/session/use-session';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /listing/review/{id} (auth, spec 2 "Reviews and profiles"): a listing's reviews and the review form. */
export const Route = createFileRoute('/_auth/listing/review/$id')({
  loader: ({ context, params, abortController }) => loadListingReviews(context.api, params.id, abortController.signal),
  pendingComponent: ListingSkeleton,
  pendingMs: 150,
  errorComponent: withConnectivityFallback(lazyProblem(() => import('../features/listing-detail/components/listing-problem').then((m) => m.ListingProblem))),
  component: ListingReviewsPage,
  head: ({ loaderData }) =>
    pageHead({ title: loaderData ? i18next.t('reviews.listing_title', { title: loaderData.listing.title }) : i18next.t('reviews.meta_fallback'), noindex: true }),
});

function ListingReviewsPage() {
  const page = Route.useLoaderData();
  const session = useSession();
  const router = useRouter();
  return <ListingReviewsView page={page} viewerId={session.user?.id ?? null} onChanged={() => void router.invalidate()} />;
}
