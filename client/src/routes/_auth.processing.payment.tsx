import { createFileRoute } from '@tanstack/react-router';
import { ProcessingPaymentView } from '../features/billing/components/processing-payment-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /processing/payment (auth, spec 1 §2, §5): the sign-up's payment form. */
export const Route = createFileRoute('/_auth/processing/payment')({
  component: ProcessingPaymentView,
  head: () => pageHead({ title: i18next.t('billing.processing.title'), description: i18next.t('signup.payment.meta_description'), noindex: true }),
});
