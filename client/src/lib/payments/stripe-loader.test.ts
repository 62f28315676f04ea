import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { createStripeLoader } from './stripe-loader';

const fakeStripe = { elements: () => ({}) } as unknown as Stripe;

describe('createStripeLoader', () => {
  it('loads Stripe.js once per publishable key', async () => {
    const load = vi.fn(async () => fakeStripe);
    const loadFor = createStripeLoader(load, () => true);
    expect(await loadFor('pk_test_1')).toEqual({ status: 'ready', stripe: fakeStripe });
    expect(await loadFor('pk_test_1')).toEqual({ status: 'ready', stripe: fakeStripe });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says "unconfigured" without a key and never loads the script', async () => {
    const load = vi.fn(async () => fakeStripe);
    expect(await createStripeLoader(load)(null)).toEqual({ status: 'unavailable', reason: 'unconfigured' });
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a blocked script as failed (online) or offline, and tries again on the next call', async () => {
    let online = true;
    const load = vi.fn<(key: string) => Promise<Stripe | null>>().mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(null).mockResolvedValue(fakeStripe);
    const loadFor = createStripeLoader(load, () => online);
    expect(await loadFor('pk_test_1')).toEqual({ status: 'unavailable', reason: 'failed' });
    online = false;
    expect(await loadFor('pk_test_1')).toEqual({ status: 'unavailable', reason: 'offline' });
    online = true;
    expect(await loadFor('pk_test_1')).toEqual({ status: 'ready', stripe: fakeStripe });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
