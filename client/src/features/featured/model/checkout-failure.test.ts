import { describe, expect, it } from 'vitest';
import { paymentFailureText } from './checkout-failure';

const fallback = { code: 'payment_failed', message: 'The payment did not go through.' };

describe('featured checkout failure text (spec 2 §8)', () => {
  it('names a declined card with its decline code', () => {
    const data = [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }];
    expect(paymentFailureText(data, fallback)).toEqual({ key: 'featured.signup.card_declined', params: { code: 'insufficient_funds' } });
  });

  it('names other card errors, a removed card and unknown errors from the data', () => {
    expect(paymentFailureText([{ type: 'card_error', code: 'expired_card', decline_code: null, message: 'x' }], fallback)).toEqual({ key: 'featured.signup.invalid_card', params: { code: 'expired_card' } });
    expect(paymentFailureText([{ type: 'invalid_request_error', code: 'invalid_payment_method', decline_code: null, message: 'x' }], fallback)).toEqual({ key: 'featured.signup.invalid_payment_method' });
    expect(paymentFailureText([], fallback)).toEqual({ key: 'featured.signup.payment_error', params: fallback });
  });
});
