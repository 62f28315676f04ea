import { describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import { onPaymentIntent } from './on-payment-intent.js';

/** The PaymentIntent as Stripe answers a re-read, and the event's copy of it, which may be older. */
function intent(metadata: Record<string, string>): Stripe.PaymentIntent {
  return { id: 'pi_123', object: 'payment_intent', status: 'succeeded', metadata, amount: 1000, created: 1_800_000_000 } as unknown as Stripe.PaymentIntent;
}

function fakeDeps(current: Stripe.PaymentIntent) {
  const rentals = vi.fn<(intent: Stripe.PaymentIntent) => Promise<boolean>>(async () => true);
  const retrieve = vi.fn<(id: string) => Promise<Stripe.PaymentIntent>>(async () => current);
  const deps = { stripe: { paymentIntents: { retrieve } }, intentAreas: new Map([['rentals', rentals]]) } as unknown as PaymentsDeps;
  return { deps, rentals, retrieve };
}

const event = (copy: Stripe.PaymentIntent) => ({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: copy } }) as unknown as Stripe.Event;

describe('onPaymentIntent', () => {
  it("routes on the re-read intent's area, not on the event's copy", async () => {
    const current = intent({ crashpad_area: 'rentals', crashpad_payment_request: 'pr_1' });
    const { deps, rentals, retrieve } = fakeDeps(current);
    expect(await onPaymentIntent(deps, event(intent({})))).toBe(true);
    expect(retrieve).toHaveBeenCalledWith('pi_123');
    expect(rentals).toHaveBeenCalledWith(current);
  });

  it("does not hand an intent to an area that only the event's copy names", async () => {
    const { deps, rentals } = fakeDeps(intent({}));
    // No crashpad_user either: the payments module's own sync has nothing to book.
    expect(await onPaymentIntent(deps, event(intent({ crashpad_area: 'rentals' })))).toBe(false);
    expect(rentals).not.toHaveBeenCalled();
  });
});
