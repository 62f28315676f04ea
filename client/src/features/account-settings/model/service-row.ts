import { PLAN_CATALOGUE, roleOfPlan, type PaidPlan, type Role, type User } from '@crashpad/sync';

/** One row of the My services table (spec 1 §3 "Account service row"), built from the plan. */
export interface ServiceRow {
  plan: PaidPlan;
  /** i18n key of the plan's name. */
  nameKey: string;
  amountCents: number;
  termMonths: number;
  status: 'pending' | 'active' | 'expired';
  /**
   * The expiry label (spec 1 §4: a renew or expired label plus the date). Lister plans renew
   * yearly; the seeker pass ends after six months without renewing (spec 1 §1).
   */
  expiry: { label: 'renews' | 'ends' | 'expired'; at: string } | null;
}

const isPaidPlan = (plan: string | null): plan is PaidPlan => plan !== null && Object.hasOwn(PLAN_CATALOGUE, plan);

export function serviceRowFor(user: Pick<User, 'user_plan' | 'plan_status' | 'expire_at'>, now: number): ServiceRow | null {
  if (!isPaidPlan(user.user_plan)) return null;
  const info = PLAN_CATALOGUE[user.user_plan];
  const expireMs = user.expire_at ? Date.parse(user.expire_at) : Number.NaN;
  const expired = user.plan_status === 'expired' || (Number.isFinite(expireMs) && expireMs <= now);
  const status: ServiceRow['status'] = expired ? 'expired' : user.plan_status === 'active' ? 'active' : 'pending';
  let expiry: ServiceRow['expiry'] = null;
  if (user.expire_at && Number.isFinite(expireMs)) {
    expiry = { label: expired ? 'expired' : info.value === 'seeker' ? 'ends' : 'renews', at: user.expire_at };
  }
  return { plan: info.value, nameKey: `settings.plans.${info.value}`, amountCents: info.priceCents, termMonths: info.termMonths, status, expiry };
}

/** spec 1 §1 account notice by plan: i18n key of the note the user's role reads. */
export function accountNoticeKey(plan: string | null): `settings.notice.${Role}` {
  return `settings.notice.${roleOfPlan(plan)}`;
}
