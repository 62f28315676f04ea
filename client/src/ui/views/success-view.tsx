import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './views.module.css';

/** spec 1 §8 success view: "Success!" with an optional message and next steps. */
export function SuccessView({ message, children }: { message?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.view} role="status">
      <div className={`${styles.icon} ${styles.success}`} aria-hidden="true">
        ✓
      </div>
      <h1 className={styles.title}>{t('ui.success.title')}</h1>
      {message && <p className={styles.message}>{message}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
