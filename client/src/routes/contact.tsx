import { createFileRoute } from '@tanstack/react-router';
import { ContactView } from '../features/contact/components/contact-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /contact (spec 2 §2): questions, problem reports and feedback, answered within 24 hours. */
export const Route = createFileRoute('/contact')({
  component: ContactView,
  head: () => pageHead({ title: i18next.t('contact.title'), description: i18next.t('contact.meta_description'), canonicalPath: '/contact' }),
});
