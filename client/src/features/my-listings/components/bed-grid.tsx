import type { Room } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { legendTones, roomRows } from '../model/bed-grid';
import styles from './my-listings.module.css';

/**
 * Beds per room, coloured by state (spec 2 §2). Colour is never the only signal: each bed has a
 * letter and a spoken name with its state, and the legend spells the colours out.
 */
export function BedGrid({ rooms }: { rooms: readonly Room[] }) {
  const { t } = useTranslation();
  const rows = roomRows(rooms);
  if (rows.length === 0) return null;
  return (
    <div className={styles.beds}>
      <ul className={styles.rooms} aria-label={t('my_listings.beds.label')}>
        {rows.map((room) => (
          <li key={room.id} className={styles.room}>
            <span className={styles.roomName}>{room.name}</span>
            <ul className={styles.bedRow}>
              {room.beds.map((bed) => (
                <li key={bed.id} className={`${styles.bed} ${styles[`bed_${bed.tone}`]}`} title={`${bed.name}: ${t(`my_listings.beds.${bed.tone}`)}`}>
                  <span aria-hidden="true">{t(`my_listings.beds.${bed.tone}_short`)}</span>
                  <span className={styles.visuallyHidden}>{`${bed.name}: ${t(`my_listings.beds.${bed.tone}`)}`}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ul className={styles.legend} aria-label={t('my_listings.beds.legend')}>
        {legendTones(rows).map((tone) => (
          <li key={tone}>
            <span className={`${styles.bed} ${styles[`bed_${tone}`]}`} aria-hidden="true">
              {t(`my_listings.beds.${tone}_short`)}
            </span>
            {t(`my_listings.beds.${tone}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
