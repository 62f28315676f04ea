import { describe, expect, it } from 'vitest';
import { paymentErrorCase, stripeErrorFallback } from './payment-error';

const fallback = { code: 'payment_failed', message: 'The payment did not go through.' };

describe('payment error modal cases (spec 1 §8)', () => {
  it('reads card_declined with its decline code', () => {
    const data = [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }];
    expect(paymentErrorCase(data, fallback)).toEqual({ kind: 'card_declined', declineCode: 'generic_decline' });
  });

  it('reads another card_error as Invalid Card with the code', () => {
    const data = [{ type: 'card_error', code: 'expired_card', decline_code: null, message: 'Your card has expired.' }];
    expect(paymentErrorCase(data, fallback)).toEqual({ kind: 'invalid_card', code: 'expired_card' });
  });

  it('reads invalid_payment_method and invalid_customer_id (resource_missing)', () => {
    expect(paymentErrorCase([{ type: 'invalid_request_error', code: 'invalid_payment_method', decline_code: null, message: 'x' }], fallback)).toEqual({ kind: 'invalid_payment_method' });
    expect(paymentErrorCase([{ type: 'invalid_customer_id', code: null, decline_code: null, message: 'x' }], fallback)).toEqual({ kind: 'invalid_customer_id' });
    expect(paymentErrorCase([{ type: 'invalid_request_error', code: 'resource_missing', decline_code: null, message: 'x' }], fallback)).toEqual({ kind: 'invalid_customer_id' });
  });

  it('shows anything else as Error with code and message', () => {
    expect(paymentErrorCase([{ type: 'api_error', code: 'rate_limit', decline_code: null, message: 'Too many requests' }], fallback)).toEqual({
      kind: 'other',
      code: 'rate_limit',
      message: 'Too many requests',
    });
  });

  it('falls back to the answer itself when data holds no Stripe error', () => {
    expect(paymentErrorCase([], fallback)).toEqual({ kind: 'other', ...fallback });
    expect(paymentErrorCase(['junk'], fallback)).toEqual({ kind: 'other', ...fallback });
  });

  it('takes a Stripe.js error\u2019s code, else its type, and its message as the fallback', () => {
    expect(stripeErrorFallback({ type: 'card_error', code: 'card_declined', message: 'Declined.' })).toEqual({ code: 'card_declined', message: 'Declined.' });
    expect(stripeErrorFallback({ type: 'api_connection_error' })).toEqual({ code: 'api_connection_error', message: '' });
  });
});
