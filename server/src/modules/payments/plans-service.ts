import { LISTING_STATUS, PLAN_CATALOGUE, roleOfPlan, type PaidPlan, type PlanCharge, type SubscriptionOutput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { forbidSwitched } from '../accounts/guards.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { isExpired } from '../listings/listing-limits.js';
import { ensureCustomer, isMissingCustomer, replaceLostCustomer } from './customers.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import { CATALOGUE, CURRENCY } from './price-catalogue.js';
import { createCheckoutSubscription } from './first-payment-authentication.js';
import { authenticationRequired, entryOfPaymentError, isUncertain, paymentFailed, toAppError } from './stripe-errors.js';
import { bookRefusal, syncInvoice, syncPaymentIntent, type CrashpadMetadata } from './stripe-sync.js';

/** True when the user's plan is `plan`, paid and running (a repeated checkout changes nothing). */
const runningPlan = (user: UserDoc, plan: PaidPlan, now: number) =>
  user.user_plan === plan && user.plan_status === 'active' && user.status === 'ACTIVE' && user.expire_at !== null && !isExpired(user, now);

/**
 * Plan checkout (spec 1 §4 "Checkout flow"): listers pay by a yearly Subscription (it renews
 * itself; spec 1 §1 "auto-renews one year after sign-up"); seekers pay once by a PaymentIntent
 * for six months, since their access must end on its own (spec 1 §1), which a subscription
 * would not do. The plan becomes active only from what Stripe confirms: the charge is re-read
 * at once, and webhooks apply the same state through the same functions.
 */
export function plansService(deps: PaymentsDeps) {
  const now = () => deps.app.clock.now();

  /** Runs the Stripe call of an operation, keeping the operation pending when the outcome is unknown. */
  async function charge(user: UserDoc, plan: PaidPlan): Promise<boolean> {
    const customer = await ensureCustomer(deps, user);
    const account = await deps.accounts.get(user._id);
    const pm = account.card?.id ?? user.payment_method;
    if (!pm || account.card?.status === 'Invalid') throw new AppError('card_needed');
    // The business operation: this user buying this plan for the period after the current one.
    const baseKey = `plan:${user._id}:${plan}:${user.expire_at ?? 'new'}`;
    const op = await deps.operations.open(baseKey, user._id, isoNow(deps), pm);
    // Derived from the stored operation only, so a retry sends Stripe exactly the same parameters.
    const opTime = Date.parse(op.created_at);
    const stillRunning = user.expire_at !== null && Date.parse(user.expire_at) > opTime && user.user_plan === plan;
    const periodStart = stillRunning ? (user.expire_at as string) : op.created_at;
    const metadata: CrashpadMetadata = { crashpad_user: user._id, crashpad_product: plan, crashpad_period_start: periodStart, crashpad_op: op._id };
    const entry = CATALOGUE[plan];
    try {
      if (entry.recurring) {
        const { subscription, invoiceId } = await createCheckoutSubscription(deps, {
          op: { id: op._id, userId: user._id, product: plan },
          customer,
          price: (await deps.prices())[plan],
          paymentMethod: pm,
          metadata: metadata as Record<string, string>,
        });
        // Applies the period and makes this the account's subscription (adoptCheckoutSubscription).
        await syncInvoice(deps, invoiceId);
        await deps.operations.finish(op._id, 'succeeded', subscription.id, isoNow(deps));
        return true;
      }
      const intent = await deps.stripe.paymentIntents.create(
        {
          amount: entry.amountCents,
          currency: CURRENCY,
          customer,
          payment_method: pm,
          // The payer is at the checkout: on-session, so a bank asking for 3-D Secure gets it.
          confirm: true,
          description: entry.productName,
          metadata: metadata as Record<string, string>,
        },
        { idempotencyKey: op._id },
      );
      await deps.operations.setStripeId(op._id, intent.id, isoNow(deps));
      const { intent: reread } = await syncPaymentIntent(deps, intent.id);
      if (reread.status === 'succeeded') {
        await deps.operations.finish(op._id, 'succeeded', intent.id, isoNow(deps));
        return true;
      }
      if (reread.status === 'requires_action' && reread.client_secret) {
        // 3-D Secure: the client confirms this PaymentIntent; the retry with the same key re-reads it.
        throw authenticationRequired(reread.client_secret);
      }
      await deps.operations.finish(op._id, 'failed', intent.id, isoNow(deps));
      throw paymentFailed(entryOfPaymentError(reread.last_payment_error));
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (isMissingCustomer(err)) {
        await deps.operations.finish(op._id, 'failed', null, isoNow(deps));
        throw await replaceLostCustomer(deps, user);
      }
      // A definite refusal ends this attempt; an unknown outcome keeps it pending for a retry with the same key.
      if (!isUncertain(err)) {
        await deps.operations.finish(op._id, 'failed', null, isoNow(deps));
        await bookRefusal(deps, err, { id: op._id, userId: user._id, product: plan });
      }
      const appError = toAppError(err);
      const code = (appError.options.data?.[0] as { code?: string } | undefined)?.code;
      if (code === 'invalid_payment_method' || code === 'expired_card') await markCardInvalid(user._id);
      throw appError;
    }
  }

  async function markCardInvalid(userId: string): Promise<void> {
    const account = await deps.accounts.get(userId);
    if (account.card) await deps.accounts.set(userId, { card: { ...account.card, status: 'Invalid' } }, isoNow(deps));
  }

  /** A lister moving to a plan that allows fewer listings than they have must deactivate some first. */
  async function assertFits(user: UserDoc, plan: PaidPlan): Promise<void> {
    const limit = PLAN_CATALOGUE[plan].totalLocation;
    if (roleOfPlan(plan) !== 'lister' || limit === null) return;
    const active = await deps.listings.collection.countDocuments({ user_id: user._id, status: LISTING_STATUS.active });
    if (active > limit) throw new AppError('plan_too_small');
  }

  async function checkout(auth: AuthState, plan: PaidPlan, mode: 'new' | 'renew'): Promise<SubscriptionOutput> {
    forbidSwitched(auth);
    const userId = auth.user._id;
    const session = await deps.sessions.findLive(auth.sessionId, now());
    if (!session) throw new AppError('login_expired');
    const result = await deps.lock.with(`user:${userId}`, async (): Promise<{ user: UserDoc; charged: boolean }> => {
      const user = await deps.users.byId(userId);
      if (!user) throw new AppError('not_found');
      if (runningPlan(user, plan, now())) return { user, charged: false };
      // A new account pays once; changing a running plan is a renewal (spec 1 §7 renew-subscription).
      if (mode === 'new' && user.plan_status === 'active' && !isExpired(user, now()) && user.status === 'ACTIVE') throw new AppError('conflict');
      await assertFits(user, plan);
      await charge(user, plan);
      const updated = await deps.users.byId(userId);
      if (!updated || updated.plan_status !== 'active' || updated.user_plan !== plan) throw new AppError('payment_provider_unavailable');
      return { user: updated, charged: true };
    });
    const token = await deps.issuer.sign(result.user, session);
    const payment: PlanCharge = { user_plan: plan, amount_cents: CATALOGUE[plan].amountCents, currency: CURRENCY, charged: result.charged, expire_at: result.user.expire_at ?? '' };
    return { ...deps.issuer.output(result.user, token, session), payment };
  }

  return {
    /** Charges a plan for a user outside a request (demo data at first start); same path as checkout. */
    async chargeFor(userId: string, plan: PaidPlan): Promise<void> {
      await deps.lock.with(`user:${userId}`, async () => {
        const user = await deps.users.byId(userId);
        if (!user) throw new AppError('not_found');
        await charge(user, plan);
      });
    },
    /** POST /user/subscription {user_plan}: the plan of a new account. */
    subscribe: (auth: AuthState, plan: PaidPlan) => checkout(auth, plan, 'new'),
    /** POST /user/renew-subscription {user_plan}: renew, change or upgrade. */
    renew: (auth: AuthState, plan: PaidPlan) => checkout(auth, plan, 'renew'),
  };
}
export type PlansService = ReturnType<typeof plansService>;
