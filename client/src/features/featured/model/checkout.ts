import type { FeaturedPlanOffer, FeatureStateName } from '@crashpad/sync';

/** Spec 2 §9: after a successful checkout the page moves to /my-crashpads after 7.5 s. */
export const FEATURED_SUCCESS_REDIRECT_MS = 7500;

/** The plan offered first: the ongoing subscription (spec 2 §2 "subscription checkout"). */
export function defaultPlan(plans: readonly FeaturedPlanOffer[]): FeaturedPlanOffer['plan'] | null {
  return plans.find((p) => p.recurring)?.plan ?? plans[0]?.plan ?? null;
}

/** A listing that is already Featured or Boosted cannot be bought again (spec 2 §2). */
export function canBuy(feature: FeatureStateName): boolean {
  return feature === 'none';
}
