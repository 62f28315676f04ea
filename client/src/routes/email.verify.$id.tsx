import { createFileRoute } from '@tanstack/react-router';
import { CheckInboxView } from '../features/auth/components/check-inbox-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /email/verify/{id} (spec 1 §2): "check your inbox", with a way to get a new link. */
export const Route = createFileRoute('/email/verify/$id')({
  component: CheckInboxView,
  head: () => pageHead({ title: i18next.t('auth.check_inbox.title'), description: i18next.t('auth.check_inbox.meta_description'), noindex: true }),
});
