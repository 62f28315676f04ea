import * as v from 'valibot';
import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, REVIEW_SCORE_STEP } from '../limits.js';

/**
 * A score from 1 to 5 in half stars (spec 2 §5, §9). Anything else — 0, 5.5, 3.3 — is refused
 * with "you must select a star rating", the message the form shows for a missing rating.
 */
export const reviewScoreSchema = v.pipe(
  v.number('validation.review_score_required'),
  v.minValue(REVIEW_SCORE_MIN, 'validation.review_score_required'),
  v.maxValue(REVIEW_SCORE_MAX, 'validation.review_score_required'),
  v.check((n) => Number.isInteger(n / REVIEW_SCORE_STEP), 'validation.review_score_required'),
);

/** The lister's answer to a review (spec 2 §3 "Review response"); at most one per review. */
export const reviewResponseSchema = v.object({
  id: v.string(),
  review_id: v.string(),
  /** The profile owner who answered. */
  user_id: v.string(),
  message: v.string(),
  created_at: v.string(),
});
export type ReviewResponse = v.InferOutput<typeof reviewResponseSchema>;

/**
 * A review of a lister (spec 2 §3 "Review"): `user_id`, `display_name`, `photo` and `joined`
 * describe the author; `lister_id` whom it is about; `listing_id` the stay it refers to, if any.
 */
export const reviewSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  display_name: v.string(),
  photo: v.nullable(v.string()),
  /** When the author's account was created. */
  joined: v.string(),
  lister_id: v.string(),
  listing_id: v.nullable(v.string()),
  /** Title of the listing it refers to, while that listing is still listed. */
  listing_title: v.nullable(v.string()),
  obj_type: v.literal('user'),
  score: v.number(),
  message: v.string(),
  created_at: v.string(),
  response: v.nullable(reviewResponseSchema),
});
export type Review = v.InferOutput<typeof reviewSchema>;

/**
 * Review figures as the spec's responses carry them (`review.num_reviews`,
 * `total_review.avg_score`); avg_score is 0 when there is no review yet.
 */
export const reviewFiguresSchema = v.object({
  review: v.object({ num_reviews: v.number() }),
  total_review: v.object({ avg_score: v.number() }),
});
export type ReviewFigures = v.InferOutput<typeof reviewFiguresSchema>;
