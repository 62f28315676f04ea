import { cardImageUrl } from '@crashpad/sync';
import type { ListingCard as Card } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { declaredDistance, straightLineDistance } from '../../../lib/format/format-distance';
import { badgesOf } from '../model/listing-badges';
import { formatRentRange } from '../model/price-range';
import styles from './listing-card.module.css';

/**
 * A listing card (spec 2 §3 "Listing card"), photo first: badges over the photo, then the
 * monthly rent, the title and area, and at a glance the beds free and the lister's distance to
 * the airport. Search results add the measured straight-line distance from the searched place,
 * named as such (`fromPlace`). `action` is a control the route composes onto the card (the heart).
 */
export function ListingCard({ card, fromPlace, action }: { card: Card; fromPlace?: string; action?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const badges = badgesOf(card);
  const area = card.neighborhood || card.city;
  return (
    <article className={card.featured ? `${styles.card} ${styles.featured}` : styles.card}>
      {action}
      <div className={styles.media}>
        {card.thumbnail ? (
          <img className={styles.image} src={cardImageUrl(card.thumbnail)} alt="" loading="lazy" width={320} height={200} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {card.prefix}
          </div>
        )}
        {badges.length > 0 && (
          <ul className={styles.badges} aria-label={t('search.card.badges')}>
            {badges.map((b) => (
              <li key={b.key} className={`${styles.badge} ${styles[b.tone]}`}>
                {t(`search.badge.${b.key}`, { count: b.count })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.rent}>{t('search.card.rent', { rent: formatRentRange(card, i18n.language) })}</p>
        <h3 className={styles.title}>
          <Link to="/listing/$id" params={{ id: card.id }} className={styles.link}>
            {card.title}
          </Link>
        </h3>
        {area && <p className={styles.area}>{area}</p>}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('search.card.beds_available')}</dt>
            <dd>{card.num_vacant_beds > 0 ? t('search.card.beds_of', { count: card.num_vacant_beds, total: card.num_beds }) : t('search.card.no_beds')}</dd>
          </div>
          {card.prefix && (
            <div className={styles.fact}>
              <dt>{t('search.card.distance', { prefix: card.prefix })}</dt>
              <dd>{declaredDistance(card.airport_distance, t)}</dd>
            </div>
          )}
          {fromPlace && card.centre_miles !== null && (
            <div className={`${styles.fact} ${styles.measured}`}>
              <dt>{t('search.card.from_place', { place: fromPlace })}</dt>
              <dd>{straightLineDistance(card.centre_miles, t)}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
