import * as v from 'valibot';

/**
 * The Stripe error the server passes on as the first entry of a 402's `data` (issue contract:
 * `type`, `code`, `decline_code`, `message`).
 */
const stripeErrorSchema = v.object({
  type: v.optional(v.nullable(v.string())),
  code: v.optional(v.nullable(v.string())),
  decline_code: v.optional(v.nullable(v.string())),
  message: v.optional(v.nullable(v.string())),
});

/** The cases of the payment error modal "Important Notice" (spec 1 §8). */
export type PaymentErrorCase =
  | { kind: 'invalid_payment_method' }
  | { kind: 'invalid_customer_id' }
  | { kind: 'card_declined'; declineCode: string }
  | { kind: 'invalid_card'; code: string }
  | { kind: 'other'; code: string; message: string };

const is = (value: string | null | undefined, name: string) => value === name;

/**
 * spec 1 §8: invalid_payment_method (the card was removed; it is marked invalid),
 * invalid_customer_id (resource_missing: a new customer was made, try again), a card_error —
 * card_declined with its decline code, else Invalid Card with the code — and anything else as
 * Error with code and message. `fallbackMessage` is the error's own text when data is empty.
 */
export function paymentErrorCase(data: readonly unknown[] | undefined, fallback: { code: string; message: string }): PaymentErrorCase {
  const parsed = v.safeParse(stripeErrorSchema, data?.[0]);
  if (!parsed.success) return { kind: 'other', code: fallback.code, message: fallback.message };
  const { type, code, decline_code: declineCode, message } = parsed.output;
  if (is(type, 'invalid_payment_method') || is(code, 'invalid_payment_method')) return { kind: 'invalid_payment_method' };
  if (is(type, 'invalid_customer_id') || is(code, 'invalid_customer_id') || is(code, 'resource_missing')) return { kind: 'invalid_customer_id' };
  if (is(type, 'card_error') || is(type, 'StripeCardError')) {
    if (is(code, 'card_declined')) return { kind: 'card_declined', declineCode: declineCode || code || '' };
    return { kind: 'invalid_card', code: code || declineCode || '' };
  }
  return { kind: 'other', code: code || type || fallback.code, message: message || fallback.message };
}

/** The fallback of an error Stripe.js answered itself (no 402 body): its code, else its type, and its message. */
export function stripeErrorFallback(error: { type: string; code?: string; message?: string }): { code: string; message: string } {
  return { code: error.code ?? error.type, message: error.message ?? '' };
}
