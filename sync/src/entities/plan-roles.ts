// Plan names and roles without valibot (not in plan.ts with the plan schemas): the client's first
// load reads the role of the signed-in user and the chosen sign-up package with them, and should
// not carry the schema library (issue 11: initial JS of `/`).

/** Yearly lister plans and the seeker pass (spec 1 §3 "Plans"). */
export const LISTER_PLANS = ['basic', 'premium', 'pro'] as const;
export const PAID_PLANS = [...LISTER_PLANS, 'seeker'] as const;

export type Role = 'lister' | 'seeker' | 'tenant';
/** spec 1 §4: roles derive from user_plan; no plan or an unknown one means free tenant. */
export function roleOfPlan(plan: string | null | undefined): Role {
  if (plan === 'seeker') return 'seeker';
  if (plan === 'basic' || plan === 'premium' || plan === 'pro') return 'lister';
  return 'tenant';
}
