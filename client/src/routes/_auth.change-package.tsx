import { createFileRoute } from '@tanstack/react-router';
import { ChangePackageView } from '../features/billing/components/change-package-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /change-package (auth, spec 1 §2): Change Package or Renew Account. */
export const Route = createFileRoute('/_auth/change-package')({
  component: ChangePackageView,
  head: () => pageHead({ title: i18next.t('billing.change.title_change'), noindex: true }),
});
