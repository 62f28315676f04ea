import type Stripe from 'stripe';
import type { Card, CardUserOutput, RemovePaymentMethodOutput, SavePaymentMethodInput, SetupIntentOutput, UpdateCardInput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { forbidSwitched } from '../accounts/guards.js';
import { toUser, type UserDoc } from '../accounts/user-doc.js';
import { ensureCustomer, isMissingCustomer, replaceLostCustomer } from './customers.js';
import type { StoredCard } from './payment-accounts-repo.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import { isResourceMissing, toAppError } from './stripe-errors.js';

/** Stripe's test PaymentMethod ids (`pm_card_visa`, `pm_card_chargeDeclined`, …): test mode only. */
const TEST_PM = /^pm_card_[A-Za-z0-9_]+$/;

/** True when the card's expiry month is this month or next (the daily job flags those). */
export function expiresSoon(card: { exp_month: number; exp_year: number }, now: number): boolean {
  const d = new Date(now);
  const months = (card.exp_year - d.getUTCFullYear()) * 12 + (card.exp_month - (d.getUTCMonth() + 1));
  return months <= 1;
}
/** A card is past its expiry once the month after exp_month has begun. */
export function isExpiredCard(card: { exp_month: number; exp_year: number }, now: number): boolean {
  const d = new Date(now);
  return card.exp_year * 12 + card.exp_month < d.getUTCFullYear() * 12 + d.getUTCMonth() + 1;
}

export function storedCard(pm: Stripe.PaymentMethod, now: number): StoredCard {
  const c = pm.card;
  const card = { exp_month: c?.exp_month ?? 0, exp_year: c?.exp_year ?? 0 };
  return { id: pm.id, brand: c?.brand ?? 'unknown', last4: c?.last4 ?? '', ...card, status: isExpiredCard(card, now) ? 'Invalid' : 'Active', expiring_soon: expiresSoon(card, now) };
}

export const toCard = (card: StoredCard): Card => ({ ...card });

/** Payment methods of the signed-in user (spec 1 §3 card, §4 badge and removal, §7 calls). */
export function cardsService(deps: PaymentsDeps) {
  const now = () => deps.app.clock.now();
  const reloadUser = async (id: string): Promise<UserDoc> => {
    const user = await deps.users.byId(id);
    if (!user) throw new AppError('not_found');
    return user;
  };

  /** Wraps a Stripe call: a lost customer is replaced (invalid_customer_id), other errors mapped. */
  async function guarded<T>(user: UserDoc, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isMissingCustomer(err)) throw await replaceLostCustomer(deps, user);
      throw toAppError(err);
    }
  }

  return {
    /** POST /stripe/setup-customer. */
    async setupCustomer(auth: AuthState): Promise<{ customer_id: string }> {
      forbidSwitched(auth);
      return { customer_id: await ensureCustomer(deps, auth.user) };
    },

    /** POST /stripe/setup-intent: a SetupIntent on the user's own customer (off-session use). */
    async setupIntent(auth: AuthState): Promise<SetupIntentOutput> {
      forbidSwitched(auth);
      const customer = await ensureCustomer(deps, auth.user);
      const intent = await guarded(auth.user, () =>
        deps.stripe.setupIntents.create({ customer, usage: 'off_session', metadata: { crashpad_user: auth.user._id } }),
      );
      if (!intent.client_secret) throw new AppError('payment_provider_unavailable');
      return { client_secret: intent.client_secret, setup_intent_id: intent.id, customer_id: customer };
    },

    /**
     * POST /stripe/save-payment-method: attach to the user's own customer, make it the default
     * (also for the plan subscription), drop the card it replaces. A card Stripe declines at
     * attach answers 402 and changes nothing.
     */
    async save(auth: AuthState, input: SavePaymentMethodInput): Promise<CardUserOutput> {
      forbidSwitched(auth);
      return this.attach(auth.user._id, input);
    },

    /** The save itself, for a user id (also used by the demo data at first start). */
    async attach(userId: string, input: SavePaymentMethodInput): Promise<CardUserOutput> {
      if (TEST_PM.test(input.payment_method) && !deps.testMode) throw new AppError('validation_failed', { fields: { payment_method: 'validation.invalid' } });
      return deps.lock.with(`user:${userId}`, async () => {
        const user = await reloadUser(userId);
        const customer = await ensureCustomer(deps, user);
        const account = await deps.accounts.get(userId);
        const pm = await guarded(user, async () => {
          if (input.setup_intent) {
            // An id Stripe does not know is the caller's mistake, not a refusal of the card.
            const si = await deps.stripe.setupIntents.retrieve(input.setup_intent).catch((err: unknown) => {
              throw isResourceMissing(err) ? new AppError('validation_failed', { fields: { setup_intent: 'validation.invalid' } }) : err;
            });
            if (si.customer !== customer || (typeof si.payment_method === 'string' ? si.payment_method : si.payment_method?.id) !== input.payment_method) throw new AppError('forbidden');
            if (si.status !== 'succeeded') throw new AppError('validation_failed', { fields: { payment_method: 'validation.payment_method_required' } });
          }
          if (!TEST_PM.test(input.payment_method)) {
            const existing = await deps.stripe.paymentMethods.retrieve(input.payment_method);
            const owner = typeof existing.customer === 'string' ? existing.customer : (existing.customer?.id ?? null);
            // Someone else's card is not ours to take (and Stripe would refuse the attach anyway).
            if (owner && owner !== customer) throw new AppError('forbidden');
            if (owner === customer) return existing;
          }
          return deps.stripe.paymentMethods.attach(input.payment_method, { customer });
        });
        await guarded(user, async () => {
          await deps.stripe.customers.update(customer, { invoice_settings: { default_payment_method: pm.id } });
          if (account.subscription_id && account.subscription_status !== 'canceled') {
            await deps.stripe.subscriptions.update(account.subscription_id, { default_payment_method: pm.id });
          }
        });
        const card = storedCard(pm, now());
        await deps.accounts.set(userId, { card }, isoNow(deps));
        const updated = await deps.users.set(userId, { payment_method: pm.id, customer_id: customer, updated_at: isoNow(deps) });
        const previous = account.card?.id;
        if (previous && previous !== pm.id) {
          // Detached only once the new card is stored: the payment_method.detached webhook then
          // finds no account holding the old card, instead of taking it for a removal in the
          // dashboard. A failure here is harmless (the old card is no longer the default).
          await deps.stripe.paymentMethods.detach(previous).catch((err: unknown) => console.warn('[payments] detach of replaced card failed', (err as Error).message));
        }
        return { user: toUser(updated ?? user), card: toCard(card) };
      });
    },

    /** GET /stripe/card. */
    async card(auth: AuthState): Promise<{ card: Card | null }> {
      const account = await deps.accounts.get(auth.user._id);
      return { card: account.card ? toCard(account.card) : null };
    },

    /**
     * POST /stripe/remove-payment-method: the card is detached, every running subscription is
     * cancelled (no further charges) and the account becomes inactive (spec 1 §4).
     */
    async remove(auth: AuthState): Promise<RemovePaymentMethodOutput> {
      forbidSwitched(auth);
      const userId = auth.user._id;
      return deps.lock.with(`user:${userId}`, async () => {
        const user = await reloadUser(userId);
        const account = await deps.accounts.get(userId);
        if (!account.card && !user.payment_method) throw new AppError('not_found');
        await guarded(user, async () => {
          if (account.customer_id) {
            const subs = await deps.stripe.subscriptions.list({ customer: account.customer_id, status: 'active', limit: 100 });
            for (const sub of subs.data) await deps.stripe.subscriptions.cancel(sub.id);
            await deps.stripe.customers.update(account.customer_id, { invoice_settings: { default_payment_method: '' } });
          }
          const pmId = account.card?.id ?? user.payment_method;
          if (pmId) {
            await deps.stripe.paymentMethods.detach(pmId).catch((err: unknown) => {
              // Already detached (e.g. in the dashboard): the goal is reached.
              if (!isResourceMissing(err) && (err as { statusCode?: number }).statusCode !== 400) throw err;
            });
          }
        });
        await deps.accounts.set(userId, { card: null, subscription_status: account.subscription_id ? 'canceled' : null }, isoNow(deps));
        const updated = await deps.users.set(userId, { payment_method: null, status: 'INACTIVE', automatic_payment: 0, updated_at: isoNow(deps) });
        return { user: toUser(updated ?? user), message: 'payments.method_removed' };
      });
    },

    /** POST /stripe/update-card: new expiry (month, year) of the default card. */
    async updateExpiry(auth: AuthState, input: UpdateCardInput): Promise<CardUserOutput> {
      forbidSwitched(auth);
      const userId = auth.user._id;
      return deps.lock.with(`user:${userId}`, async () => {
        const user = await reloadUser(userId);
        const account = await deps.accounts.get(userId);
        if (!account.card) throw new AppError('card_needed');
        const cardId = account.card.id;
        const pm = await guarded(user, () => deps.stripe.paymentMethods.update(cardId, { card: { exp_month: input.exp_month, exp_year: input.exp_year } }));
        const card = storedCard(pm, now());
        await deps.accounts.set(userId, { card }, isoNow(deps));
        return { user: toUser(user), card: toCard(card) };
      });
    },
  };
}
export type CardsService = ReturnType<typeof cardsService>;
