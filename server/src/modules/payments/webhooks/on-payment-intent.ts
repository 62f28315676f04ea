import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import { syncPaymentIntent } from '../stripe-sync.js';

/**
 * payment_intent.succeeded / .payment_failed: re-read the PaymentIntent. One of another module's
 * (metadata `crashpad_area`, e.g. rentals) goes to that module's handler; the rest are the
 * seeker pass and boosts.
 */
export async function onPaymentIntent(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const intent = event.data.object as Stripe.PaymentIntent;
  const area = intent.metadata?.crashpad_area;
  const handler = area ? deps.intentAreas.get(area) : undefined;
  if (handler) return handler(await deps.stripe.paymentIntents.retrieve(intent.id));
  return (await syncPaymentIntent(deps, intent.id)).changed;
}
