import type { Review } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { Button } from '../../../ui/button/button';
import { Stars } from './stars';
import styles from './reviews.module.css';

/**
 * Reviews with the lister's responses (spec 2 "Reviews and profiles"). `onRespond` is given
 * only to the profile owner; it shows a Respond button on reviews without a response.
 */
export function ReviewList({ reviews, listerName, onRespond }: { reviews: readonly Review[]; listerName: string; onRespond?: (review: Review) => void }) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return <p className={styles.muted}>{t('reviews.none')}</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <div className={styles.author}>
            {review.photo ? (
              <img className={styles.avatarSmall} src={review.photo} alt="" width={40} height={40} loading="lazy" />
            ) : (
              <span className={styles.avatarSmall} aria-hidden="true">
                {review.display_name.charAt(0).toUpperCase()}
              </span>
            )}
            <div>
              <p className={styles.authorName}>{review.display_name}</p>
              <p className={styles.muted}>{t('reviews.joined', { date: formatDate(review.joined, i18n.language) })}</p>
            </div>
          </div>
          <div className={styles.summary}>
            <Stars score={review.score} />
            <span className={styles.muted}>{formatDate(review.created_at, i18n.language)}</span>
          </div>
          {review.listing_id && review.listing_title && (
            <p className={styles.muted}>
              {t('reviews.stayed_at')}{' '}
              <Link to="/listing/$id" params={{ id: review.listing_id }}>
                {review.listing_title}
              </Link>
            </p>
          )}
          {review.message && <p className={styles.text}>{review.message}</p>}
          {review.response ? (
            <div className={styles.response}>
              <p className={styles.responseTitle}>{t('reviews.response.from', { name: listerName })}</p>
              <p className={styles.text}>{review.response.message}</p>
              <p className={styles.muted}>{formatDate(review.response.created_at, i18n.language)}</p>
            </div>
          ) : (
            onRespond && (
              <div className={styles.actions}>
                <Button variant="secondary" small onClick={() => onRespond(review)}>
                  {t('reviews.response.open')}
                </Button>
              </div>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
