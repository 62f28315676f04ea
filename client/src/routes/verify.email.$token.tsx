import { createFileRoute, redirect } from '@tanstack/react-router';
import { verifyTokenStore } from '../features/auth/data/link-token-store';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/**
 * /verify/email/{token}, the e-mailed link: the token is put aside for this tab and leaves the
 * address bar at once (DECISIONS #6); /verify/email uses it.
 */
export const Route = createFileRoute('/verify/email/$token')({
  beforeLoad: ({ params, preload }) => {
    if (preload) return;
    verifyTokenStore.stash(params.token);
    throw redirect({ to: '/verify/email', replace: true });
  },
  head: () => pageHead({ title: i18next.t('auth.verify.title'), noindex: true }),
});
