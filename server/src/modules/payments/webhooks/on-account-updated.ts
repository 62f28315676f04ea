import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import { syncConnectAccount } from '../payouts-service.js';

/** account.updated: a lister's Connect account finished onboarding or changed its payout details. */
export async function onAccountUpdated(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const account = event.data.object as Stripe.Account;
  return syncConnectAccount(deps, account.id);
}
