import { createFileRoute } from '@tanstack/react-router';
import { AccountExpiredView } from '../lib/session/components/account-expired-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /account-expired (auth, spec 1 §2): under the `_auth` layout, so visitors go to login first. */
export const Route = createFileRoute('/_auth/account-expired')({
  component: AccountExpiredView,
  head: () => pageHead({ title: i18next.t('session.expired.page_title'), noindex: true }),
});
