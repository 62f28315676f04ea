import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishableKey } from '../../../lib/payments/publishable-key';
import { useStripe } from '../../../lib/payments/use-stripe';
import { Skeleton } from '../../../ui/feedback/skeleton';
import styles from './billing.module.css';
import { PaymentsNeedConnection } from './payments-need-connection';

/**
 * Loads Stripe.js for the card form (only on payment screens) and provides Elements. While it,
 * or the app's config with Stripe's key, is loading: a skeleton. When it cannot load: the
 * "paying needs a connection" state with Retry.
 */
export function StripeGate({ children }: { children: (stripe: Stripe) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const publishable = usePublishableKey();
  const stripe = useStripe(publishable.key);
  if (!publishable.settled || stripe.status === 'loading') {
    return (
      <div aria-busy="true">
        <Skeleton lines={3} height="2.5em" />
        <span role="status" className={styles.srOnly}>
          {t('billing.connection.loading')}
        </span>
      </div>
    );
  }
  if (stripe.status === 'unavailable') return <PaymentsNeedConnection reason={stripe.reason} onRetry={stripe.retry} />;
  const locale = (i18n.resolvedLanguage ?? 'en') as 'en' | 'de' | 'fr' | 'es' | 'pt';
  return (
    <Elements stripe={stripe.stripe} options={{ locale }} key={locale}>
      {children(stripe.stripe)}
    </Elements>
  );
}
