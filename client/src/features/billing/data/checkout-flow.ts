import type { CardUserOutput, PaidPlan, SessionOutput, SetupIntentOutput, SubscriptionOutput, User } from '@crashpad/sync';
import type { SetupIntentResult, PaymentIntentResult, StripeCardNumberElement } from '@stripe/stripe-js';
import { paymentErrorCase, stripeErrorFallback, type PaymentErrorCase } from '../../../lib/payments/payment-error';
import type { PaymentMode } from '../model/after-payment';
import { cardholderName, cleanText, type PaymentFormValues } from '../model/payment-form';
import { sendConfirmingPayment } from '../../../lib/payments/confirm-payment';

/** What the checkout needs from Stripe.js (the real one, or the development stand-in). */
export interface StripeConfirm {
  confirmCardSetup(clientSecret: string, data: { payment_method: { card: StripeCardNumberElement; billing_details: { name: string; address: { postal_code: string; country: string } } } }): Promise<SetupIntentResult>;
  confirmCardPayment(clientSecret: string): Promise<PaymentIntentResult>;
}

/** The server calls of the checkout (billing-api.ts bound to the app's api client). */
export interface CheckoutCalls {
  setupIntent(): Promise<SetupIntentOutput>;
  savePaymentMethod(paymentMethod: string, setupIntent: string | null): Promise<CardUserOutput>;
  subscribe(plan: PaidPlan, renewal: boolean): Promise<SubscriptionOutput>;
}

export interface CheckoutInput {
  mode: PaymentMode;
  stripe: StripeConfirm;
  /** The new card to confirm; null pays with the card on file. */
  card: StripeCardNumberElement | null;
  values: PaymentFormValues;
  plan: PaidPlan | null;
}

export type CheckoutOutcome =
  /** Stripe.js refused the card (declined, failed authentication): the error modal, nothing saved. */
  | { kind: 'card_refused'; error: PaymentErrorCase }
  /** The card was saved (`method` mode): the user as the server stored it. */
  | { kind: 'card_saved'; user: User }
  /** The plan was paid: the refreshed session (token and user) to store. */
  | { kind: 'paid'; session: SessionOutput; savedUser: User | null };

/**
 * The payment of spec 1 §4 "Checkout flow", without React: confirm a new card through a
 * SetupIntent (Stripe.js runs 3-D Secure when the card asks), save it as the default, then charge
 * the plan — POST /user/subscription for a new account, /user/renew-subscription otherwise. A
 * 402 payment_action_required (the bank wants this charge authenticated) is confirmed in Stripe.js
 * and the same call is sent again: the server's idempotency key makes it the same payment.
 * Server errors are thrown as they are (ApiError, OfflineError) for the caller to show.
 */
export async function runCheckout(calls: CheckoutCalls, input: CheckoutInput, onCardSaved: (user: User) => void): Promise<CheckoutOutcome> {
  let savedUser: User | null = null;
  if (input.card) {
    const intent = await calls.setupIntent();
    const { values } = input;
    const result = await input.stripe.confirmCardSetup(intent.client_secret, {
      payment_method: { card: input.card, billing_details: { name: cardholderName(values), address: { postal_code: cleanText(values.address_zip), country: values.country } } },
    });
    if (result.error) return { kind: 'card_refused', error: paymentErrorCase([result.error], stripeErrorFallback(result.error)) };
    const pm = result.setupIntent.payment_method;
    const id = typeof pm === 'string' ? pm : pm?.id;
    if (!id) throw new Error('SetupIntent without a payment method');
    savedUser = (await calls.savePaymentMethod(id, result.setupIntent.id)).user;
    onCardSaved(savedUser);
  }
  if (input.mode === 'method' || !input.plan) {
    if (!savedUser) throw new Error('nothing to do: no card and no plan');
    return { kind: 'card_saved', user: savedUser };
  }
  const { plan } = input;
  const renewal = input.mode !== 'signup';
  const sent = await sendConfirmingPayment(() => calls.subscribe(plan, renewal), async () => input.stripe);
  if ('refused' in sent) return { kind: 'card_refused', error: paymentErrorCase([sent.refused], stripeErrorFallback(sent.refused)) };
  return { kind: 'paid', session: sent.paid, savedUser };
}
