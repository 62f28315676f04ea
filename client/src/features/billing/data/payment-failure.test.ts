import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../../../lib/api-client/api-error';
import { toPaymentFailure } from './payment-failure';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('how a failed payment call is shown (spec 1 §8)', () => {
  it('opens the Important Notice modal for a 402 with the Stripe error of data[0]', () => {
    const err = new ApiError(402, { code: 'payment_failed', message: 'x', data: [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'y' }] });
    expect(toPaymentFailure(err, t)).toEqual({ show: 'modal', error: { kind: 'card_declined', declineCode: 'insufficient_funds' } });
  });

  it("shows the server's message for other answers, the connection notice offline, else the generic text", () => {
    expect(toPaymentFailure(new ApiError(408, { code: 'card_needed', message: 'Please add a card.' }), t)).toEqual({ show: 'message', message: 'Please add a card.', offline: false, status: 408 });
    expect(toPaymentFailure(new OfflineError(), t)).toEqual({ show: 'message', message: 't:billing.connection.offline', offline: true, status: null });
    expect(toPaymentFailure(new ApiError(502, { code: 'internal_error', message: 'HTTP 502' }), t)).toMatchObject({ show: 'message', message: 't:billing.generic_error' });
  });
});
