import { createFileRoute } from '@tanstack/react-router';
import { SavedListView } from '../features/saved/components/saved-list-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /saved (auth): saved listings from the local database; opens in airplane mode. */
export const Route = createFileRoute('/_auth/saved')({
  component: SavedListView,
  head: () => pageHead({ title: i18next.t('saved.meta.title'), description: i18next.t('saved.meta.description'), noindex: true }),
});
