import type { PublicListing } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visiblePhone } from '../model/listing-facts';
import styles from './listing-detail.module.css';

/** The lister box (spec 2 §2 sidebar): photo, name and page link, reviews and leave-a-review, phone as permitted, views. */
export function ListingSidebar({
  listing,
  loggedIn,
  isOwner = false,
  liveFigures = true,
}: {
  listing: PublicListing;
  loggedIn: boolean;
  isOwner?: boolean;
  /** False for the saved copy offline: reviews and views are the server's live figures. */
  liveFigures?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const phone = visiblePhone(listing, loggedIn);
  return (
    <aside className={styles.sidebar} aria-labelledby="listing-lister">
      <h2 id="listing-lister" className={styles.sideTitle}>
        {t('listing.lister')}
      </h2>
      <div className={styles.lister}>
        {listing.photo ? (
          <img className={styles.avatar} src={listing.photo} alt="" width={64} height={64} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {listing.display_name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className={styles.listerName}>{listing.display_name}</p>
          <Link to="/lister/$id" params={{ id: listing.user_id }}>
            {t('listing.lister_link')}
          </Link>
        </div>
      </div>
      <p>
        <Link to="/user/$id" params={{ id: listing.user_id }} search={{ listing: listing.id }}>
          {t('listing.reviews.profile', { name: listing.display_name })}
        </Link>
      </p>
      {liveFigures && (
        <p className={styles.muted}>
          {t('listing.reviews.count', {
            count: listing.review.num_reviews,
            average: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(listing.total_review.avg_score),
          })}
        </p>
      )}
      {liveFigures && !isOwner && (
        // spec 2 §2: a leave-a-review prompt; visitors are sent to /login by the auth-only page.
        <Link to="/listing/review/$id" params={{ id: listing.id }}>
          {t('listing.reviews.leave')}
        </Link>
      )}
      {phone && (
        <p>
          {t('listing.phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      )}
      {liveFigures && (
        <>
          <p className={styles.muted}>{t('listing.views', { count: listing.views, formatted: new Intl.NumberFormat(i18n.language).format(listing.views) })}</p>
          <p className={styles.muted}>{t('listing.site_views')}</p>
        </>
      )}
    </aside>
  );
}
