import { createFileRoute } from '@tanstack/react-router';
import { lazyProblem, withConnectivityFallback } from '../app/route-error';
import { ListingSkeleton } from '../features/listing-detail/components/listing-skeleton';
import { ListerView } from '../features/listing-detail/components/lister-view';
import { loadListerPage } from '../features/listing-detail/data/listing-api';
import { metaDescription } from '../lib/head/meta-description';
import { cardHeart } from '../features/saved/components/card-heart';
import { ListingCard } from '../features/search/components/listing-card';
import { ListingGrid } from '../features/search/components/listing-grid';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /lister/{id} (spec 2 §2 "Lister page"): the lister's public profile and properties. */
export const Route = createFileRoute('/lister/$id')({
  loader: ({ context, params, abortController }) => loadListerPage(context.api, params.id, abortController.signal),
  pendingComponent: ListingSkeleton,
  pendingMs: 150,
  errorComponent: withConnectivityFallback(lazyProblem(() => import('../features/listing-detail/components/listing-problem').then((m) => m.ListerProblem))),
  component: ListerPage,
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData ? i18next.t('listing.lister_page.meta_title', { name: loaderData.page.listerName }) : undefined,
      description: loaderData?.page.listerAbout ? metaDescription(loaderData.page.listerAbout) : undefined,
      canonicalPath: `/lister/${params.id}`,
    }),
});

function ListerPage() {
  const { profile, page } = Route.useLoaderData();
  return (
    <ListerView
      profile={profile}
      page={page}
      properties={
        <ListingGrid>
          {page.properties.map((card) => (
            <ListingCard key={card.id} card={card} action={cardHeart(card)} />
          ))}
        </ListingGrid>
      }
    />
  );
}
