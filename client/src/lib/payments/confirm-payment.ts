import type { PaymentIntentResult, StripeError } from '@stripe/stripe-js';
import { ApiError } from '../api-client/api-error';

/** What a payment call needs from Stripe.js to let the bank authenticate a payment. */
export interface PaymentConfirmer {
  confirmCardPayment(clientSecret: string): Promise<PaymentIntentResult>;
}

/** The client secret of a PaymentIntent that needs 3-D Secure (402 payment_action_required). */
export function actionSecret(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status !== 402 || err.code !== 'payment_action_required') return null;
  const entry = err.data[0];
  if (typeof entry !== 'object' || entry === null) return null;
  const secret = (entry as { payment_intent_client_secret?: unknown }).payment_intent_client_secret;
  return typeof secret === 'string' ? secret : null;
}

/**
 * Sends a payment call (a plan, a featured listing, a boost). When the bank wants this very
 * payment authenticated (402 payment_action_required), Stripe.js runs its 3-D Secure check and the
 * same call is sent once more: the server's idempotency key makes it the same payment, which it
 * now finds paid. `refused` is Stripe.js's answer when the check failed or the card was declined
 * then; every other failure is thrown as it is. Stripe.js is asked for only when needed, so a
 * screen without a card form loads it only for a payment that needs it.
 */
export async function sendConfirmingPayment<T>(send: () => Promise<T>, stripe: () => Promise<PaymentConfirmer>): Promise<{ paid: T } | { refused: StripeError }> {
  try {
    return { paid: await send() };
  } catch (err) {
    const secret = actionSecret(err);
    if (!secret) throw err;
    const confirmed = await (await stripe()).confirmCardPayment(secret);
    if (confirmed.error) return { refused: confirmed.error };
    return { paid: await send() };
  }
}
