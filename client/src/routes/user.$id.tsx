import { createFileRoute, useRouter } from '@tanstack/react-router';
import { lazyProblem, withConnectivityFallback } from '../app/route-error';
import { ListingSkeleton } from '../features/listing-detail/components/listing-skeleton';
import { ProfileView } from '../features/reviews/components/profile-view';
import { loadOrNotFound } from '../features/reviews/data/load-or-not-found';
import { loadUserReviews } from '../features/reviews/data/reviews-api';
import { parseProfileSearch } from '../features/reviews/model/profile-search';
import { useSession } from '../lib/session/use-session';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /user/{id} (spec 2 "Reviews and profiles"): a profile with its reviews; unknown → /404. */
export const Route = createFileRoute('/user/$id')({
  validateSearch: parseProfileSearch,
  loader: ({ context, params, abortController }) => loadOrNotFound(() => loadUserReviews(context.api, params.id, abortController.signal)),
  pendingComponent: ListingSkeleton,
  pendingMs: 150,
  errorComponent: withConnectivityFallback(lazyProblem(() => import('../features/listing-detail/components/listing-problem').then((m) => m.ListerProblem))),
  component: ProfilePage,
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData ? i18next.t('reviews.meta_title', { name: loaderData.user.display_name }) : undefined,
      canonicalPath: `/user/${params.id}`,
    }),
});

function ProfilePage() {
  const profile = Route.useLoaderData();
  const { listing } = Route.useSearch();
  const session = useSession();
  const router = useRouter();
  return <ProfileView profile={profile} viewerId={session.user?.id ?? null} fromListingId={listing ?? null} onChanged={() => void router.invalidate()} />;
}
