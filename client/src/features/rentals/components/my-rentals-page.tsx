import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/views/empty-state';
import { useMyRentals } from '../data/use-my-rentals';
import { sortRentals } from '../model/rental-view';
import { RentalCard } from './rental-card';
import styles from './rentals.module.css';

/** My Rentals (/my-crashpad, spec 3 §2): the user's rentals and pending invitations, from the local database. */
export function MyRentalsPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { rentals, loading } = useMyRentals(userId);
  const sorted = useMemo(() => sortRentals(rentals), [rentals]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('tenancy.title')}</h1>
      {loading && <p role="status">{t('tenancy.loading')}</p>}
      {!loading && sorted.length === 0 && (
        <EmptyState
          title={t('tenancy.empty.title')}
          message={t('tenancy.empty.message')}
          action={
            <p>
              <Link to="/contact">{t('tenancy.empty.question')}</Link> · <Link to="/contact">{t('tenancy.empty.problem')}</Link>
            </p>
          }
        />
      )}
      {sorted.length > 0 && (
        <ul className={styles.list}>
          {sorted.map((rental) => (
            <RentalCard key={rental.id} rental={rental} />
          ))}
        </ul>
      )}
    </div>
  );
}
