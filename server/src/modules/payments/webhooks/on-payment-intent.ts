import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import { syncPaymentIntent } from '../stripe-sync.js';

/** payment_intent.succeeded / .payment_failed: re-read the PaymentIntent (seeker pass, boosts). */
export async function onPaymentIntent(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const intent = event.data.object as Stripe.PaymentIntent;
  return (await syncPaymentIntent(deps, intent.id)).changed;
}
