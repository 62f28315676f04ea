import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../lib/network/use-online-status';
import styles from './offline-banner.module.css';

/** Tells the user they are offline: saved data still works, online-only actions wait. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      {t('ui.offline_banner')}
    </div>
  );
}
