import { createFileRoute } from '@tanstack/react-router';
import { MyListingsView } from '../features/my-listings/components/my-listings-view';
import { requireLister } from '../features/my-listings/require-lister';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /my-crashpads (auth, listers only; spec 2 §2 "My listings"). */
export const Route = createFileRoute('/_auth/my-crashpads/')({
  beforeLoad: requireLister,
  component: MyListingsView,
  head: () => pageHead({ title: i18next.t('my_listings.page_title'), noindex: true }),
});
