import { paymentErrorCase } from '../../../lib/payments/payment-error';

/** What the featured checkout says when the payment failed (spec 2 §8: built from the server's data). */
export interface CheckoutFailureText {
  key: string;
  params?: Record<string, string>;
}

/**
 * A 402 names Stripe's error in `data[0]`: Card Declined with its decline code, Invalid Card with
 * the code, a removed card or customer, or the code and message of anything else.
 */
export function paymentFailureText(data: readonly unknown[], fallback: { code: string; message: string }): CheckoutFailureText {
  const error = paymentErrorCase(data, fallback);
  switch (error.kind) {
    case 'card_declined':
      return { key: 'featured.signup.card_declined', params: { code: error.declineCode } };
    case 'invalid_card':
      return { key: 'featured.signup.invalid_card', params: { code: error.code } };
    case 'invalid_payment_method':
      return { key: 'featured.signup.invalid_payment_method' };
    case 'invalid_customer_id':
      return { key: 'featured.signup.invalid_customer_id' };
    case 'other':
      return { key: 'featured.signup.payment_error', params: { code: error.code, message: error.message } };
  }
}
