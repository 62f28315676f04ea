import { createFileRoute } from '@tanstack/react-router';
import { UpdatePaymentMethodView } from '../features/billing/components/update-payment-method-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /update-payment-method (auth, spec 1 §2): attach or update the card. */
export const Route = createFileRoute('/_auth/update-payment-method')({
  component: UpdatePaymentMethodView,
  head: () => pageHead({ title: i18next.t('billing.card.page_title'), noindex: true }),
});
