import type { Rental } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../../db/use-live-query';
import styles from './rentals.module.css';

/**
 * The Pad Pass one tap from the home screen (issue 10): the app opens on `/`, which lists the
 * user's accepted rentals from the local database, each a link to its card. Nothing without rentals.
 */
export function PadPassShortcuts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { docs } = useLiveQuery<Rental>((db) => db.rentals.find({ selector: { user_id: userId, status: 'accepted' } }), [userId]);
  if (docs.length === 0) return null;
  return (
    <nav className={styles.shortcuts} aria-label={t('tenancy.pad_pass.shortcuts')}>
      {docs.map((rental) => (
        <Link key={rental.id} to="/pad-pass/$rentalId" params={{ rentalId: rental.id }} className={styles.shortcut}>
          {t('tenancy.pad_pass.shortcut', { location: rental.location })}
        </Link>
      ))}
    </nav>
  );
}
