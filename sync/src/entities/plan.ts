import * as v from 'valibot';
import { LISTER_PLANS, PAID_PLANS } from './plan-roles.js';

/** Prices in cents (DECISIONS #10); the plan names are in plan-roles.ts. */
export const listerPlanSchema = v.picklist(LISTER_PLANS);
export const paidPlanSchema = v.picklist(PAID_PLANS);
export type ListerPlan = v.InferOutput<typeof listerPlanSchema>;
export type PaidPlan = v.InferOutput<typeof paidPlanSchema>;

export interface PlanInfo {
  value: PaidPlan;
  /** i18n key of the plan name ("The New Hire", …). */
  nameKey: string;
  priceCents: number;
  termMonths: number;
  /** Maximum listings (null = unlimited). */
  totalLocation: number | null;
  maxTenants: number | null;
}

export const PLAN_CATALOGUE: Record<PaidPlan, PlanInfo> = {
  basic: { value: 'basic', nameKey: 'plans.basic', priceCents: 4900, termMonths: 12, totalLocation: 1, maxTenants: 15 },
  premium: { value: 'premium', nameKey: 'plans.premium', priceCents: 8900, termMonths: 12, totalLocation: 4, maxTenants: 100 },
  pro: { value: 'pro', nameKey: 'plans.pro', priceCents: 14900, termMonths: 12, totalLocation: null, maxTenants: null },
  seeker: { value: 'seeker', nameKey: 'plans.seeker', priceCents: 999, termMonths: 6, totalLocation: 0, maxTenants: 0 },
};

export const FEATURED_PLANS = ['boost_subscription', 'boost_1_week', 'boost_1_month'] as const;
export const featuredPlanSchema = v.picklist(FEATURED_PLANS);

