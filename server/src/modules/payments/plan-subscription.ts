import type { PaymentsDeps } from './payments-deps.js';
import { paymentIntentOfInvoice } from './stripe-sync.js';

/** Refusals of a first payment that a 3-D Secure check by the lister can turn around. */
const AUTHENTICATION_CODES = new Set(['authentication_required', 'payment_intent_authentication_failure']);

/**
 * The client secret for the lister to confirm the first payment of a plan subscription with
 * 3-D Secure, or null when that payment is not waiting for it (paid, or refused otherwise).
 * The subscription was created off-session, so a card authenticated when it was saved is not
 * asked again; a bank that wants this very charge authenticated refused it, and it is confirmed
 * again on-session here — the lister is at the checkout — so the bank can ask.
 */
export async function firstPaymentToAuthenticate(deps: PaymentsDeps, invoiceId: string, paymentMethod: string): Promise<string | null> {
  const invoice = await deps.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const intentId = invoice.status === 'open' ? paymentIntentOfInvoice(invoice) : null;
  if (!intentId) return null;
  let intent = await deps.stripe.paymentIntents.retrieve(intentId);
  if (intent.status === 'requires_payment_method' && AUTHENTICATION_CODES.has(intent.last_payment_error?.code ?? '')) {
    intent = await deps.stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethod });
  }
  return intent.status === 'requires_action' && intent.client_secret ? intent.client_secret : null;
}
