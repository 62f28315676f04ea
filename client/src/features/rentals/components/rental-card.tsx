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

/** The check-in and check-out rows of a rental's details list (My Rentals' card and the Pad Pass). */
export function StayDates({ rental }: { rental: Rental }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <>
      <div>
        <dt>{t('tenancy.check_in')}</dt>
        <dd>
          {rentalDay(rental.start_date, lng)} {rental.start_time}
        </dd>
      </div>
      <div>
        <dt>{t('tenancy.check_out')}</dt>
        <dd>{rental.checkout_date ? `${rentalDay(rental.checkout_date, lng)} ${rental.checkout_time ?? ''}` : t('tenancy.recurring')}</dd>
      </div>
    </>
  );
}

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
            {t('tenancy.booking_reference', { reference: rental.booking_reference })} · <span className={styles.badge}>{t(`tenancy.status.${rental.status}`)}</span>
          </p>
        </div>
      </div>
      {notice === 'requested' && <p className={styles.warning}>{t('tenancy.autopay_notice.requested')}</p>}
      {notice === 'disable_requested' && <p className={styles.warning}>{t('tenancy.autopay_notice.disable_requested')}</p>}
      {notice === 'on' && <p className={styles.notice}>{t('tenancy.autopay_notice.on', { day: rental.payment_date })}</p>}
      {notice === 'off' && rental.status === 'accepted' && <p className={styles.notice}>{t('tenancy.autopay_notice.off')}</p>}
      {rental.last_charge?.status === 'failed' && <p className={styles.danger}>{t('tenancy.charge_failed', { period: rental.last_charge.period, reason: rental.last_charge.failure_message ?? '' })}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('tenancy.room_bed')}</dt>
          <dd>
            {rental.room_name} · {rental.bed_name}
          </dd>
        </div>
        <div>
          <dt>{t('tenancy.rent')}</dt>
          <dd>{formatMoney(rental.rental_amount_cents, lng)}</dd>
        </div>
        <div>
          <dt>{t('tenancy.deposit')}</dt>
          <dd>{formatMoney(rental.deposit_cents, lng)}</dd>
        </div>
        <div>
          <dt>{t('tenancy.payment_date')}</dt>
          <dd>{t('tenancy.payment_day', { day: rental.payment_date })}</dd>
        </div>
        <StayDates rental={rental} />
        <div>
          <dt>{t('tenancy.lister')}</dt>
          <dd>{rental.lister_name}</dd>
        </div>
      </dl>
      {rental.checkout_requested_at && <p className={styles.notice}>{t('tenancy.checkout_pending', { date: rentalDay(rental.checkout_requested_date, lng), time: rental.checkout_requested_time ?? '' })}</p>}
      {hasPadPass(rental) && (
        <Link to="/pad-pass/$rentalId" params={{ rentalId: rental.id }}>
          {t('tenancy.open_pad_pass')}
        </Link>
      )}
      <RentalActions rental={rental} />
      <RentalHistory rental={rental} />
    </li>
  );
}
