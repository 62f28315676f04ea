import { createFileRoute } from '@tanstack/react-router';
import { NoticeOfUnderstanding } from '../features/signup/components/notice-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /notice-of-understanding (spec 1 §2): the last step before the account is created. */
export const Route = createFileRoute('/notice-of-understanding')({
  component: NoticeOfUnderstanding,
  head: () => pageHead({ title: i18next.t('signup.notice.title'), description: i18next.t('signup.notice.meta_description'), noindex: true }),
});
