import { createFileRoute } from '@tanstack/react-router';
import { PaymentPendingView } from '../features/signup/components/payment-pending-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /processing/payment (auth, spec 1 §2): the plan chosen at sign-up and its payment state. */
export const Route = createFileRoute('/_auth/processing/payment')({
  component: PaymentPendingView,
  head: () => pageHead({ title: i18next.t('signup.payment.title'), description: i18next.t('signup.payment.meta_description'), noindex: true }),
});
