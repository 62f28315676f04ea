import type { FeedItem, FeedType } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { loadFeed, loadHomeFeed, type FeedCentre } from '../data/home-api';
import { useOptionalList } from '../data/use-optional-list';
import { HOME_SECTION_MAX, sectionItems } from '../model/home-sections';
import styles from './home-sections.module.css';

function FeedCard({ item }: { item: FeedItem }) {
  const { i18n } = useTranslation();
  const start = item.starts_at ? new Date(item.starts_at) : null;
  return (
    <article className={styles.card}>
      {item.image && <img className={styles.image} src={item.image} alt="" loading="lazy" width={320} height={180} referrerPolicy="no-referrer" />}
      <div className={styles.body}>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        {item.business_name && <p className={styles.meta}>{item.business_name}</p>}
        {start && !Number.isNaN(start.getTime()) && (
          <p className={styles.meta}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: item.starts_at?.includes('T') ? 'short' : undefined }).format(start)}</p>
        )}
      </div>
    </article>
  );
}

/**
 * Events or special offers (spec 2 §2): near crew bases on the home page (max 4), or around
 * `near` on the search (max 3) and listing pages (max 4); More goes to /airports. Rendered only
 * when its flag is on (the caller checks) and the feed answers with items.
 */
export function FeedSection({ type, max = HOME_SECTION_MAX, near }: { type: FeedType; max?: number; near?: FeedCentre }) {
  const { t } = useTranslation();
  const api = useApi();
  const lat = near?.lat;
  const lng = near?.lng;
  const city = near?.city;
  const load = useCallback(
    (signal: AbortSignal) =>
      lat === undefined || lng === undefined ? loadHomeFeed(api, type, signal) : loadFeed(api, type, { limit: max, near: { lat, lng, city } }, signal),
    [api, type, max, lat, lng, city],
  );
  const items = sectionItems(useOptionalList(load, `${type}@${lat ?? ''},${lng ?? ''}`), max);
  if (!items) return null;
  const headingId = near ? `nearby-feed-${type}` : `home-feed-${type}`;
  return (
    <section className={near ? `${styles.section} ${styles.embedded}` : styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(near ? `home.feeds.nearby.${type}` : `home.feeds.${type}`)}
      </h2>
      <ul className={near ? styles.fluidGrid : styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <FeedCard item={item} />
          </li>
        ))}
      </ul>
      <Link to="/airports" className={styles.more}>
        {t('home.feeds.more')}
      </Link>
    </section>
  );
}
