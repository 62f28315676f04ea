import { createFileRoute } from '@tanstack/react-router';
import { TermsView } from '../features/signup/components/terms-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /terms: terms of use. */
export const Route = createFileRoute('/terms')({
  component: TermsView,
  head: () => pageHead({ title: i18next.t('signup.terms.title'), description: i18next.t('signup.terms.meta_description'), canonicalPath: '/terms' }),
});
