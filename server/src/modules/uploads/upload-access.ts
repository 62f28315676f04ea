import { roleOfPlan } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { assertAccountCurrent } from '../listings/listing-limits.js';

/**
 * Listing files are uploaded only by listers whose account is active and not expired (spec 2
 * §6: the wizard is for listers); everyone else is refused before a byte is read.
 */
export function assertCanUploadListingFiles(auth: AuthState, now: number): void {
  if (roleOfPlan(auth.user.user_plan) !== 'lister') throw new AppError('forbidden');
  assertAccountCurrent(auth.user, now);
}
