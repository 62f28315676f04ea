import type { Stripe } from '@stripe/stripe-js';

/** The outcome of loading Stripe.js for a payment screen. */
export type StripeLoad =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  /** offline: the device has no connection; failed: the script was blocked or did not answer; unconfigured: no publishable key. */
  | { status: 'unavailable'; reason: 'offline' | 'failed' | 'unconfigured' };

export type LoadStripeFn = (publishableKey: string) => Promise<Stripe | null>;

/**
 * Loads Stripe.js once per publishable key and page. A failed load is forgotten so Retry really
 * tries again (the real `loadStripe` also clears its own cache after a failure).
 */
export function createStripeLoader(load: LoadStripeFn, isOnline: () => boolean = () => navigator.onLine) {
  const cache = new Map<string, Promise<Stripe>>();
  return async function loadFor(publishableKey: string | null | undefined): Promise<StripeLoad> {
    if (!publishableKey) return { status: 'unavailable', reason: 'unconfigured' };
    let pending = cache.get(publishableKey);
    if (!pending) {
      pending = load(publishableKey).then((stripe) => {
        if (!stripe) throw new Error('Stripe.js not available');
        return stripe;
      });
      cache.set(publishableKey, pending);
    }
    try {
      return { status: 'ready', stripe: await pending };
    } catch {
      cache.delete(publishableKey);
      return { status: 'unavailable', reason: isOnline() ? 'failed' : 'offline' };
    }
  };
}
