import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import styles from './views.module.css';

/** spec 1 §8: "We've encountered a problem / Unfortunately we cannot proceed." */
export function FatalError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.view} role="alert">
      <div className={`${styles.icon} ${styles.danger}`} aria-hidden="true">
        !
      </div>
      <h1 className={styles.title}>{t('ui.fatal.title')}</h1>
      <p className={styles.message}>{t('ui.fatal.message')}</p>
      {onRetry && (
        <div className={styles.actions}>
          <Button onClick={onRetry}>{t('ui.fatal.retry')}</Button>
        </div>
      )}
    </div>
  );
}
