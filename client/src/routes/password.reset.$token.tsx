import { createFileRoute, redirect } from '@tanstack/react-router';
import { resetTokenStore } from '../features/auth/data/link-token-store';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/**
 * /password/reset/{token}, the e-mailed link: the token is put aside for this tab and leaves the
 * address bar at once (DECISIONS #6); /password/reset checks and uses it.
 */
export const Route = createFileRoute('/password/reset/$token')({
  beforeLoad: ({ params, preload }) => {
    if (preload) return;
    resetTokenStore.stash(params.token);
    throw redirect({ to: '/password/reset', replace: true });
  },
  head: () => pageHead({ title: i18next.t('auth.reset.title'), noindex: true }),
});
