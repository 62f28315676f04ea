import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordView } from '../features/auth/components/reset-password-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/**
 * /password/reset: the reset form for the token /password/reset/{token} put aside for this tab;
 * opened without one it is the expired/invalid link page (spec 1 §2).
 */
export const Route = createFileRoute('/password/reset/')({
  component: ResetPasswordView,
  head: () => pageHead({ title: i18next.t('auth.reset.title'), description: i18next.t('auth.reset.meta_description'), noindex: true }),
});
