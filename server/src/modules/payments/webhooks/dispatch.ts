import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import { isResourceMissing } from '../stripe-errors.js';
import { onAccountUpdated } from './on-account-updated.js';
import { onChargeRefunded, onRefundUpdated } from './on-charge-refunded.js';
import { onInvoice } from './on-invoice.js';
import { onPaymentIntent } from './on-payment-intent.js';
import { onPaymentMethod } from './on-payment-method.js';
import { onSubscriptionUpdated } from './on-subscription-updated.js';

type Handler = (deps: PaymentsDeps, event: Stripe.Event) => Promise<boolean>;

/** One small handler per event type; every handler re-reads its object from Stripe. */
export const WEBHOOK_HANDLERS: Partial<Record<Stripe.Event.Type, Handler>> = {
  'invoice.paid': onInvoice,
  'invoice.payment_failed': onInvoice,
  'customer.subscription.updated': onSubscriptionUpdated,
  'customer.subscription.deleted': onSubscriptionUpdated,
  'payment_intent.succeeded': onPaymentIntent,
  'payment_intent.payment_failed': onPaymentIntent,
  'setup_intent.succeeded': onPaymentMethod,
  'payment_method.updated': onPaymentMethod,
  'payment_method.automatically_updated': onPaymentMethod,
  'payment_method.detached': onPaymentMethod,
  'account.updated': onAccountUpdated,
  'charge.refunded': onChargeRefunded,
  'charge.refund.updated': onRefundUpdated,
};

/**
 * Processes a verified event once: the event id is claimed in the store (unique), the handler
 * stores its state, then the event is marked done. A failure gives the claim back and rethrows,
 * so the endpoint answers 500 and Stripe delivers again; except when Stripe does not know the
 * object the event names (another account's or mode's): there is nothing to converge to, and
 * another delivery would not change that, so the event is ignored and nothing is recorded.
 */
export async function processEvent(deps: PaymentsDeps, event: Stripe.Event, events: import('../webhook-events-repo.js').WebhookEventsRepo): Promise<'processed' | 'duplicate' | 'ignored' | 'busy'> {
  const handler = WEBHOOK_HANDLERS[event.type];
  if (!handler) return 'ignored';
  const claim = await events.claim(event.id, event.type, Date.now());
  if (claim === 'done') return 'duplicate';
  if (claim === 'busy') return 'busy';
  try {
    await handler(deps, event);
  } catch (err) {
    await events.release(event.id);
    if (isResourceMissing(err)) return 'ignored';
    throw err;
  }
  await events.done(event.id, Date.now());
  return 'processed';
}
