import { roleOfPlan, type User } from '@crashpad/sync';

/** Pages where paying is already under way or not possible: the fee modal stays away from them. */
const EXCLUDED = ['/', '/login', '/contact', '/account-expired', '/processing/payment', '/change-package', '/update-payment-method', '/upgrade-account', '/notice-of-understanding'];

/**
 * spec 1 §2 "Annual listing fee due": a lister whose yearly fee is unpaid — the plan waits for
 * payment or the account was made inactive (card removed, renewal refused) — but not expired
 * (the account-expired modal speaks then).
 */
export function annualFeeDue(user: Pick<User, 'user_plan' | 'plan_status' | 'status'> | null, expired: boolean): boolean {
  if (!user || expired || roleOfPlan(user.user_plan) !== 'lister') return false;
  return user.plan_status === 'pending' || user.status === 'PENDING_PAYMENT' || user.status === 'INACTIVE';
}

export function annualFeeModalAllowedOn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !EXCLUDED.includes(path) && !path.startsWith('/create-account') && !path.startsWith('/account-setting');
}

/** Where Renew goes: a plan never paid goes to the sign-up payment, a lapsed one to renewal. */
export function renewPath(user: Pick<User, 'expire_at'>): '/processing/payment' | '/change-package' {
  return user.expire_at ? '/change-package' : '/processing/payment';
}
