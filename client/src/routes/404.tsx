import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../features/shell/components/not-found-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

export const Route = createFileRoute('/404')({
  component: NotFoundView,
  head: () => pageHead({ title: i18next.t('shell.not_found.title'), noindex: true }),
});
