import { createFileRoute } from '@tanstack/react-router';
import { ForgotView } from '../features/auth/components/forgot-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /forgot (spec 1 §2): ask for a password reset link. */
export const Route = createFileRoute('/forgot')({
  component: ForgotView,
  head: () => pageHead({ title: i18next.t('auth.forgot.title'), description: i18next.t('auth.forgot.meta_description'), canonicalPath: '/forgot' }),
});
