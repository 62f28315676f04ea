import type { InviteCommandOutboxRow, Rental } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import { discardOutboxRow, retryOutboxRow } from '../../../db/outbox-commands';
import { formatDate } from '../../../lib/format/format-date';
import { Button } from '../../../ui/button/button';
import { useQueuedInvites } from '../data/use-crew-rentals';
import styles from './crew.module.css';

/** Whom a row is about: the form's address (new, edit), else the rental's (cancel, resend). */
function addressOf(row: InviteCommandOutboxRow, rentals: readonly Rental[]): string {
  if ('tenant_email' in row.payload) return row.payload.tenant_email;
  const rentalId = row.payload.rental_id;
  return rentals.find((r) => r.id === rentalId)?.tenant_email ?? '';
}

/**
 * Invitations, and edits, cancels and resends of invitations, written on this device and not
 * delivered yet (queued) or refused by the server (failed, with the reason): the lister sees
 * them at once, even offline, and can retry or discard them.
 */
export function QueuedInvites({ rentals }: { rentals: readonly Rental[] }) {
  const { t, i18n } = useTranslation();
  const db = useDatabase();
  const rows = useQueuedInvites();
  if (rows.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="queued-invites">
      <h2 id="queued-invites">{t('crew.queued.title')}</h2>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.tenant} data-outbox-id={row.id} data-outbox-kind={row.kind} data-invite-state={row.state}>
            <div className={styles.tenantHead}>
              <p className={styles.tenantName}>{addressOf(row, rentals)}</p>
              <span className={styles.badge}>{t(`crew.queued.kind_${row.kind}`)}</span>
              <span className={`${styles.badge} ${styles[`badge_${row.state}`]}`}>{t(`crew.queued.${row.state}`)}</span>
            </div>
            <p className={styles.intro}>{t('crew.queued.written', { date: formatDate(row.created_at, i18n.language) })}</p>
            {row.state === 'failed' && <p className={styles.danger}>{row.error?.message ?? t('crew.something_wrong')}</p>}
            {db && (
              <div className={styles.actions}>
                {row.state === 'failed' && (
                  <Button small variant="secondary" onClick={() => void retryOutboxRow(db, row.id)}>
                    {t('crew.retry')}
                  </Button>
                )}
                <Button small variant="ghost" onClick={() => void discardOutboxRow(db, row.id)}>
                  {t('crew.queued.discard')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
