import type { Rental } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { TenantActionsMenu, type TenantDialog } from './tenant-actions-menu';
import styles from './crew.module.css';

export interface TenantItemProps {
  rental: Rental;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onDialog: (action: TenantDialog) => void;
  /** An edit, cancel or resend of this rental is queued on this device (the queued card lists it). */
  changeQueued?: boolean;
}

/** One tenant (or pending invitation) of My Crew with its terms, status and actions. */
export function TenantItem({ rental, selected, onSelect, onDialog, changeQueued = false }: TenantItemProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const name = `${rental.tenant_first_name} ${rental.tenant_last_name}`.trim() || rental.tenant_email;
  const headingId = `tenant-${rental.id}`;
  return (
    <li className={styles.tenant} aria-labelledby={headingId} data-rental-id={rental.id}>
      <div className={styles.tenantHead}>
        <input type="checkbox" className={styles.select} checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={t('crew.select_tenant', { name })} />
        <h3 id={headingId} className={styles.tenantName}>
          {name}
        </h3>
        <span className={`${styles.badge} ${styles[`badge_${rental.status}`] ?? ''}`}>{t(`crew.status.${rental.status}`)}</span>
        {changeQueued && <span className={`${styles.badge} ${styles.badge_queued}`}>{t('crew.queued.change_queued')}</span>}
        <TenantActionsMenu rental={rental} onDialog={onDialog} />
      </div>
      {rental.checkout_requested_at && rental.status === 'accepted' && (
        <p className={styles.warning}>{t('crew.date_change.notice', { date: formatDate(rental.checkout_requested_date, lng), time: rental.checkout_requested_time ?? '' })}</p>
      )}
      {rental.last_charge?.status === 'failed' && <p className={styles.danger}>{t('crew.charge_failed', { period: rental.last_charge.period, reason: rental.last_charge.failure_message ?? '' })}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('crew.booking_reference')}</dt>
          <dd>{rental.booking_reference}</dd>
        </div>
        <div>
          <dt>{t('crew.invite.location')}</dt>
          <dd>{rental.location}</dd>
        </div>
        <div>
          <dt>{t('crew.invite.bed')}</dt>
          <dd>
            {rental.room_name} · {rental.bed_name}
          </dd>
        </div>
        <div>
          <dt>{t('crew.invite.rent')}</dt>
          <dd>{formatMoney(rental.rental_amount_cents, lng)}</dd>
        </div>
        <div>
          <dt>{t('crew.autopay_label')}</dt>
          <dd>{t(`crew.autopay.${rental.auto_pay}`)}</dd>
        </div>
        <div>
          <dt>{t('crew.dates')}</dt>
          <dd>
            {formatDate(`${rental.start_date}T12:00:00Z`, lng)} – {rental.checkout_date ? formatDate(`${rental.checkout_date}T12:00:00Z`, lng) : t('crew.recurring')}
          </dd>
        </div>
        <div>
          <dt>{t('crew.invite.email')}</dt>
          <dd>{rental.tenant_email}</dd>
        </div>
      </dl>
    </li>
  );
}
