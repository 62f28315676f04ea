import { loadStripe } from '@stripe/stripe-js/pure';
import { useCallback, useEffect, useState } from 'react';
import { useOnlineStatus } from '../network/use-online-status';
import { createStripeLoader, type StripeLoad } from './stripe-loader';

// The pure entry point: Stripe.js is fetched only when a payment screen asks for it, never on
// app start (STACK-NOTES pitfall 6). With the local emulator the server has already defined
// `window.Stripe` (the development stand-in), which loadStripe then uses.
/** Stripe.js for a publishable key, loaded once per page (also for a 3-D Secure check on a screen without a card form). */
export const loadStripeFor = createStripeLoader((key) => loadStripe(key));

/**
 * Stripe.js for a payment screen: loading, ready, or unavailable (offline, blocked) with a retry.
 * Coming back online retries by itself.
 */
export function useStripe(publishableKey: string | null | undefined): StripeLoad & { retry: () => void } {
  const online = useOnlineStatus();
  const [attempt, setAttempt] = useState(0);
  const request = `${publishableKey ?? ''}#${attempt}#${online}`;
  const [state, setState] = useState<{ request: string; load: StripeLoad }>({ request: '', load: { status: 'loading' } });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    if (!online) return;
    void loadStripeFor(publishableKey).then((load) => {
      if (live) setState({ request, load });
    });
    return () => {
      live = false;
    };
  }, [request, online, publishableKey]);

  // Offline, nothing is fetched: the screen says paying needs a connection until it is back.
  if (!online) return { status: 'unavailable', reason: 'offline', retry };
  return { ...(state.request === request ? state.load : { status: 'loading' }), retry };
}
