import type { FeaturedCheckoutInput } from '@crashpad/sync';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { ApiError, OfflineError } from '../../../lib/api-client/api-error';
import { useConfigStore } from '../../../lib/config/use-config';
import { describeFailure } from '../../../lib/forms/submit-error';
import { sendConfirmingPayment, type PaymentConfirmer } from '../../../lib/payments/confirm-payment';
import { stripeErrorFallback } from '../../../lib/payments/payment-error';
import { publishableKeyNow } from '../../../lib/payments/publishable-key';
import { loadStripeFor } from '../../../lib/payments/use-stripe';
import { toast } from '../../../ui/toast/toast-store';
import { FEATURED_SUCCESS_REDIRECT_MS } from '../model/checkout';
import { paymentFailureText } from '../model/checkout-failure';
import { startFeaturedCheckout } from './featured-api';

export type FeaturedCheckoutState =
  | { status: 'idle' | 'sending' | 'done' }
  /** `needsCard`: no usable card on file (408, or the card was removed), so the page links to attach one. */
  | { status: 'failed'; message: string; needsCard: boolean };

/**
 * The checkout button: sends the plan, shows the server's answer. On success a toast, then
 * /my-crashpads after 7.5 s (spec 2 §2, §9); on failure a message built from the answer stays on
 * the page. One checkout at a time: a double click sends one request.
 */
export function useFeaturedCheckout() {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const config = useConfigStore();
  const sending = useRef(false);
  const [state, setState] = useState<FeaturedCheckoutState>({ status: 'idle' });

  useEffect(() => {
    if (state.status !== 'done') return;
    const timer = setTimeout(() => void router.navigate({ href: '/my-crashpads' }), FEATURED_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status, router]);

  async function checkout(input: FeaturedCheckoutInput) {
    if (sending.current) return;
    sending.current = true;
    setState({ status: 'sending' });
    try {
      // A bank asking for 3-D Secure gets it (Stripe.js is loaded only then), and the same checkout is sent again.
      const sent = await sendConfirmingPayment(() => startFeaturedCheckout(api, input), async () => stripeFor(await publishableKeyNow(config)));
      if ('refused' in sent) {
        setState(paymentFailedState([sent.refused], stripeErrorFallback(sent.refused), t));
        return;
      }
      toast.success(t(sent.paid.data.feature === 'boosted' ? 'featured.signup.success_boosted' : 'featured.signup.success'));
      setState({ status: 'done' });
    } catch (err) {
      setState(failedState(err, t));
    } finally {
      sending.current = false;
    }
  }

  return { state, checkout };
}

/** Stripe.js for the 3-D Secure check, or a failure the checkout shows like a lost connection. */
async function stripeFor(publishableKey: string | null | undefined): Promise<PaymentConfirmer> {
  const load = await loadStripeFor(publishableKey);
  if (load.status === 'ready') return load.stripe;
  throw load.status === 'unavailable' && load.reason === 'offline' ? new OfflineError() : new Error('Stripe.js could not be loaded');
}

type Translate = (key: string, params?: Record<string, string>) => string;

/** A refused payment, told by the server (402) or by Stripe.js after 3-D Secure: a card problem links to attaching another. */
function paymentFailedState(data: readonly unknown[], fallback: { code: string; message: string }, t: Translate): FeaturedCheckoutState {
  const text = paymentFailureText(data, fallback);
  return { status: 'failed', message: t(text.key, text.params), needsCard: text.key !== 'featured.signup.payment_error' };
}

function failedState(err: unknown, t: Translate): FeaturedCheckoutState {
  if (err instanceof ApiError && err.status === 402) return paymentFailedState(err.data, { code: err.code, message: err.message }, t);
  const failure = describeFailure(err);
  if (failure.kind === 'server') return { status: 'failed', message: failure.message, needsCard: failure.status === 408 };
  return { status: 'failed', message: t(failure.kind === 'offline' ? 'featured.offline' : 'featured.signup.failed'), needsCard: false };
}
