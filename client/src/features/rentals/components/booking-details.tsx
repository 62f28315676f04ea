import type { RentalInviteView } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { rentalDay } from './rental-card';
import styles from './rentals.module.css';

/** Step 1 Booking Details (spec 3 §2 "Tenant invitation page"). */
export function BookingDetails({ booking }: { booking: RentalInviteView }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const rows: [string, string][] = [
    ['tenancy.invitation.reference', booking.booking_reference],
    ['tenancy.invitation.location', booking.location],
    ['tenancy.invitation.room', booking.room_name],
    ['tenancy.invitation.bed', booking.bed_name],
    ['tenancy.rent', formatMoney(booking.rental_amount_cents, lng)],
    ['tenancy.deposit', formatMoney(booking.deposit_cents, lng)],
    ['tenancy.invitation.first_rent', formatMoney(booking.first_rent_cents, lng)],
    ['tenancy.payment_date', t('tenancy.payment_day', { day: booking.payment_date })],
    ['tenancy.check_in', `${rentalDay(booking.start_date, lng)} ${booking.start_time}`],
    ['tenancy.check_out', booking.checkout_date ? `${rentalDay(booking.checkout_date, lng)} ${booking.checkout_time ?? ''}` : t('tenancy.recurring')],
    ['tenancy.lister', booking.lister_name],
  ];
  return (
    <section className={styles.card} aria-labelledby="booking-details">
      <h2 id="booking-details">{t('tenancy.invitation.step_details')}</h2>
      <dl className={styles.facts}>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {booking.note_agreement && (
        <>
          <h3>{t('tenancy.invitation.note')}</h3>
          <p className={styles.preWrap}>{booking.note_agreement}</p>
        </>
      )}
      <p className={styles.notice}>{t(booking.auto_pay === 1 ? 'tenancy.invitation.autopay_on' : 'tenancy.invitation.autopay_off')}</p>
    </section>
  );
}
