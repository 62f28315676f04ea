import { cardImageUrl } from '@crashpad/sync';
import type { ReviewedListing } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import styles from './reviews.module.css';

/** The lister's (other) listings on the review pages (spec 2 §3 "User profile" items). */
export function ReviewedListings({ listings, title }: { listings: readonly ReviewedListing[]; title: string }) {
  const { t, i18n } = useTranslation();
  if (listings.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="reviews-listings">
      <h2 id="reviews-listings">{title}</h2>
      <ul className={styles.listings}>
        {listings.map((l) => (
          <li key={l.id} className={styles.listingItem}>
            {l.thumbnail ? <img src={cardImageUrl(l.thumbnail)} alt="" width={72} height={48} loading="lazy" /> : <span className={styles.thumbPlaceholder} aria-hidden="true" />}
            <div>
              <Link to="/listing/$id" params={{ id: l.id }}>
                {l.title}
              </Link>
              <p className={styles.muted}>
                {[l.prefix, t('reviews.per_month', { amount: formatMoney(l.rate_per_from, i18n.language) })].filter(Boolean).join(' · ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
