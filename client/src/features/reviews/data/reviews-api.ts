import {
  listingReviewsOutputSchema,
  reviewOutputSchema,
  reviewResponseOutputSchema,
  userReviewsOutputSchema,
  type CreateReviewInput,
  type CreateReviewResponseInput,
  type ListingReviewsOutput,
  type UserReviewsOutput,
} from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/** GET /user/review/{id}: a profile with its reviews; 404 is handled by the route (→ /404). */
export const loadUserReviews = (api: ApiClient, id: string, signal?: AbortSignal): Promise<UserReviewsOutput> =>
  api.get(`/user/review/${encodeURIComponent(id)}`, { schema: userReviewsOutputSchema, signal, handles: [404] });

/** GET /listing/review/{id} (auth). */
export const loadListingReviews = (api: ApiClient, id: string, signal?: AbortSignal): Promise<ListingReviewsOutput> =>
  api.get(`/listing/review/${encodeURIComponent(id)}`, { schema: listingReviewsOutputSchema, signal, handles: [404] });

/**
 * POST /user/review. The forms show every refusal as a toast with the server's message (spec 2
 * §8), so 403/404/409/422 stay out of the global alerts.
 */
export const postReview = async (api: ApiClient, input: CreateReviewInput) =>
  (await api.post('/user/review', input, { schema: reviewOutputSchema, handles: [403, 404, 409, 422] })).data;

/** POST /user/review-response. */
export const postReviewResponse = async (api: ApiClient, input: CreateReviewResponseInput) =>
  (await api.post('/user/review-response', input, { schema: reviewResponseOutputSchema, handles: [403, 404, 409, 422] })).data;
