import { LISTING_STATUS, type FeaturedCheckoutInput, type FeaturedCheckoutOutput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { forbidSwitched } from '../accounts/guards.js';
import { ensureCustomer, isMissingCustomer, replaceLostCustomer } from './customers.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import { withPromotionLock } from './plan-state.js';
import { CATALOGUE, CURRENCY } from './price-catalogue.js';
import { authenticationRequired, entryOfPaymentError, isUncertain, paymentFailed, toAppError } from './stripe-errors.js';
import { createCheckoutSubscription } from './first-payment-authentication.js';
import { bookRefusal, syncInvoice, syncPaymentIntent, type CrashpadMetadata } from './stripe-sync.js';

/** YYYY-MM of a time: the month part of a boost's idempotency key. */
const month = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/**
 * Featured and boost checkout (spec 2 §3, §4, §9): boost_subscription is a monthly Subscription
 * (Featured while it runs); boost_1_week and boost_1_month are one-off PaymentIntents (Boosted).
 * The listing is promoted only from what Stripe confirmed.
 */
export function promotionsService(deps: PaymentsDeps) {
  return {
    /** POST /user/featured-listings, after the featured module checked the listing is the caller's, active and not promoted. */
    async checkout(auth: AuthState, input: FeaturedCheckoutInput): Promise<FeaturedCheckoutOutput> {
      forbidSwitched(auth);
      const userId = auth.user._id;
      const plan = input.featured_listing_plan;
      return deps.lock.with(`user:${userId}`, async () => {
        const user = await deps.users.byId(userId);
        if (!user) throw new AppError('not_found');
        const listing = await deps.listings.byId(input.listing_id);
        if (!listing || listing.user_id !== userId || listing.status !== LISTING_STATUS.active) throw new AppError('not_found');
        const existing = await deps.promotions.byListing(listing._id);
        if (listing.feature_listing === 1) {
          // A repeated click after success answers the same promotion without charging again.
          if (existing && existing.plan === plan) return { data: { listing_id: listing._id, featured_listing_plan: plan, feature: existing.ongoing ? 'featured' : 'boosted', amount_cents: CATALOGUE[plan].amountCents, currency: CURRENCY, expire_at: existing.expire_at } };
          throw new AppError('conflict');
        }
        const account = await deps.accounts.get(userId);
        const pm = account.card?.id ?? user.payment_method;
        if (!pm || account.card?.status === 'Invalid') throw new AppError('card_needed');
        const customer = await ensureCustomer(deps, user);
        const op = await deps.operations.open(`boost:${listing._id}:${plan}:${month(deps.app.clock.now())}`, userId, isoNow(deps), pm);
        const metadata: CrashpadMetadata = { crashpad_user: userId, crashpad_product: plan, crashpad_listing: listing._id, crashpad_period_start: op.created_at, crashpad_op: op._id };
        const entry = CATALOGUE[plan];
        try {
          if (entry.recurring) {
            const { subscription, invoiceId } = await createCheckoutSubscription(deps, {
              op: { id: op._id, userId, product: plan, listingId: listing._id },
              customer,
              price: (await deps.prices())[plan],
              paymentMethod: pm,
              metadata: metadata as Record<string, string>,
            });
            await syncInvoice(deps, invoiceId);
            await deps.operations.finish(op._id, 'succeeded', subscription.id, isoNow(deps));
          } else {
            const intent = await deps.stripe.paymentIntents.create(
              { amount: entry.amountCents, currency: CURRENCY, customer, payment_method: pm, confirm: true, description: entry.productName, metadata: metadata as Record<string, string> },
              { idempotencyKey: op._id },
            );
            const { intent: reread } = await syncPaymentIntent(deps, intent.id);
            if (reread.status === 'requires_action' && reread.client_secret) {
              throw authenticationRequired(reread.client_secret);
            }
            if (reread.status !== 'succeeded') {
              await deps.operations.finish(op._id, 'failed', intent.id, isoNow(deps));
              throw paymentFailed(entryOfPaymentError(reread.last_payment_error));
            }
            await deps.operations.finish(op._id, 'succeeded', intent.id, isoNow(deps));
          }
        } catch (err) {
          if (err instanceof AppError) throw err;
          if (isMissingCustomer(err)) throw await replaceLostCustomer(deps, user);
          if (!isUncertain(err)) {
        await deps.operations.finish(op._id, 'failed', null, isoNow(deps));
        await bookRefusal(deps, err, { id: op._id, userId, product: plan, listingId: listing._id });
      }
          throw toAppError(err);
        }
        const promo = await deps.promotions.byListing(listing._id);
        if (!promo) throw new AppError('payment_provider_unavailable');
        return { data: { listing_id: listing._id, featured_listing_plan: plan, feature: promo.ongoing ? 'featured' : 'boosted', amount_cents: entry.amountCents, currency: CURRENCY, expire_at: promo.expire_at } };
      });
    },

    /**
     * Runs `fn` holding the listing's promotion lock (see withPromotionLock): the featured module
     * reads the listing, cancels and changes its flags inside it, so a payment being applied for
     * the listing (a webhook) happens wholly before or wholly after the cancellation.
     */
    withPromotionLock<T>(listingId: string, fn: () => Promise<T>): Promise<T> {
      return withPromotionLock(deps, listingId, fn);
    },

    /**
     * DELETE /user/featured-listings/{id}, before the featured module changes the flags: a
     * cancelled featured subscription stops renewing but the paid month runs on as a Boost; a
     * cancelled boost ends the promotion record (no refund: spec 2 §4). The caller holds the
     * listing's promotion lock (withPromotionLock above); it is not taken again here, as the
     * lock is not re-entrant.
     */
    async cancel(auth: AuthState, listingId: string, state: 'featured' | 'boosted'): Promise<void> {
      forbidSwitched(auth);
      const promo = await deps.promotions.byListing(listingId);
      if (!promo || promo.user_id !== auth.user._id) return;
      if (state === 'featured' && promo.subscription_id) {
        const subscriptionId = promo.subscription_id;
        try {
          await deps.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        } catch (err) {
          throw toAppError(err);
        }
        await deps.promotions.set(listingId, { ongoing: false, updated_at: isoNow(deps) });
        return;
      }
      // A boost with a subscription is a cancelled Featured running out its paid month: the
      // subscription is already `cancel_at_period_end` (set above before the flags changed), so
      // it renews no more whatever happens here. Ending it now only tidies Stripe; a failure
      // (already ended, Stripe down) must not keep the lister's boost on.
      if (promo.subscription_id) await deps.stripe.subscriptions.cancel(promo.subscription_id).catch(() => undefined);
      await deps.promotions.remove(listingId);
    },
  };
}
export type PromotionsService = ReturnType<typeof promotionsService>;
