import * as v from 'valibot';
import { REVIEW_MESSAGE_MAX } from '../limits.js';
import { reviewFiguresSchema, reviewResponseSchema, reviewSchema, reviewScoreSchema } from '../entities/review.js';

/** Server-made ids (ULIDs) of users, listings and reviews. */
const idField = v.pipe(v.string('validation.invalid'), v.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'validation.invalid'));

const reviewText = v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(REVIEW_MESSAGE_MAX, 'validation.review_message_max'));

/**
 * POST /user/review (spec 2 §7): a tenant rates a lister, optionally for one of the lister's
 * listings. The text may be empty (the stars are the review); `obj_type` is always 'user'.
 * Answer 201 `{ data: Review }`.
 */
export const createReviewInputSchema = v.strictObject({
  lister_id: idField,
  listing_id: v.optional(v.nullable(idField)),
  obj_type: v.optional(v.literal('user', 'validation.invalid'), 'user'),
  score: reviewScoreSchema,
  message: v.optional(reviewText, ''),
});
export type CreateReviewInput = v.InferOutput<typeof createReviewInputSchema>;

/**
 * POST /user/review-response (spec 2 §7): the profile owner answers a review once.
 * `listing_id` and `obj_type` are accepted as the spec's client sends them. Answer 201 `{ data: ReviewResponse }`.
 */
export const createReviewResponseInputSchema = v.strictObject({
  review_id: idField,
  listing_id: v.optional(v.nullable(idField)),
  obj_type: v.optional(v.literal('user', 'validation.invalid'), 'user'),
  message: v.pipe(reviewText, v.nonEmpty('validation.response_required')),
});
export type CreateReviewResponseInput = v.InferOutput<typeof createReviewResponseInputSchema>;

export const reviewOutputSchema = v.object({ data: reviewSchema });
export const reviewResponseOutputSchema = v.object({ data: reviewResponseSchema });

/** A lister's other listing as the review pages show it (spec 2 §3 "User profile" items). */
const reviewedListingSchema = v.object({
  id: v.string(),
  title: v.string(),
  prefix: v.string(),
  thumbnail: v.nullable(v.string()),
  airport_distance: v.number(),
  rate_per_from: v.number(),
  rate_per_to: v.nullable(v.number()),
});
export type ReviewedListing = v.InferOutput<typeof reviewedListingSchema>;

/**
 * What the viewer may do: `already_review` when they reviewed this lister, `able_to_review`
 * when they are a logged-in tenant, not the lister and have not reviewed yet.
 */
const viewerFlags = {
  already_review: v.boolean(),
  able_to_review: v.boolean(),
};

/**
 * GET /user/review/{id} (spec 2 §3 "User profile"): the lister, their reviews (newest first,
 * each with its response), their listings, the viewer's flags and the review figures.
 */
export const userReviewsOutputSchema = v.object({
  user: v.object({
    id: v.string(),
    first_name: v.string(),
    display_name: v.string(),
    photo: v.nullable(v.string()),
    about: v.nullable(v.string()),
    created_at: v.string(),
    /** Only listers can be reviewed; other profiles show without a review link. */
    is_lister: v.boolean(),
  }),
  landlord_name: v.string(),
  landlord_about: v.nullable(v.string()),
  data: v.array(reviewSchema),
  listings: v.array(reviewedListingSchema),
  ...viewerFlags,
  ...reviewFiguresSchema.entries,
});
export type UserReviewsOutput = v.InferOutput<typeof userReviewsOutputSchema>;

/**
 * GET /listing/review/{id} (auth, spec 2 §2): the listing's title and images, the reviews
 * written for it, the lister's other listings, the viewer's flags and the listing's figures.
 */
export const listingReviewsOutputSchema = v.object({
  listing: v.object({
    id: v.string(),
    title: v.string(),
    images: v.array(v.string()),
    thumbnail: v.nullable(v.string()),
    prefix: v.string(),
    user_id: v.string(),
  }),
  lister: v.object({ id: v.string(), display_name: v.string(), photo: v.nullable(v.string()) }),
  data: v.array(reviewSchema),
  listings: v.array(reviewedListingSchema),
  ...viewerFlags,
  ...reviewFiguresSchema.entries,
});
export type ListingReviewsOutput = v.InferOutput<typeof listingReviewsOutputSchema>;
