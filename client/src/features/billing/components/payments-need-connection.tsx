import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import styles from './billing.module.css';

/**
 * What a payment screen shows instead of its form when it cannot reach Stripe or the server:
 * paying needs a connection, with Retry — never a blank box. Named for what it says, so the
 * app-wide "this screen needs a connection" mechanism can replace it in one place.
 */
export function PaymentsNeedConnection({ reason, onRetry }: { reason: 'offline' | 'failed' | 'unconfigured'; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.notice}>
      <p>
        <strong>{t('billing.connection.title')}</strong>
      </p>
      <p>{t(`billing.connection.${reason}`)}</p>
      {reason !== 'unconfigured' && (
        <Button variant="secondary" onClick={onRetry}>
          {t('billing.connection.retry')}
        </Button>
      )}
    </div>
  );
}
