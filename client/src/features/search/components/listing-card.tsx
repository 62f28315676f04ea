import { cardImageUrl } from '@crashpad/sync';
import type { ListingCard as Card } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { badgesOf } from '../model/listing-badges';
import { formatMiles, formatRentRange } from '../model/price-range';
import styles from './listing-card.module.css';

/**
 * A listing card (spec 2 §3 "Listing card"): title, monthly rent range, beds available,
 * airport distance and badges. `declaredDistance` is true where the distance is the lister's
 * choice (lister page, other listings) rather than measured from the searched centre.
 * `action` is a control the route composes onto the card (e.g. the saved-listings heart).
 */
export function ListingCard({ card, declaredDistance = false, action }: { card: Card; declaredDistance?: boolean; action?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const miles = formatMiles(card.airport_distance, lng, declaredDistance);
  return (
    <article className={card.featured ? `${styles.card} ${styles.featured}` : styles.card}>
      {action}
      {card.thumbnail ? (
        <img className={styles.image} src={cardImageUrl(card.thumbnail)} alt="" loading="lazy" width={320} height={180} />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          {card.prefix}
        </div>
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to="/listing/$id" params={{ id: card.id }} className={styles.link}>
            {card.title}
          </Link>
        </h3>
        {badgesOf(card).length > 0 && (
          <ul className={styles.badges} aria-label={t('search.card.badges')}>
            {badgesOf(card).map((b) => (
              <li key={b.key} className={`${styles.badge} ${styles[b.tone]}`}>
                {t(`search.badge.${b.key}`, { count: b.count })}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.rent}>
          {t('search.card.rent', { rent: formatRentRange(card, lng) })}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('search.card.beds_available')}</dt>
            <dd>{t('search.card.beds_of', { count: card.num_vacant_beds, total: card.num_beds })}</dd>
          </div>
          <div>
            <dt>{t('search.card.distance', { prefix: card.prefix })}</dt>
            <dd>{t(miles.plus ? 'search.card.miles_plus' : 'search.card.miles', { value: miles.value })}</dd>
          </div>
          {(card.neighborhood || card.city) && (
            <div>
              <dt>{t('search.card.area')}</dt>
              <dd>{card.neighborhood || card.city}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
