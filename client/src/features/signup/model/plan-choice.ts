import { LISTER_PLANS, type ListerPlan } from '@crashpad/sync';

/** sessionStorage key of the package chosen on /create-account/lister-package. */
export const PLAN_CHOICE_KEY = 'signup_plan';

/**
 * The package choice lives only as long as the tab (spec 1 §2 "stored temporarily"): it is a
 * step of one sign-up, not something to find again days later.
 */
export function savePlanChoice(storage: Storage, plan: ListerPlan): void {
  storage.setItem(PLAN_CHOICE_KEY, plan);
}

/**
 * The chosen lister plan, or null when none (or something that is not a lister plan) is stored.
 * A plain list check, not valibot: the lister sign-up route's guard runs it on the first load.
 */
export function readPlanChoice(storage: Storage): ListerPlan | null {
  const stored = storage.getItem(PLAN_CHOICE_KEY);
  return (LISTER_PLANS as readonly (string | null)[]).includes(stored) ? (stored as ListerPlan) : null;
}

export function clearPlanChoice(storage: Storage): void {
  storage.removeItem(PLAN_CHOICE_KEY);
}
