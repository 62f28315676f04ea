import {
  accountServiceOutputSchema,
  cardOutputSchema,
  cardUserOutputSchema,
  removePaymentMethodOutputSchema,
  setupCustomerOutputSchema,
  setupIntentOutputSchema,
  subscriptionOutputSchema,
  type PaidPlan,
} from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';

/**
 * The payment calls of spec 1 §7 (`/{provider}` is `/stripe`). Statuses the payment screens show
 * themselves: 402 (Stripe refused: the error modal), 403 (switched admin), 404, 408 (no card),
 * 409, 422. Nothing here is retried blindly or queued: payments are online-only.
 */
const own = { handles: [400, 402, 403, 404, 408, 409, 422, 429, 503] as const };

export const billingApi = {
  /** GET /stripe/card: the default card, or null. */
  card: async (api: ApiClient, signal?: AbortSignal) => (await api.get('/stripe/card', { ...own, schema: cardOutputSchema, signal })).card,
  /** POST /stripe/setup-customer: the user's own Stripe customer (made once). */
  setupCustomer: (api: ApiClient) => api.post('/stripe/setup-customer', {}, { ...own, schema: setupCustomerOutputSchema }),
  /** POST /stripe/setup-intent: the client secret Stripe.js confirms the card with. */
  setupIntent: (api: ApiClient) => api.post('/stripe/setup-intent', {}, { ...own, schema: setupIntentOutputSchema }),
  /** POST /stripe/save-payment-method: attaches the confirmed card and makes it the default. */
  savePaymentMethod: (api: ApiClient, paymentMethod: string, setupIntent: string | null) =>
    api.post('/stripe/save-payment-method', { payment_method: paymentMethod, setup_intent: setupIntent }, { ...own, schema: cardUserOutputSchema }),
  /** POST /stripe/remove-payment-method: the account becomes inactive (spec 1 §4). */
  removePaymentMethod: (api: ApiClient) => api.post('/stripe/remove-payment-method', {}, { ...own, schema: removePaymentMethodOutputSchema }),
  /** POST /stripe/update-card: new expiry month and year. */
  updateCard: (api: ApiClient, expiry: { exp_month: number; exp_year: number }) =>
    api.post('/stripe/update-card', expiry, { ...own, schema: cardUserOutputSchema }),
  /** POST /user/subscription (new account) or /user/renew-subscription (renew, change, upgrade). */
  subscribe: (api: ApiClient, plan: PaidPlan, renewal: boolean) =>
    api.post(renewal ? '/user/renew-subscription' : '/user/subscription', { user_plan: plan }, { ...own, schema: subscriptionOutputSchema }),
  /** GET /account-service: the rows of My services, newest first. */
  services: async (api: ApiClient, signal?: AbortSignal) => (await api.get('/account-service', { ...own, schema: accountServiceOutputSchema, signal })).data,
};
