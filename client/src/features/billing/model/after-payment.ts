import { roleOfPlan } from '@crashpad/sync';

/**
 * Why the payment screen ran: the first payment of a new account, a renewal or plan change, or
 * only setting up a card (spec 1 §2 "After payment success").
 */
export type PaymentMode = 'signup' | 'renewal' | 'method';

/** spec 1 §2, §9: 2.5 s after a payment (sign-up and renewal), 4 s after setting up a card only. */
export const REDIRECT_AFTER_PAYMENT_MS = 2500;
export const REDIRECT_AFTER_METHOD_MS = 4000;

export const redirectDelay = (mode: PaymentMode): number => (mode === 'method' ? REDIRECT_AFTER_METHOD_MS : REDIRECT_AFTER_PAYMENT_MS);

/** The stored flag that sends the user back to /upgrade-account once a card is set up (spec 1 §2). */
export const UPGRADE_AFTER_METHOD_KEY = 'update_payment_method_action';

export interface AfterPaymentInput {
  mode: PaymentMode;
  /** The plan after the payment (from the server's answer). */
  userPlan: string | null;
  /** The account is ACTIVE with an active plan: nothing is left to set up. */
  setupComplete: boolean;
  /** The stored update-payment-method action flag was set. */
  upgradeFlag: boolean;
}

/**
 * spec 1 §2: where the user goes after a successful payment. The upgrade flag wins; a card set up
 * for an account that is already complete goes to messages; otherwise by role — lister to
 * /my-crashpads, seeker to /airports, a free tenant (or a renewal without a plan) to /my-crashpad.
 */
export function destinationAfterPayment({ mode, userPlan, setupComplete, upgradeFlag }: AfterPaymentInput): string {
  if (upgradeFlag) return '/upgrade-account';
  if (mode === 'method' && setupComplete) return '/messages';
  const role = roleOfPlan(userPlan);
  if (role === 'lister') return '/my-crashpads';
  if (role === 'seeker') return '/airports';
  return '/my-crashpad';
}
