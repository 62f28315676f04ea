import * as v from 'valibot';
import { listingCardSchema } from '../entities/listing.js';
import { FEATURED_PLANS, featuredPlanSchema } from '../entities/plan.js';
import { FEATURED_PLAN_PRICES_CENTS } from '../limits.js';

/** Spec 2 §4: Featured (ongoing subscription), Boosted (paid until month end) or neither. */
const FEATURE_STATES = ['featured', 'boosted', 'none'] as const;
export const featureStateSchema = v.picklist(FEATURE_STATES);
export type FeatureStateName = v.InferOutput<typeof featureStateSchema>;

/** One plan of the featured checkout with its price in cents (DECISIONS #10). */
const featuredPlanOfferSchema = v.object({
  plan: featuredPlanSchema,
  price_cents: v.number(),
  /** True for the monthly subscription, false for the one-off boosts. */
  recurring: v.boolean(),
});
export type FeaturedPlanOffer = v.InferOutput<typeof featuredPlanOfferSchema>;

/** The plans in the spec's order, priced from sync limits. */
export const FEATURED_PLAN_OFFERS: readonly FeaturedPlanOffer[] = FEATURED_PLANS.map((plan) => ({
  plan,
  price_cents: FEATURED_PLAN_PRICES_CENTS[plan],
  recurring: plan === 'boost_subscription',
}));

/** GET /listings/featured: active featured and boosted listings, featured first. */
export const featuredListingsOutputSchema = v.object({ data: v.array(listingCardSchema) });

/** GET /listings/featured/{id}: the checkout's listing summary, its feature state and the plans. */
export const featuredListingOutputSchema = v.object({
  data: listingCardSchema,
  feature: featureStateSchema,
  plans: v.array(featuredPlanOfferSchema),
});
export type FeaturedListingOutput = v.InferOutput<typeof featuredListingOutputSchema>;

/** POST /user/featured-listings (spec 2 §3 "Featured listing subscription"). */
export const featuredCheckoutInputSchema = v.strictObject({
  listing_id: v.pipe(v.string('validation.invalid'), v.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'validation.invalid')),
  featured_listing_plan: v.picklist(FEATURED_PLANS, 'validation.featured_plan_required'),
});
export type FeaturedCheckoutInput = v.InferOutput<typeof featuredCheckoutInputSchema>;

/** DELETE /user/featured-listings/{id}: the listing's state afterwards. */
const cancelFeaturedOutputSchema = v.object({
  feature: featureStateSchema,
  /** Listing status after the change: removing a boost deactivates the listing (2 → 1). */
  status: v.picklist([0, 1, 2]),
});
export type CancelFeaturedOutput = v.InferOutput<typeof cancelFeaturedOutputSchema>;
