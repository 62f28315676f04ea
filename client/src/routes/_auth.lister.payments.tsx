import { createFileRoute } from '@tanstack/react-router';
import { RevenuePage } from '../features/crew/components/revenue-page';
import { requireLister } from '../features/my-listings/require-lister';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /lister/payments (auth, listers only; others go to /): revenue history (spec 3 §2). */
export const Route = createFileRoute('/_auth/lister/payments')({
  beforeLoad: requireLister,
  component: RevenuePage,
  head: () => pageHead({ title: i18next.t('crew.revenue.title'), noindex: true }),
});
