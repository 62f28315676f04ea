import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootError } from '../app/root-error';
import { RootLayout } from '../app/root-layout';
import type { RouterContext } from '../app/router-context';
import { NotFoundView } from '../features/shell/components/not-found-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundView,
  errorComponent: RootError,
  // Defaults every page inherits; routes override title and description.
  head: () => pageHead({ description: i18next.t('app.meta_description') }),
});
