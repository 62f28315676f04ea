import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

/**
 * What messaging says offline (issue 4 "Offline"): sending still works, it is queued. The shell
 * already shows the general offline banner, the queued count and "update the app".
 */
export function SyncNotice({ online }: { online: boolean }) {
  const { t } = useTranslation();
  if (online) return null;
  return (
    <p className={styles.notice} role="status">
      {t('messaging.status.offline')}
    </p>
  );
}
