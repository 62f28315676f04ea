import type { ListingReviewsOutput } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { reviewGate } from '../model/review-gate';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';
import { ReviewedListings } from './reviewed-listings';
import { WriteReviewAction } from './write-review-action';
import styles from './reviews.module.css';

/**
 * /listing/review/{id} (auth, spec 2 "Reviews and profiles"): the listing's title and images,
 * its reviews, the review form for tenants (blocked when not able or already reviewed) and the
 * lister's other listings.
 */
export function ListingReviewsView({ page, viewerId, onChanged }: { page: ListingReviewsOutput; viewerId: string | null; onChanged: () => void }) {
  const { t } = useTranslation();
  const gate = reviewGate({
    loggedIn: viewerId !== null,
    isOwner: viewerId === page.lister.id,
    isLister: true,
    alreadyReviewed: page.already_review,
    ableToReview: page.able_to_review,
  });
  return (
    <div className={styles.page}>
      <Link className={styles.back} to="/listing/$id" params={{ id: page.listing.id }}>
        {t('reviews.back_to_listing')}
      </Link>
      <header>
        <h1 className={styles.title}>{t('reviews.listing_title', { title: page.listing.title })}</h1>
        <p className={styles.muted}>
          {t('reviews.listed_by')}{' '}
          <Link to="/user/$id" params={{ id: page.lister.id }} search={{ listing: page.listing.id }}>
            {page.lister.display_name}
          </Link>
        </p>
        <ReviewSummary count={page.review.num_reviews} average={page.total_review.avg_score} />
      </header>
      {page.listing.images.length > 0 && (
        <ul className={styles.gallery} aria-label={t('reviews.photos')}>
          {page.listing.images.slice(0, 6).map((src) => (
            <li key={src}>
              <img src={src} alt="" loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <section className={styles.section} aria-labelledby="listing-reviews">
        <h2 id="listing-reviews">{t('reviews.heading', { count: page.review.num_reviews })}</h2>
        {page.already_review && <p className={styles.muted}>{t('errors.already_reviewed')}</p>}
        <div className={styles.actions}>
          <WriteReviewAction gate={gate} listerId={page.lister.id} listerName={page.lister.display_name} listingId={page.listing.id} onSaved={onChanged} />
        </div>
        <ReviewList reviews={page.data} listerName={page.lister.display_name} />
      </section>
      <ReviewedListings listings={page.listings} title={t('reviews.other_listings', { name: page.lister.display_name })} />
    </div>
  );
}
