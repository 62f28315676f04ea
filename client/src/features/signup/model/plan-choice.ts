import { listerPlanSchema, type ListerPlan } from '@crashpad/sync';
import * as v from 'valibot';

/** sessionStorage key of the package chosen on /create-account/lister-package. */
export const PLAN_CHOICE_KEY = 'signup_plan';

/**
 * The package choice lives only as long as the tab (spec 1 §2 "stored temporarily"): it is a
 * step of one sign-up, not something to find again days later.
 */
export function savePlanChoice(storage: Storage, plan: ListerPlan): void {
  storage.setItem(PLAN_CHOICE_KEY, plan);
}

/** The chosen lister plan, or null when none (or something that is not a lister plan) is stored. */
export function readPlanChoice(storage: Storage): ListerPlan | null {
  const parsed = v.safeParse(listerPlanSchema, storage.getItem(PLAN_CHOICE_KEY));
  return parsed.success ? parsed.output : null;
}

export function clearPlanChoice(storage: Storage): void {
  storage.removeItem(PLAN_CHOICE_KEY);
}
