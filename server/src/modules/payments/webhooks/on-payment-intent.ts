import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import { applyPaymentIntent } from '../stripe-sync.js';

/**
 * payment_intent.succeeded / .payment_failed: re-read the PaymentIntent and route on what Stripe
 * says now, not on the event's copy. One of another module's (metadata `crashpad_area`, e.g.
 * rentals) goes to that module's handler; the rest are the seeker pass and boosts.
 */
export async function onPaymentIntent(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const intent = await deps.stripe.paymentIntents.retrieve((event.data.object as Stripe.PaymentIntent).id);
  const area = intent.metadata?.crashpad_area;
  const handler = area ? deps.intentAreas.get(area) : undefined;
  return handler ? handler(intent) : applyPaymentIntent(deps, intent);
}
