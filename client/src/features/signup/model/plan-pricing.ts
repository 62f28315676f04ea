import type { PlanInfo } from '@crashpad/sync';

/**
 * "Under 14 cents a day" (spec 1 §2) for the $49 plan: the yearly price spread over 365 days,
 * the next whole cent above it, so "under" stays true whatever the catalogue says.
 */
export function dailyCentsCeiling(plan: Pick<PlanInfo, 'priceCents' | 'termMonths'>): number {
  const days = Math.round((plan.termMonths / 12) * 365);
  return Math.floor(plan.priceCents / days) + 1;
}
