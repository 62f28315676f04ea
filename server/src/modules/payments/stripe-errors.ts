import { Stripe } from 'stripe';
import type { StripeErrorEntry } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';

/** A Stripe SDK error (StripeCardError, StripeInvalidRequestError, …). */
export const isStripeError = (err: unknown): err is Stripe.errors.StripeError => err instanceof Stripe.errors.StripeError;

/** Failures where Stripe may or may not have acted: the operation stays pending and is retried with the same key. */
export function isUncertain(err: unknown): boolean {
  if (!isStripeError(err)) return true;
  return err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError || err instanceof Stripe.errors.StripeRateLimitError || (err.statusCode ?? 500) >= 500;
}

/** Stripe answered that the object asked for does not exist (404 `resource_missing`): definite, not an outage. */
export const isResourceMissing = (err: unknown): err is Stripe.errors.StripeError => isStripeError(err) && err.code === 'resource_missing';

/** The entry the spec's "Important Notice" modal reads (spec 1 §8). */
export function stripeErrorEntry(type: string, code: string | null, declineCode: string | null, message: string): StripeErrorEntry {
  return { type, code, decline_code: declineCode, message };
}

/** A refusal by Stripe as the 402 answer: Stripe's error first in `data`. */
export function paymentFailed(entry: StripeErrorEntry): AppError {
  return new AppError('payment_failed', { data: [entry] });
}

/**
 * 402 payment_action_required: the bank wants this very payment authenticated (3-D Secure). The
 * client confirms the PaymentIntent with Stripe.js and sends the same request again, which the
 * operation's idempotency key makes the same payment.
 */
export function authenticationRequired(clientSecret: string): AppError {
  return new AppError('payment_action_required', {
    data: [{ ...stripeErrorEntry('card_error', 'authentication_required', null, 'Your bank asks you to confirm this payment.'), payment_intent_client_secret: clientSecret }],
  });
}

/**
 * Turns an SDK error into the project's error model. Card errors and refused requests answer
 * 402 with Stripe's `{type, code, decline_code, message}`; a customer Stripe no longer knows is
 * `invalid_customer_id`, a payment method it no longer knows `invalid_payment_method` (the
 * codes the spec's modal handles); outages answer 503 payment_provider_unavailable.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (!isStripeError(err) || isUncertain(err)) {
    if (!isStripeError(err)) console.error('[payments] unexpected error', err);
    return new AppError('payment_provider_unavailable');
  }
  const type = err.rawType ?? 'api_error';
  const code = err.code ?? null;
  if (code === 'resource_missing' && err.param?.includes('customer')) {
    return paymentFailed(stripeErrorEntry('invalid_request_error', 'invalid_customer_id', null, err.message));
  }
  if (code === 'resource_missing' && err.param?.includes('payment_method')) {
    return paymentFailed(stripeErrorEntry('invalid_request_error', 'invalid_payment_method', null, err.message));
  }
  return paymentFailed(stripeErrorEntry(type, code, err.decline_code ?? null, err.message));
}

/** A PaymentIntent's last error as the 402 entry (when the charge was refused without an exception). */
export function entryOfPaymentError(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): StripeErrorEntry {
  return stripeErrorEntry(error?.type ?? 'card_error', error?.code ?? 'card_declined', error?.decline_code ?? null, error?.message ?? 'Your card was declined.');
}
