import type { ListerPlan } from '@crashpad/sync';

/** The account types of the sign-up screens (sync's ACCOUNT_TYPES). */
export type AccountType = 'lister' | 'seeker' | 'tenant';

/** The details page of each account type (spec 1 §2: /create-account/{type} and join-crashpad). */
export const DETAILS_PATH = {
  lister: '/create-account/list-crashpad',
  seeker: '/create-account/need-crashpad',
  tenant: '/create-account/join-crashpad',
} as const satisfies Record<AccountType, string>;

/**
 * Where a new account goes after the notice step (spec 1 §2): paid accounts to the payment step,
 * a free tenant straight to its rentals.
 */
export function destinationAfterSignup(type: AccountType): '/processing/payment' | '/my-crashpad' {
  return type === 'tenant' ? '/my-crashpad' : '/processing/payment';
}

/** The plan a new account asks for: the chosen lister plan, the seeker pass, or none (free tenant). */
export function planForAccount(type: AccountType, listerPlan: ListerPlan | null): ListerPlan | 'seeker' | null {
  if (type === 'seeker') return 'seeker';
  if (type === 'lister') return listerPlan;
  return null;
}
