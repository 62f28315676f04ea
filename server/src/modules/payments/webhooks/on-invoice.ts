import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import { syncInvoice } from '../stripe-sync.js';

/** invoice.paid and invoice.payment_failed: re-read the invoice and store what it says. */
export async function onInvoice(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const invoice = event.data.object as Stripe.Invoice;
  if (!invoice.id) return false;
  return (await syncInvoice(deps, invoice.id)).changed;
}
