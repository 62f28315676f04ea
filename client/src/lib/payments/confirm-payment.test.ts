import type { PaymentIntentResult } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../api-client/api-error';
import { actionSecret, sendConfirmingPayment } from './confirm-payment';

const askAuthentication = () =>
  new ApiError(402, { code: 'payment_action_required', message: 'x', data: [{ type: 'card_error', code: 'authentication_required', decline_code: null, message: 'x', payment_intent_client_secret: 'pi_1_secret_2' }] });
const confirmer = (result: Partial<PaymentIntentResult>) => ({ confirmCardPayment: vi.fn(async () => result as PaymentIntentResult) });

describe('payments the bank wants authenticated (3-D Secure)', () => {
  it('finds the PaymentIntent secret only in a 402 payment_action_required', () => {
    expect(actionSecret(askAuthentication())).toBe('pi_1_secret_2');
    expect(actionSecret(new ApiError(402, { code: 'payment_failed', message: 'x', data: askAuthentication().data }))).toBeNull();
    expect(actionSecret(new ApiError(402, { code: 'payment_action_required', message: 'x', data: ['junk'] }))).toBeNull();
  });

  it('answers a payment that needs nothing more without loading Stripe.js', async () => {
    const stripe = vi.fn();
    expect(await sendConfirmingPayment(async () => 'ok', stripe)).toEqual({ paid: 'ok' });
    expect(stripe).not.toHaveBeenCalled();
  });

  it('confirms the PaymentIntent in Stripe.js, then sends the same call once more', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValueOnce(askAuthentication()).mockResolvedValueOnce('paid');
    const stripe = confirmer({ paymentIntent: { status: 'succeeded' } as PaymentIntentResult['paymentIntent'] });
    expect(await sendConfirmingPayment(send, async () => stripe)).toEqual({ paid: 'paid' });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('answers Stripe.js’s refusal and does not send again when the check failed', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(askAuthentication());
    const error = { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' };
    expect(await sendConfirmingPayment(send, async () => confirmer({ error } as Partial<PaymentIntentResult>))).toEqual({ refused: error });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('throws every other failure as it is, and Stripe.js failing to load too', async () => {
    const offline = new OfflineError();
    await expect(sendConfirmingPayment(() => Promise.reject(offline), vi.fn())).rejects.toBe(offline);
    const blocked = new Error('Stripe.js not available');
    await expect(sendConfirmingPayment(() => Promise.reject(askAuthentication()), () => Promise.reject(blocked))).rejects.toBe(blocked);
  });
});
