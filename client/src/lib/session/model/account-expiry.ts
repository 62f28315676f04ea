import type { User } from '@crashpad/sync';

/**
 * spec 1 §4: the account is expired when the current UTC time is later than its expiry — or when
 * the server says the plan has expired (its clock decides; a device clock may be behind).
 */
export function isAccountExpired(user: Pick<User, 'expire_at' | 'plan_status'> | null, now: number): boolean {
  if (user?.plan_status === 'expired') return true;
  if (!user?.expire_at) return false;
  const expiry = Date.parse(user.expire_at);
  return Number.isFinite(expiry) && now > expiry;
}

/**
 * spec 1 §2: the account-expired modal shows on every route except these — the spec's three, and
 * the pages where the renewal itself happens (its Continue leads there; covering them would
 * leave no way to renew).
 */
const EXPIRED_MODAL_EXCLUDED = ['/account-expired', '/contact', '/login', '/change-package', '/update-payment-method'];

export function showsExpiredModalOn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !EXPIRED_MODAL_EXCLUDED.includes(path);
}
