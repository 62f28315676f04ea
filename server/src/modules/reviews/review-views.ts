import type { Review, ReviewResponse, ReviewedListing } from '@crashpad/sync';
import type { UserDoc } from '../accounts/user-doc.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import type { ReviewDoc, ReviewResponseDoc } from './reviews-repo.js';

export function toReviewResponse(reviewId: string, r: ReviewResponseDoc): ReviewResponse {
  return { id: r.id, review_id: reviewId, user_id: r.user_id, message: r.message, created_at: r.created_at };
}

/**
 * A stored review as the API shows it, with its author's public face. An author whose account
 * is closed keeps their review (the score still counts) under their display name without photo.
 */
export function toReview(doc: ReviewDoc, author: UserDoc | undefined, listingTitle: string | null): Review {
  const closed = !author || author.status === 'DEACTIVATED';
  return {
    id: doc._id,
    user_id: doc.author_id,
    display_name: author?.display_name ?? '',
    photo: closed ? null : author.photo,
    // A review never predates its author's membership: data loaded from elsewhere (an import, the
    // demo) whose account dates are later still reads "member since" on or before the review.
    joined: author && author.created_at < doc.created_at ? author.created_at : doc.created_at,
    lister_id: doc.lister_id,
    listing_id: doc.listing_id,
    listing_title: listingTitle,
    obj_type: 'user',
    score: doc.score,
    message: doc.message,
    created_at: doc.created_at,
    response: doc.response ? toReviewResponse(doc._id, doc.response) : null,
  };
}

/** One of the lister's listings as the review pages list them (spec 2 §3 "User profile" items). */
export function toReviewedListing(doc: ListingDoc): ReviewedListing {
  return {
    id: doc._id,
    title: doc.title,
    prefix: doc.airports[0]?.prefix ?? '',
    thumbnail: doc.thumbnail ?? doc.images[0] ?? null,
    airport_distance: doc.airport_distance,
    rate_per_from: doc.rate_per_from,
    rate_per_to: doc.enable_price_range ? doc.rate_per_to : null,
  };
}
