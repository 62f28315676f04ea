import type { Rental } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { autopayNotice, hasPadPass } from '../model/rental-view';
import { RentalActions } from './rental-actions';
import { RentalHistory } from './rental-history';
import styles from './rentals.module.css';

/** A calendar date of the rental (`YYYY-MM-DD`) shown as MMM D, YYYY without shifting the day. */
export const rentalDay = (day: string | null, lng: string) => (day ? formatDate(`${day}T12:00:00Z`, lng) : '');

/** One rental in My Rentals (spec 3 §2): terms, autopay notice, actions, history, Pad Pass link. */
export function RentalCard({ rental }: { rental: Rental }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const notice = autopayNotice(rental);
  const headingId = `rental-${rental.id}`;
  return (
    <li className={`${styles.card} ${rental.status === 'deleted' ? styles.deleted : ''}`} aria-labelledby={headingId} data-rental-id={rental.id}>
      <div className={styles.head}>
        {rental.thumbnail ? <img className={styles.thumb} src={rental.thumbnail} alt="" /> : <span className={styles.thumb} aria-hidden="true" />}
        <div>
          <h2 id={headingId}>{rental.location}</h2>
          <p className={styles.muted}>
            {t('rentals.booking_reference', { reference: rental.booking_reference })} · <span className={styles.badge}>{t(`rentals.status.${rental.status}`)}</span>
          </p>
        </div>
      </div>
      {notice === 'requested' && <p className={styles.warning}>{t('rentals.autopay_notice.requested')}</p>}
      {notice === 'disable_requested' && <p className={styles.warning}>{t('rentals.autopay_notice.disable_requested')}</p>}
      {notice === 'on' && <p className={styles.notice}>{t('rentals.autopay_notice.on', { day: rental.payment_date })}</p>}
      {notice === 'off' && rental.status === 'accepted' && <p className={styles.notice}>{t('rentals.autopay_notice.off')}</p>}
      {rental.last_charge?.status === 'failed' && <p className={styles.danger}>{t('rentals.charge_failed', { period: rental.last_charge.period, reason: rental.last_charge.failure_message ?? '' })}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('rentals.room_bed')}</dt>
          <dd>
            {rental.room_name} · {rental.bed_name}
          </dd>
        </div>
        <div>
          <dt>{t('rentals.rent')}</dt>
          <dd>{formatMoney(rental.rental_amount_cents, lng)}</dd>
        </div>
        <div>
          <dt>{t('rentals.deposit')}</dt>
          <dd>{formatMoney(rental.deposit_cents, lng)}</dd>
        </div>
        <div>
          <dt>{t('rentals.payment_date')}</dt>
          <dd>{t('rentals.payment_day', { day: rental.payment_date })}</dd>
        </div>
        <div>
          <dt>{t('rentals.check_in')}</dt>
          <dd>
            {rentalDay(rental.start_date, lng)} {rental.start_time}
          </dd>
        </div>
        <div>
          <dt>{t('rentals.check_out')}</dt>
          <dd>{rental.checkout_date ? `${rentalDay(rental.checkout_date, lng)} ${rental.checkout_time ?? ''}` : t('rentals.recurring')}</dd>
        </div>
        <div>
          <dt>{t('rentals.lister')}</dt>
          <dd>{rental.lister_name}</dd>
        </div>
      </dl>
      {rental.checkout_requested_at && <p className={styles.notice}>{t('rentals.checkout_pending', { date: rentalDay(rental.checkout_requested_date, lng), time: rental.checkout_requested_time ?? '' })}</p>}
      {hasPadPass(rental) && (
        <Link to="/pad-pass/$rentalId" params={{ rentalId: rental.id }}>
          {t('rentals.open_pad_pass')}
        </Link>
      )}
      <RentalActions rental={rental} />
      <RentalHistory rental={rental} />
    </li>
  );
}
