import type { PaidPlan } from '@crashpad/sync';
import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import type { PaymentErrorCase } from '../../../lib/payments/payment-error';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../../lib/session/use-session';
import { destinationAfterPayment, redirectDelay, UPGRADE_AFTER_METHOD_KEY, type PaymentMode } from '../model/after-payment';
import type { PaymentFormValues } from '../model/payment-form';
import { billingApi } from './billing-api';
import { runCheckout, type CheckoutCalls } from './checkout-flow';
import { toPaymentFailure } from './payment-failure';

export interface PayRequest {
  stripe: Stripe;
  /** The new card to confirm; null pays with the card on file (card choice 1). */
  card: StripeCardNumberElement | null;
  values: PaymentFormValues;
  /** The plan to pay for; ignored in `method` mode. */
  plan: PaidPlan | null;
}

export type CheckoutPhase = 'idle' | 'paying' | 'done';

/**
 * The checkout button's state around runCheckout: one payment at a time (checkout is blocked
 * while one runs, spec 1 §4), the refreshed token and user stored, the success toast, and the
 * move on after 2.5 s (4 s after only setting up a card) to the role's page (spec 1 §2).
 */
export function useCheckout({ mode, redirect = true, onCardSaved }: { mode: PaymentMode; redirect?: boolean; onCardSaved?: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { store } = useSession();
  const navigate = useNavigate();
  const running = useRef(false);
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [modal, setModal] = useState<PaymentErrorCase | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [destination, setDestination] = useState<string | null>(null);
  const calls = useMemo<CheckoutCalls>(
    () => ({
      setupIntent: () => billingApi.setupIntent(api),
      savePaymentMethod: (pm, seti) => billingApi.savePaymentMethod(api, pm, seti),
      subscribe: (plan, renewal) => billingApi.subscribe(api, plan, renewal),
    }),
    [api],
  );

  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => void navigate({ href: destination }), redirectDelay(mode));
    return () => clearTimeout(timer);
  }, [destination, mode, navigate]);

  async function pay({ stripe, card, values, plan }: PayRequest): Promise<void> {
    if (running.current || phase === 'done') return;
    running.current = true;
    setPhase('paying');
    setMessage(null);
    try {
      const outcome = await runCheckout(calls, { mode, stripe, card, values, plan }, (user) => {
        store.setUser(user);
        onCardSaved?.();
      });
      if (outcome.kind === 'card_refused') {
        setModal(outcome.error);
        setPhase('idle');
        return;
      }
      let setupComplete: boolean;
      let userPlan: string | null;
      if (outcome.kind === 'paid') {
        // The refreshed token (new expiry claims) and user replace the stored session.
        store.login(outcome.session, false);
        userPlan = outcome.session.user.user_plan;
        setupComplete = outcome.session.user.status === 'ACTIVE';
        toast.success(t('billing.success.paid'));
      } else {
        userPlan = outcome.user.user_plan;
        setupComplete = outcome.user.status === 'ACTIVE' && outcome.user.plan_status === 'active';
        toast.success(t('billing.success.method'));
      }
      if (!redirect) {
        setPhase('idle');
        return;
      }
      setPhase('done');
      const upgradeFlag = localStorage.getItem(UPGRADE_AFTER_METHOD_KEY) !== null;
      localStorage.removeItem(UPGRADE_AFTER_METHOD_KEY);
      setDestination(destinationAfterPayment({ mode, userPlan, setupComplete, upgradeFlag }));
    } catch (err) {
      const failure = toPaymentFailure(err, t);
      if (failure.show === 'modal') setModal(failure.error);
      else setMessage(failure.message);
      setPhase('idle');
    } finally {
      running.current = false;
    }
  }

  return { phase, pay, modal, closeModal: () => setModal(null), message, redirecting: destination !== null };
}
