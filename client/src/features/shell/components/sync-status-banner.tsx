import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../../db/use-sync-status';
import { Button } from '../../../ui/button/button';
import { updateApp } from '../data/update-app';
import styles from './sync-status-banner.module.css';

/**
 * Sync state the user must know about: an app too old for the server's sync protocol (sync has
 * stopped; spec: a clear "update the app" instead of corrupted data), and messages still queued
 * while offline. The plain offline notice is the OfflineBanner above it.
 */
export function SyncStatusBanner() {
  const { t } = useTranslation();
  const { online, pendingOutbox, updateRequired } = useSyncStatus();
  if (updateRequired) {
    return (
      <div className={`${styles.banner} ${styles.update}`} role="alert">
        <span>{t('sync_status.update_required.message')}</span>
        <Button small variant="secondary" onClick={() => void updateApp()}>
          {t('sync_status.update_required.reload')}
        </Button>
      </div>
    );
  }
  if (!online && pendingOutbox > 0) {
    return (
      <div className={styles.banner} role="status">
        {t('sync_status.pending', { count: pendingOutbox })}
      </div>
    );
  }
  return null;
}
