import type { AuthState } from '../../http/auth.js';
import { AppError } from '../../http/app-error.js';
import { isCommonPassword } from '../../platform/passwords/common-passwords.js';

/** DECISIONS #8: a switched (admin) session cannot touch credentials or close the account. */
export function forbidSwitched(auth: AuthState): void {
  if (auth.actorId) throw new AppError('switched_session');
}

/** DECISIONS #2: the most common passwords are refused on sign-up, reset and change. */
export function assertNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new AppError('common_password', { fields: { [field]: 'errors.common_password' } });
}
