import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import { syncSubscription } from '../stripe-sync.js';

/** customer.subscription.updated / .deleted: re-read the subscription (renewal, cancellation). */
export async function onSubscriptionUpdated(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const subscription = event.data.object as Stripe.Subscription;
  return (await syncSubscription(deps, subscription.id)).changed;
}
