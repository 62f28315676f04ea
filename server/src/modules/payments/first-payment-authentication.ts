import type Stripe from 'stripe';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import type { ProductKey } from './price-catalogue.js';
import { authenticationRequired } from './stripe-errors.js';
import { idOf, paymentIntentOfInvoice, refusedSubscription } from './stripe-sync.js';

/** Refusals of a first payment that a 3-D Secure check by the lister can turn around. */
const AUTHENTICATION_CODES = new Set(['authentication_required', 'payment_intent_authentication_failure']);

/** The checkout operation a subscription is created for (its id is the idempotency key). */
export interface SubscriptionCheckout {
  op: { id: string; userId: string; product: ProductKey; listingId?: string };
  customer: string;
  price: string;
  paymentMethod: string;
  metadata: Record<string, string>;
}

/**
 * Creates the subscription of a checkout (a lister's plan or a featured listing) and returns it
 * active, with its paid first invoice. It is created off-session, so a card authenticated when it
 * was saved is not asked again. A first payment the bank wants authenticated answers 402
 * payment_action_required (the operation stays pending; the lister confirms it with Stripe.js and
 * sends the checkout again, which replays this creation and finds it paid); any other refusal
 * cancels the incomplete subscription and answers 402 with Stripe's error.
 */
export async function createCheckoutSubscription(deps: PaymentsDeps, checkout: SubscriptionCheckout): Promise<{ subscription: Stripe.Subscription; invoiceId: string }> {
  const { op } = checkout;
  const created = await deps.stripe.subscriptions.create(
    {
      customer: checkout.customer,
      items: [{ price: checkout.price }],
      default_payment_method: checkout.paymentMethod,
      payment_behavior: 'allow_incomplete',
      off_session: true,
      metadata: checkout.metadata,
    },
    { idempotencyKey: op.id },
  );
  await deps.operations.setStripeId(op.id, created.id, isoNow(deps));
  // The same key replays the first answer (the lister is back from 3-D Secure): read it as it is now.
  let subscription = created.status === 'active' ? created : await deps.stripe.subscriptions.retrieve(created.id);
  if (subscription.status === 'incomplete') {
    const invoiceId = idOf(subscription.latest_invoice);
    const secret = invoiceId ? await firstPaymentToAuthenticate(deps, invoiceId, checkout.paymentMethod) : null;
    if (secret) throw authenticationRequired(secret);
    subscription = await deps.stripe.subscriptions.retrieve(created.id);
  }
  const invoiceId = idOf(subscription.latest_invoice);
  if (subscription.status !== 'active' || !invoiceId) {
    // Not paid: nothing may stay behind that could charge later.
    await deps.operations.finish(op.id, 'failed', subscription.id, isoNow(deps));
    return refusedSubscription(deps, subscription, op);
  }
  return { subscription, invoiceId };
}

/**
 * The client secret for the lister to confirm a subscription's first payment with 3-D Secure, or
 * null when that payment is not waiting for it (paid, or refused otherwise). The bank refused it
 * off-session; it is confirmed again on-session here — the lister is at the checkout — so the
 * bank can ask for its check.
 */
async function firstPaymentToAuthenticate(deps: PaymentsDeps, invoiceId: string, paymentMethod: string): Promise<string | null> {
  const invoice = await deps.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const intentId = invoice.status === 'open' ? paymentIntentOfInvoice(invoice) : null;
  if (!intentId) return null;
  let intent = await deps.stripe.paymentIntents.retrieve(intentId);
  if (intent.status === 'requires_payment_method' && AUTHENTICATION_CODES.has(intent.last_payment_error?.code ?? '')) {
    intent = await deps.stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethod });
  }
  return intent.status === 'requires_action' && intent.client_secret ? intent.client_secret : null;
}
