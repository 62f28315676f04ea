import { createFileRoute } from '@tanstack/react-router';
import { lazyProblem, withConnectivityFallback } from '../app/route-error';
import { CitiesView } from '../features/directory/components/cities-view';
import { DirectorySkeleton } from '../features/directory/components/directory-skeleton';
import { loadCities } from '../features/directory/data/directory-api';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /cities (spec 2 §2): cities with listings nearby, grouped by country. */
export const Route = createFileRoute('/cities')({
  loader: ({ context, abortController }) => loadCities(context.api, abortController.signal),
  pendingComponent: DirectorySkeleton,
  pendingMs: 150,
  errorComponent: withConnectivityFallback(lazyProblem(() => import('../features/directory/components/directory-problem').then((m) => m.DirectoryProblem))),
  component: CitiesPage,
  head: () => pageHead({ title: i18next.t('directory.cities.title'), description: i18next.t('directory.cities.meta_description'), canonicalPath: '/cities' }),
});

function CitiesPage() {
  return <CitiesView directory={Route.useLoaderData()} />;
}
