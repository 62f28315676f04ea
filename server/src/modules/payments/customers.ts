import { AppError } from '../../http/app-error.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import { isResourceMissing, paymentFailed, stripeErrorEntry, toAppError } from './stripe-errors.js';

/**
 * The user's Stripe customer, made once: the idempotency key comes from the user id, so two
 * tabs asking at once get the same customer. When Stripe no longer knows the stored customer
 * (deleted in the dashboard) a new one is made and the caller answers invalid_customer_id, which
 * the spec's modal explains as "a new customer was created, try again".
 */
export async function ensureCustomer(deps: PaymentsDeps, user: UserDoc): Promise<string> {
  const account = await deps.accounts.get(user._id);
  if (account.customer_id) return account.customer_id;
  return createCustomer(deps, user, 0);
}

async function createCustomer(deps: PaymentsDeps, user: UserDoc, generation: number): Promise<string> {
  const key = generation === 0 ? `customer:${user._id}` : `customer:${user._id}:${generation}`;
  try {
    const customer = await deps.stripe.customers.create(
      { email: user.email, name: `${user.first_name} ${user.last_name}`.trim(), metadata: { crashpad_user: user._id } },
      { idempotencyKey: key },
    );
    await deps.accounts.set(user._id, { customer_id: customer.id, customer_generation: generation }, isoNow(deps));
    await deps.users.set(user._id, { customer_id: customer.id, updated_at: isoNow(deps) });
    return customer.id;
  } catch (err) {
    throw toAppError(err);
  }
}

/** True when Stripe says the customer does not exist (any more). */
export const isMissingCustomer = (err: unknown) => isResourceMissing(err) && (err.param ?? '').includes('customer');

/** Replaces a customer Stripe lost and answers the spec's invalid_customer_id (402). */
export async function replaceLostCustomer(deps: PaymentsDeps, user: UserDoc): Promise<AppError> {
  const account = await deps.accounts.get(user._id);
  const generation = (account.customer_generation ?? 0) + 1;
  await deps.accounts.set(user._id, { customer_id: null, card: null }, isoNow(deps));
  await deps.users.set(user._id, { payment_method: null, updated_at: isoNow(deps) });
  await createCustomer(deps, user, generation);
  return paymentFailed(stripeErrorEntry('invalid_request_error', 'invalid_customer_id', null, 'resource_missing: a new customer was created, please try again.'));
}
