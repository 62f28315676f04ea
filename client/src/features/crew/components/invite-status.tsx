import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../lib/network/use-online-status';
import { useOutboxRow } from '../data/use-crew-rentals';
import styles from './crew.module.css';

/**
 * Where a queued invitation (or an edit of one) stands (ARCHITECTURE §4 outbox): queued
 * (offline: sent when the connection returns), sent — a new one with its booking reference and
 * the check-spam warning (spec 3 §4), an edit as saved — or failed with the server's reason.
 */
export function InviteStatus({ rowId }: { rowId: string }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const row = useOutboxRow(rowId);
  // Texts of an edit (`update_invite`) say "changes"; a new invitation's say "invitation".
  const edit = row?.kind === 'update_invite';
  if (!row || row.state === 'queued') {
    return (
      <p role="status" className={styles.notice} data-invite-state="queued">
        {online ? t(edit ? 'crew.invite.update_sending' : 'crew.invite.sending') : t(edit ? 'crew.invite.update_queued_offline' : 'crew.invite.queued_offline')}
      </p>
    );
  }
  if (row.state === 'failed') {
    return (
      <p role="alert" className={styles.danger} data-invite-state="failed">
        {t(edit ? 'crew.invite.update_failed' : 'crew.invite.failed', { reason: row.error?.message ?? t('crew.something_wrong') })}
      </p>
    );
  }
  if (edit) {
    return (
      <p role="status" className={styles.success} data-invite-state="sent">
        {t('crew.invite.update_sent', { reference: row.result?.booking_reference ?? '' })}
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
