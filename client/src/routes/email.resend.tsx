import { createFileRoute } from '@tanstack/react-router';
import { ResendView } from '../features/auth/components/resend-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /email/resend (spec 1 §2): send a new verification link. */
export const Route = createFileRoute('/email/resend')({
  component: ResendView,
  head: () => pageHead({ title: i18next.t('auth.resend.title'), description: i18next.t('auth.resend.meta_description'), canonicalPath: '/email/resend' }),
});
