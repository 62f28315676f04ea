import type { FeedItem, FeedType } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { loadHomeFeed } from '../data/home-api';
import { useOptionalList } from '../data/use-optional-list';
import { sectionItems } from '../model/home-sections';
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
 * Events or special offers near crew bases (spec 2 §2 Home, max 4, More to /airports). Rendered
 * only when its flag is on (the caller checks) and the feed answers with items.
 */
export function FeedSection({ type }: { type: FeedType }) {
  const { t } = useTranslation();
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => loadHomeFeed(api, type, signal), [api, type]);
  const items = sectionItems(useOptionalList(load, type));
  if (!items) return null;
  const headingId = `home-feed-${type}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(`home.feeds.${type}`)}
      </h2>
      <ul className={styles.grid}>
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
