import type Stripe from 'stripe';
import type { Emulator } from '../emulator.js';

/** Ends a subscription now (`customer.subscription.deleted`). */
export function cancelSubscription(em: Emulator, sub: Stripe.Subscription, reason: 'cancellation_requested' | 'payment_failed'): void {
  const customer = typeof sub.customer === 'string' ? sub.customer : null;
  const previous = { status: sub.status };
  const now = em.state.now(customer);
  sub.status = 'canceled';
  sub.canceled_at = sub.canceled_at ?? now;
  sub.ended_at = now;
  sub.cancellation_details = { comment: null, feedback: null, reason } as Stripe.Subscription.CancellationDetails;
  em.emit('customer.subscription.deleted', sub, previous, { customer });
}
