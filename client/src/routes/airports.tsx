import { createFileRoute } from '@tanstack/react-router';
import { lazyProblem, withConnectivityFallback } from '../app/route-error';
import { AirportsView } from '../features/directory/components/airports-view';
import { DirectorySkeleton } from '../features/directory/components/directory-skeleton';
import { loadAirportDirectory } from '../features/directory/data/directory-api';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /airports (spec 2 §2): the worldwide directory of airports with listings nearby. */
export const Route = createFileRoute('/airports')({
  loader: ({ context, abortController }) => loadAirportDirectory(context.api, abortController.signal),
  pendingComponent: DirectorySkeleton,
  pendingMs: 150,
  errorComponent: withConnectivityFallback(lazyProblem(() => import('../features/directory/components/directory-problem').then((m) => m.DirectoryProblem))),
  component: AirportsPage,
  head: () => pageHead({ title: i18next.t('directory.airports.title'), description: i18next.t('directory.airports.meta_description'), canonicalPath: '/airports' }),
});

function AirportsPage() {
  return <AirportsView directory={Route.useLoaderData()} />;
}
