import type { Card } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { useCard } from '../data/use-card';
import { useCardActions } from '../data/use-card-actions';
import styles from './billing.module.css';
import { CardExpiryForm } from './card-expiry-form';
import { CardSummary } from './card-summary';
import { CheckoutForm } from './checkout-form';
import { PaymentErrorModal } from './payment-error-modal';
import { PaymentsNeedConnection } from './payments-need-connection';
import { StripeGate } from './stripe-gate';

/**
 * The payment method of spec 1 §2, §4 (the account settings tab and /update-payment-method):
 * titled Update when a card is on file, else Attach; the card with its Active/Invalid badge,
 * a new expiry, delete (the account becomes inactive), and attach or replace through Stripe.
 */
export function PaymentMethodManager({ userId, headingLevel = 2, redirect }: { userId: string; headingLevel?: 1 | 2; redirect: boolean }) {
  const { t } = useTranslation();
  const card = useCard(userId);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleClass = headingLevel === 1 ? styles.title : styles.sectionTitle;
  if (card.status === 'loading') {
    return (
      <div aria-busy="true">
        <Skeleton lines={4} height="1.6em" />
        <span role="status" className={styles.srOnly}>
          {t('billing.connection.loading')}
        </span>
      </div>
    );
  }
  if (card.status === 'error') {
    const offline = describeFailure(card.error).kind === 'offline';
    return (
      <div className={styles.section}>
        <Heading className={titleClass}>{t('billing.card.title_attach')}</Heading>
        <PaymentsNeedConnection reason={offline ? 'offline' : 'failed'} onRetry={card.reload} />
      </div>
    );
  }
  return <Manager card={card.value} onChanged={card.reload} Heading={Heading} titleClass={titleClass} redirect={redirect} />;
}

function Manager({ card, onChanged, Heading, titleClass, redirect }: { card: Card | null; onChanged: () => void; Heading: 'h1' | 'h2'; titleClass: string | undefined; redirect: boolean }) {
  const { t } = useTranslation();
  const actions = useCardActions(onChanged);
  return (
    <div className={styles.section}>
      <Heading className={titleClass}>{t(card ? 'billing.card.title_update' : 'billing.card.title_attach')}</Heading>
      {card ? (
        <>
          <div className={styles.card}>
            <CardSummary card={card} />
            <Button variant="danger" small loading={actions.busy === 'remove'} onClick={() => void actions.remove()}>
              {t('billing.card.remove')}
            </Button>
          </div>
          <CardExpiryForm busy={actions.busy === 'expiry'} onSave={actions.updateExpiry} />
          <h3 className={styles.sectionTitle}>{t('billing.card.replace_heading')}</h3>
        </>
      ) : (
        <p className={styles.muted}>{t('billing.card.none')}</p>
      )}
      <StripeGate>
        {(stripe) => <CheckoutForm key={card?.id ?? 'none'} stripe={stripe} mode="method" plans={[]} initialPlan={null} card={card} forceNewCard submitLabel={t(card ? 'billing.card.replace' : 'billing.card.attach')} redirect={redirect} onCardChanged={onChanged} />}
      </StripeGate>
      <PaymentErrorModal error={actions.modal} onClose={actions.closeModal} />
    </div>
  );
}
