import type { CardUserOutput, PaidPlan, SubscriptionOutput } from '@crashpad/sync';
import { signUp, type SignedUp } from './accounts-factory.js';
import type { ApiResponse, TestServer } from './test-server.js';

/** Saves a card through POST /stripe/save-payment-method (Stripe test ids such as `pm_card_visa`). */
export async function saveCard(server: TestServer, token: string, paymentMethod = 'pm_card_visa'): Promise<ApiResponse<CardUserOutput>> {
  return server.api<CardUserOutput>('POST', '/stripe/save-payment-method', { token, body: { payment_method: paymentMethod } });
}

/**
 * A user who signed up for `plan` and paid through the real path: card saved, then
 * POST /user/subscription against the emulator. Returns the refreshed session.
 */
export async function signUpPaid(server: TestServer, plan: PaidPlan, card = 'pm_card_visa'): Promise<SignedUp & { paid: SubscriptionOutput }> {
  const account = await signUp(server, { account_type: plan === 'seeker' ? 'seeker' : 'lister', user_plan: plan });
  const saved = await saveCard(server, account.token, card);
  if (saved.status !== 200) throw new Error(`save card failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  const paid = await server.api<SubscriptionOutput>('POST', '/user/subscription', { token: account.token, body: { user_plan: plan } });
  if (paid.status !== 200) throw new Error(`subscription failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { ...account, token: paid.body.token, user: paid.body.user, paid: paid.body };
}
