import { createFileRoute } from '@tanstack/react-router';
import { UpgradeAccountView } from '../features/billing/components/upgrade-account-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /upgrade-account (auth, spec 1 §2, §6): a bigger lister plan when the listing limit is reached. */
export const Route = createFileRoute('/_auth/upgrade-account')({
  component: UpgradeAccountView,
  head: () => pageHead({ title: i18next.t('billing.upgrade.title'), noindex: true }),
});
