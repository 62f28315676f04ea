import type { Review, UserReviewsOutput } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { reviewGate } from '../model/review-gate';
import { ResponseFormModal } from './response-form-modal';
import { ReviewList } from './review-list';
import { ReviewedListings } from './reviewed-listings';
import { ReviewSummary } from './review-summary';
import { WriteReviewAction } from './write-review-action';
import styles from './reviews.module.css';

export interface ProfileViewProps {
  profile: UserReviewsOutput;
  viewerId: string | null;
  /** The listing the visitor came from (?listing=), for the back-to-listing link. */
  fromListingId: string | null;
  /** Reloads the profile after a review or response is saved. */
  onChanged: () => void;
}

/**
 * /user/{id} (spec 2 "Reviews and profiles"): name, photo, join date, review count and average,
 * about, reviews with the lister's responses, write-a-review for tenants and write-a-response
 * for the owner, and a way back to the listing the visitor came from.
 */
export function ProfileView({ profile, viewerId, fromListingId, onChanged }: ProfileViewProps) {
  const { t, i18n } = useTranslation();
  const [responding, setResponding] = useState<Review | null>(null);
  const { user } = profile;
  const isOwner = viewerId === user.id;
  // A review names the listing only when it is one of this lister's listed ones.
  const reviewListingId = fromListingId && profile.listings.some((l) => l.id === fromListingId) ? fromListingId : null;
  const gate = reviewGate({ loggedIn: viewerId !== null, isOwner, isLister: user.is_lister, alreadyReviewed: profile.already_review, ableToReview: profile.able_to_review });
  return (
    <div className={styles.page}>
      {fromListingId && (
        <Link className={styles.back} to="/listing/$id" params={{ id: fromListingId }}>
          {t('reviews.back_to_listing')}
        </Link>
      )}
      <header className={styles.head}>
        {user.photo ? (
          <img className={styles.avatar} src={user.photo} alt="" width={96} height={96} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {user.display_name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h1 className={styles.title}>{user.display_name}</h1>
          <p className={styles.muted}>{t('reviews.member_since', { date: formatDate(user.created_at, i18n.language) })}</p>
          <ReviewSummary count={profile.review.num_reviews} average={profile.total_review.avg_score} />
        </div>
      </header>
      {user.about && (
        <section className={styles.section} aria-labelledby="profile-about">
          <h2 id="profile-about">{t('reviews.about', { name: user.display_name })}</h2>
          <p className={styles.text}>{user.about}</p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="profile-reviews">
        <h2 id="profile-reviews">{t('reviews.heading', { count: profile.review.num_reviews })}</h2>
        <div className={styles.actions}>
          <WriteReviewAction gate={gate} listerId={user.id} listerName={user.display_name} listingId={reviewListingId} onSaved={onChanged} />
        </div>
        <ReviewList reviews={profile.data} listerName={user.display_name} onRespond={isOwner ? setResponding : undefined} />
      </section>
      <ReviewedListings listings={profile.listings} title={t('reviews.listings_of', { name: user.display_name })} />
      <ResponseFormModal
        reviewId={responding?.id ?? null}
        authorName={responding?.display_name ?? ''}
        onClose={() => setResponding(null)}
        onSaved={() => {
          setResponding(null);
          onChanged();
        }}
      />
    </div>
  );
}
