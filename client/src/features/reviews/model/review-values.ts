import { REVIEW_MESSAGE_MAX, createReviewInputSchema, createReviewResponseInputSchema } from '@crashpad/sync';
import * as v from 'valibot';

/** Characters left of the 1000 allowed (spec 2 §5 counter); never below 0 in the display. */
export function remainingChars(text: string): number {
  return Math.max(0, REVIEW_MESSAGE_MAX - text.length);
}

export type ReviewCheck<T> = { ok: true; value: T } | { ok: false; message: string };

const firstMessage = (issues: readonly v.BaseIssue<unknown>[]) => issues[0]?.message ?? 'validation.invalid';

/** The review form's values checked with the API's own schema (score first, then text). */
export function checkReview(values: { listerId: string; listingId: string | null; score: number | null; message: string }): ReviewCheck<v.InferOutput<typeof createReviewInputSchema>> {
  const result = v.safeParse(createReviewInputSchema, {
    lister_id: values.listerId,
    listing_id: values.listingId,
    obj_type: 'user',
    score: values.score ?? undefined,
    message: values.message,
  });
  return result.success ? { ok: true, value: result.output } : { ok: false, message: firstMessage(result.issues) };
}

/** The response form's values checked with the API's schema. */
export function checkResponse(values: { reviewId: string; message: string }): ReviewCheck<v.InferOutput<typeof createReviewResponseInputSchema>> {
  const result = v.safeParse(createReviewResponseInputSchema, { review_id: values.reviewId, obj_type: 'user', message: values.message });
  return result.success ? { ok: true, value: result.output } : { ok: false, message: firstMessage(result.issues) };
}
