import { LISTER_PLANS, PAID_PLANS, PLAN_CATALOGUE, paidPlanSchema, roleOfPlan, type PaidPlan } from '@crashpad/sync';
import * as v from 'valibot';

/** The user's plan when it is one of the catalogue's, else null (spec 1 §4: only valid plans). */
export function knownPlan(plan: string | null | undefined): PaidPlan | null {
  const parsed = v.safeParse(paidPlanSchema, plan);
  return parsed.success ? parsed.output : null;
}

/** The plans a role may pay for: listers choose among the three yearly plans, a seeker renews the pass. */
export function plansForRole(plan: string | null): readonly PaidPlan[] {
  const role = roleOfPlan(plan);
  if (role === 'lister') return LISTER_PLANS;
  if (role === 'seeker') return ['seeker'];
  return PAID_PLANS;
}

/** /upgrade-account: the lister plans dearer than the current one (none when already on pro). */
export function upgradePlans(plan: string | null): readonly PaidPlan[] {
  const current = knownPlan(plan);
  const floor = current && roleOfPlan(current) === 'lister' ? PLAN_CATALOGUE[current].priceCents : 0;
  return LISTER_PLANS.filter((p) => PLAN_CATALOGUE[p].priceCents > floor);
}

/** /change-package is titled Renew Account when the plan ran out, else Change Package (spec 1 §2). */
export function changePackageTitleKey(expired: boolean): 'billing.change.title_renew' | 'billing.change.title_change' {
  return expired ? 'billing.change.title_renew' : 'billing.change.title_change';
}
