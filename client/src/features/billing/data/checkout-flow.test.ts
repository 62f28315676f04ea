import type { PaidPlan, SubscriptionOutput } from '@crashpad/sync';
import type { StripeCardNumberElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import { testUser } from '../../../test-support/fixtures';
import { runCheckout, type CheckoutCalls, type StripeConfirm } from './checkout-flow';

const card = { elementType: 'cardNumber' } as unknown as StripeCardNumberElement;
const values = { first_name: ' Ana\u200B', last_name: 'Lima ', address_zip: ' 80202 ', country: 'US' };
const paidUser = testUser({ user_plan: 'premium', status: 'ACTIVE', plan_status: 'active' });
const session: SubscriptionOutput = {
  token: 'tok_new_0123456789',
  user: paidUser,
  has_auto_payment: false,
  session_expires_at: Date.now() + 1000,
  payment: { user_plan: 'premium', amount_cents: 8900, currency: 'usd', charged: true, expire_at: '2027-11-24T00:00:00.000Z' },
};

function setup(overrides: Partial<CheckoutCalls> = {}, stripeOver: Partial<StripeConfirm> = {}) {
  const log: string[] = [];
  const calls: CheckoutCalls = {
    setupIntent: vi.fn(async () => {
      log.push('setup-intent');
      return { client_secret: 'seti_1_secret_x', setup_intent_id: 'seti_1', customer_id: 'cus_1' };
    }),
    savePaymentMethod: vi.fn(async (pm: string, seti: string | null) => {
      log.push(`save:${pm}:${seti}`);
      return { user: testUser({ payment_method: pm }), card: { id: pm, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, status: 'Active' as const, expiring_soon: false } };
    }),
    subscribe: vi.fn(async (plan: PaidPlan, renewal: boolean) => {
      log.push(`subscribe:${plan}:${renewal ? 'renew' : 'new'}`);
      return session;
    }),
    ...overrides,
  };
  const stripe: StripeConfirm = {
    confirmCardSetup: vi.fn(async (secret: string) => {
      log.push(`confirm-setup:${secret}`);
      return { setupIntent: { id: 'seti_1', payment_method: 'pm_new' } } as never;
    }),
    confirmCardPayment: vi.fn(async (secret: string) => {
      log.push(`confirm-payment:${secret}`);
      return { paymentIntent: { id: 'pi_1', status: 'succeeded' } } as never;
    }),
    ...stripeOver,
  };
  return { calls, stripe, log };
}

describe('runCheckout (spec 1 §4 checkout flow)', () => {
  it('confirms a new card, saves it, then charges the plan of a new account', async () => {
    const { calls, stripe, log } = setup();
    const saved = vi.fn();
    const outcome = await runCheckout(calls, { mode: 'signup', stripe, card, values, plan: 'premium' }, saved);
    expect(log).toEqual(['setup-intent', 'confirm-setup:seti_1_secret_x', 'save:pm_new:seti_1', 'subscribe:premium:new']);
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', {
      payment_method: { card, billing_details: { name: 'Ana Lima', address: { postal_code: '80202', country: 'US' } } },
    });
    expect(saved).toHaveBeenCalledOnce();
    expect(outcome).toMatchObject({ kind: 'paid', session: { token: 'tok_new_0123456789' } });
  });

  it('charges the card on file without touching Stripe.js, as a renewal outside sign-up', async () => {
    const { calls, stripe, log } = setup();
    const outcome = await runCheckout(calls, { mode: 'renewal', stripe, card: null, values, plan: 'seeker' }, vi.fn());
    expect(log).toEqual(['subscribe:seeker:renew']);
    expect(outcome.kind).toBe('paid');
  });

  it('stops at a card Stripe.js refuses: the decline code for the modal, nothing saved or charged', async () => {
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    const { calls, stripe, log } = setup({}, { confirmCardSetup: vi.fn(async () => ({ error: declined }) as never) });
    const outcome = await runCheckout(calls, { mode: 'signup', stripe, card, values, plan: 'basic' }, vi.fn());
    expect(outcome).toEqual({ kind: 'card_refused', error: { kind: 'card_declined', declineCode: 'generic_decline' } });
    expect(log).toEqual(['setup-intent']);
    expect(calls.savePaymentMethod).not.toHaveBeenCalled();
    expect(calls.subscribe).not.toHaveBeenCalled();
  });

  it('authenticates a charge the bank asks about, then sends the same checkout again', async () => {
    let attempts = 0;
    const { calls, stripe, log } = setup({
      subscribe: vi.fn(async () => {
        attempts += 1;
        log.push(`subscribe#${attempts}`);
        if (attempts === 1) {
          throw new ApiError(402, { code: 'payment_action_required', message: 'confirm', data: [{ type: 'card_error', code: 'authentication_required', decline_code: null, message: 'x', payment_intent_client_secret: 'pi_1_secret_y' }] });
        }
        return session;
      }),
    });
    const outcome = await runCheckout(calls, { mode: 'signup', stripe, card: null, values, plan: 'premium' }, vi.fn());
    expect(log).toEqual(['subscribe#1', 'confirm-payment:pi_1_secret_y', 'subscribe#2']);
    expect(outcome.kind).toBe('paid');
  });

  it('passes other server failures (a 402 decline at charge) to the caller as they are', async () => {
    const declined = new ApiError(402, { code: 'payment_failed', message: 'declined', data: [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'x' }] });
    const { calls, stripe } = setup({ subscribe: vi.fn(async () => Promise.reject(declined)) });
    await expect(runCheckout(calls, { mode: 'signup', stripe, card: null, values, plan: 'basic' }, vi.fn())).rejects.toBe(declined);
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('only saves the card when setting up a payment method', async () => {
    const { calls, stripe, log } = setup();
    const outcome = await runCheckout(calls, { mode: 'method', stripe, card, values, plan: 'basic' }, vi.fn());
    expect(log).toEqual(['setup-intent', 'confirm-setup:seti_1_secret_x', 'save:pm_new:seti_1']);
    expect(outcome).toMatchObject({ kind: 'card_saved', user: { payment_method: 'pm_new' } });
  });
});
