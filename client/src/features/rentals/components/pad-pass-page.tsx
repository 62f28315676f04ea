import type { Rental } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/time/use-now';
import { MapView } from '../../../ui/map/map-view';
import { EmptyState } from '../../../ui/views/empty-state';
import { useMyRental } from '../data/use-my-rentals';
import { freshness, hasPadPass } from '../model/rental-view';
import { StayDates } from './rental-card';
import styles from './rentals.module.css';

/**
 * The Pad Pass (issue 10): everything a crew member needs on arrival, read from the local
 * database only, so it opens in airplane mode right after landing. The map falls back to its
 * own "unavailable offline" drawing; the pin and the written address stay.
 */
export function PadPassPage({ userId, rentalId }: { userId: string; rentalId: string }) {
  const { t } = useTranslation();
  const { rental, loading } = useMyRental(userId, rentalId);
  if (loading) return <p role="status">{t('tenancy.loading')}</p>;
  if (!rental || !hasPadPass(rental)) {
    return (
      <div className={styles.page}>
        <EmptyState level={1} title={t('tenancy.pad_pass.missing_title')} message={t('tenancy.pad_pass.missing')} action={<Link to="/my-crashpad">{t('tenancy.title')}</Link>} />
      </div>
    );
  }
  return <PadPass rental={rental} />;
}

function PadPass({ rental }: { rental: Rental }) {
  const { t } = useTranslation();
  const now = useNow();
  const fresh = freshness(rental, now);
  const pass = rental.pad_pass;
  const center = useMemo(() => (rental.latitude !== null && rental.longitude !== null ? { lat: rental.latitude, lng: rental.longitude } : null), [rental.latitude, rental.longitude]);
  const markers = useMemo(() => (center ? [{ id: rental.id, ...center, label: rental.address || rental.location }] : []), [center, rental.id, rental.address, rental.location]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('tenancy.pad_pass.title', { location: rental.location })}</h1>
      <p className={styles.muted} data-testid="pad-pass-freshness">
        {t(`tenancy.pad_pass.fresh_${fresh.unit}`, { count: fresh.count })}
      </p>
      <section className={styles.card} aria-labelledby="pad-pass-where">
        <h2 id="pad-pass-where">{t('tenancy.pad_pass.where')}</h2>
        <address>{rental.address || rental.location}</address>
        <p>
          {t('tenancy.room_bed')}: <strong>{rental.room_name} · {rental.bed_name}</strong>
        </p>
        {center && <MapView center={center} zoom={15} markers={markers} className={styles.map} />}
      </section>
      <section className={styles.card} aria-labelledby="pad-pass-entry">
        <h2 id="pad-pass-entry">{t('tenancy.pad_pass.door_code')}</h2>
        <p className={styles.code}>{pass?.door_code || t('tenancy.pad_pass.not_given')}</p>
        {pass?.house_rules && (
          <>
            <h3>{t('tenancy.pad_pass.house_rules')}</h3>
            <p className={styles.preWrap}>{pass.house_rules}</p>
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="pad-pass-contacts">
        <h2 id="pad-pass-contacts">{t('tenancy.pad_pass.contacts')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('tenancy.lister')}</dt>
            <dd>
              {rental.lister_name}
              {rental.lister_phone_number && (
                <>
                  {' · '}
                  <a href={`tel:${rental.lister_phone_number.replace(/[^\d+]/g, '')}`}>{rental.lister_phone_number}</a>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('tenancy.pad_pass.emergency')}</dt>
            <dd>{pass?.emergency_contact || t('tenancy.pad_pass.not_given')}</dd>
          </div>
          <StayDates rental={rental} />
        </dl>
      </section>
      <Link to="/my-crashpad">{t('tenancy.pad_pass.back')}</Link>
    </div>
  );
}
