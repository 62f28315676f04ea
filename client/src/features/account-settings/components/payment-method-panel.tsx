import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { useHaveCard } from '../data/use-have-card';
import styles from './settings.module.css';

/**
 * Payment method (spec 1 §2): titled Update when a card is on file, else Attach. Only what the
 * server knows today is shown; adding or replacing a card comes with the payments screens.
 */
export function PaymentMethodPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const state = useHaveCard(userId, attempt);
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <Skeleton lines={3} />
        <span role="status" className={styles.srOnly}>
          {t('ui.loading')}
        </span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert">
        <p>{t('settings.payment.failed')}</p>
        <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
          {t('settings.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <h2 className={styles.sectionTitle}>{state.haveCard ? t('settings.payment.title_update') : t('settings.payment.title_attach')}</h2>
      <p>{state.haveCard ? t('settings.payment.have_card') : t('settings.payment.no_card')}</p>
      <p className={styles.note}>{t('settings.payment.coming')}</p>
    </div>
  );
}
