import type { PaidPlan } from '@crashpad/sync';
import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../session/use-session';
import { destinationAfterPayment, redirectDelay, UPGRADE_AFTER_METHOD_KEY, type PaymentMode } from '../model/after-payment';
import { cardholderName, cleanText, type PaymentFormValues } from '../model/payment-form';
import { paymentErrorCase, type PaymentErrorCase } from '../../../lib/payments/payment-error';
import { billingApi } from './billing-api';
import { actionSecret, toPaymentFailure } from './payment-failure';

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
 * The payment of spec 1 §4 "Checkout flow": confirm a new card through a SetupIntent (Stripe.js
 * runs 3-D Secure when the card asks for it), save it as the default, then charge the plan —
 * POST /user/subscription for a new account, /user/renew-subscription otherwise. The answer's
 * token and user replace the stored session. One payment at a time: a second click while one
 * runs does nothing (the server's idempotency key covers a retry after a lost answer).
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

  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => void navigate({ href: destination }), redirectDelay(mode));
    return () => clearTimeout(timer);
  }, [destination, mode, navigate]);

  async function saveNewCard(stripe: Stripe, card: StripeCardNumberElement, values: PaymentFormValues): Promise<boolean> {
    const intent = await billingApi.setupIntent(api);
    const result = await stripe.confirmCardSetup(intent.client_secret, {
      payment_method: { card, billing_details: { name: cardholderName(values), address: { postal_code: cleanText(values.address_zip), country: values.country } } },
    });
    if (result.error) {
      setModal(paymentErrorCase([result.error], { code: result.error.code ?? result.error.type, message: result.error.message ?? '' }));
      return false;
    }
    const paymentMethod = result.setupIntent.payment_method;
    const id = typeof paymentMethod === 'string' ? paymentMethod : paymentMethod?.id;
    if (!id) throw new Error('SetupIntent without a payment method');
    const saved = await billingApi.savePaymentMethod(api, id, result.setupIntent.id);
    store.setUser(saved.user);
    onCardSaved?.();
    return true;
  }

  async function charge(stripe: Stripe, plan: PaidPlan) {
    const renewal = mode !== 'signup';
    try {
      return await billingApi.subscribe(api, plan, renewal);
    } catch (err) {
      // An off-session charge the bank wants to authenticate: Stripe.js shows 3-D Secure, then
      // the same call again (the server's idempotency key makes it the same payment).
      const secret = actionSecret(err);
      if (!secret) throw err;
      const confirmed = await stripe.confirmCardPayment(secret);
      if (confirmed.error) throw err;
      return billingApi.subscribe(api, plan, renewal);
    }
  }

  async function pay({ stripe, card, values, plan }: PayRequest): Promise<void> {
    if (running.current || phase === 'done') return;
    running.current = true;
    setPhase('paying');
    setMessage(null);
    try {
      if (card && !(await saveNewCard(stripe, card, values))) {
        setPhase('idle');
        return;
      }
      let userPlan = store.getSnapshot().user?.user_plan ?? null;
      let setupComplete = false;
      if (mode !== 'method' && plan) {
        const answer = await charge(stripe, plan);
        // The refreshed token (new expiry claims) and user replace the stored session.
        store.login(answer, false);
        userPlan = answer.user.user_plan;
        setupComplete = answer.user.status === 'ACTIVE';
        toast.success(t('billing.success.paid'));
      } else {
        const user = store.getSnapshot().user;
        setupComplete = user?.status === 'ACTIVE' && user.plan_status === 'active';
        toast.success(t('billing.success.method'));
      }
      setPhase('done');
      if (redirect) {
        const upgradeFlag = localStorage.getItem(UPGRADE_AFTER_METHOD_KEY) !== null;
        localStorage.removeItem(UPGRADE_AFTER_METHOD_KEY);
        setDestination(destinationAfterPayment({ mode, userPlan, setupComplete, upgradeFlag }));
      } else setPhase('idle');
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
