import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../lib/network/use-online-status';
import { useOutboxRow } from '../data/use-crew-rentals';
import styles from './crew.module.css';

/**
 * Where a queued invitation stands (ARCHITECTURE §4 outbox): queued (offline: sent when the
 * connection returns), sent with its booking reference and the check-spam warning (spec 3 §4),
 * or failed with the server's reason.
 */
export function InviteStatus({ rowId }: { rowId: string }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const row = useOutboxRow(rowId);
  if (!row || row.state === 'queued') {
    return (
      <p role="status" className={styles.notice} data-invite-state="queued">
        {online ? t('crew.invite.sending') : t('crew.invite.queued_offline')}
      </p>
    );
  }
  if (row.state === 'failed') {
    return (
      <p role="alert" className={styles.danger} data-invite-state="failed">
        {t('crew.invite.failed', { reason: row.error?.message ?? t('crew.something_wrong') })}
      </p>
    );
  }
  return (
    <div role="status" data-invite-state="sent">
      <p className={styles.success}>{t('crew.invite.sent', { reference: row.result?.booking_reference ?? '' })}</p>
      <p className={styles.warning}>{t('crew.invite.check_spam')}</p>
    </div>
  );
}
