import type { PaidPlan } from '@crashpad/sync';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/forms/submit-error';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { useCard } from '../data/use-card';
import type { PaymentMode } from '../model/after-payment';
import styles from './billing.module.css';
import { CheckoutForm } from './checkout-form';
import { PaymentsNeedConnection } from './payments-need-connection';
import { StripeGate } from './stripe-gate';

export interface PlanCheckoutPageProps {
  userId: string;
  title: string;
  lead?: ReactNode;
  mode: Exclude<PaymentMode, 'method'>;
  plans: readonly PaidPlan[];
  initialPlan: PaidPlan | null;
  submitLabel: string;
}

/**
 * A plan payment page (/processing/payment, /change-package, /upgrade-account): the plans, the
 * card on file or a new card, and the pay button. Online-only: without a connection it says so.
 */
export function PlanCheckoutPage({ userId, title, lead, mode, plans, initialPlan, submitLabel }: PlanCheckoutPageProps) {
  const { t } = useTranslation();
  const card = useCard(userId);
  let body: ReactNode;
  if (card.status === 'loading') {
    body = (
      <div aria-busy="true">
        <Skeleton lines={5} height="1.8em" />
        <span role="status" className={styles.srOnly}>
          {t('billing.connection.loading')}
        </span>
      </div>
    );
  } else if (card.status === 'error') {
    body = <PaymentsNeedConnection reason={describeFailure(card.error).kind === 'offline' ? 'offline' : 'failed'} onRetry={card.reload} />;
  } else {
    const onFile = card.value;
    body = (
      <StripeGate>
        {(stripe) => <CheckoutForm stripe={stripe} mode={mode} plans={plans} initialPlan={initialPlan} card={onFile} submitLabel={submitLabel} onCardChanged={card.reload} />}
      </StripeGate>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        {title}
      </h1>
      {lead && <div className={styles.lead}>{lead}</div>}
      {body}
    </section>
  );
}
