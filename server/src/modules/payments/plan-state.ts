import { LISTING_STATUS, PLAN_CATALOGUE, type PaidPlan } from '@crashpad/sync';
import type Stripe from 'stripe';
import { scheduleSeekerAccessEnd } from '../accounts/seeker-access-job.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { BOOST_END_JOB } from '../featured/boost-end-job.js';
import type { NewLedgerEntry } from './ledger-repo.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import type { PromotionDoc } from './promotions-repo.js';

/** Adds calendar months in UTC (Jan 31 + 1 month = Mar 3, as Date does; only ends matter here). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}

/** The receipt goes through the durable outbox, recorded before the ledger write (once per entry). */
async function recordReceipt(deps: PaymentsDeps, entry: NewLedgerEntry): Promise<void> {
  if (entry.kind === 'charge') await deps.app.outbox.record('payment.received', { userId: entry.user_id, entryKey: entry.entry_key }, { key: entry.entry_key });
}

/**
 * Applies a payment Stripe confirmed for an account plan: one ledger row (unique by the Stripe
 * object) and the user's plan, status and expiry. Expiry only moves forward, and the plan of
 * the latest paid period wins, so the synchronous re-read, webhooks, their duplicates and
 * out-of-order deliveries all converge on the same state. Returns true when something changed.
 */
export async function applyPlanPayment(deps: PaymentsDeps, input: { userId: string; plan: PaidPlan; expireAt: string; entry: NewLedgerEntry }): Promise<boolean> {
  // The ledger row and the user's plan change together under `plan:{userId}`. Checkout's own
  // re-read and the webhook of the same payment both apply it; without the lock the one that lost
  // the ledger row returned while the winner had not yet written the plan, and checkout, seeing
  // the old plan, answered 503 for a payment that succeeded (seen once in CI). Checkout holds
  // `user:{id}` around this, so the order is always user, then plan; nothing here takes `user:`.
  return deps.lock.with(`plan:${input.userId}`, () => applyPlanPaymentLocked(deps, input));
}

/**
 * A plan subscription whose first invoice is paid becomes the account's subscription, and the one
 * it replaces (a changed or upgraded plan) is cancelled so that it does not renew as well; its
 * checkout operation succeeds. Only while that operation is pending: the checkout's own re-read
 * or the invoice webhook, whichever comes first — the webhook alone when the lister confirmed the
 * payment with 3-D Secure and never sent the checkout again. A late delivery for a subscription
 * replaced since finds its operation finished and adopts nothing.
 */
export async function adoptCheckoutSubscription(deps: PaymentsDeps, input: { opId: string; userId: string; plan: PaidPlan; subscription: Stripe.Subscription }): Promise<boolean> {
  const { opId, userId, plan, subscription } = input;
  const op = await deps.operations.byId(opId);
  if (op?.state !== 'pending' || op.user_id !== userId || subscription.status !== 'active') return false;
  const previous = (await deps.accounts.get(userId)).subscription_id;
  await deps.accounts.set(userId, { subscription_id: subscription.id, subscription_plan: plan, subscription_status: subscription.status }, isoNow(deps));
  if (previous && previous !== subscription.id) {
    await deps.stripe.subscriptions.cancel(previous).catch((err: unknown) => console.warn('[payments] cancel of replaced subscription failed', (err as Error).message));
  }
  await deps.operations.finish(opId, 'succeeded', subscription.id, isoNow(deps));
  return true;
}

async function applyPlanPaymentLocked(deps: PaymentsDeps, input: { userId: string; plan: PaidPlan; expireAt: string; entry: NewLedgerEntry }): Promise<boolean> {
  await recordReceipt(deps, input.entry);
  const recorded = await deps.ledger.record(input.entry, deps.app.clock.now());
  const user = await deps.users.byId(input.userId);
  if (!user) return recorded;
  const current = user.expire_at ? Date.parse(user.expire_at) : 0;
  const paidUntil = Date.parse(input.expireAt);
  // A period already applied, or older, changes nothing: a late or duplicate delivery must not
  // undo what happened since (the access ended, the card was removed). A period that is already
  // over by now activates nothing either.
  // (A plan change within the same second ends at the same instant: the newly booked one applies.)
  const sameEndNewPlan = paidUntil === current && recorded && user.user_plan !== input.plan;
  if ((paidUntil <= current && !sameEndNewPlan) || paidUntil <= deps.app.clock.now()) return recorded;
  const fields: Partial<UserDoc> = {
    user_plan: input.plan,
    plan_status: 'active',
    status: user.payment_method ? 'ACTIVE' : user.status,
    expire_at: input.expireAt,
    total_location: PLAN_CATALOGUE[input.plan].totalLocation,
    updated_at: isoNow(deps),
  };
  await deps.users.set(input.userId, fields);
  // Seeker access ends on its own at expire_at (the accounts module's job; its sweep is the safety net).
  if (input.plan === 'seeker') await scheduleSeekerAccessEnd(deps.app.jobs, input.userId, input.expireAt);
  return true;
}

/**
 * Applies a paid promotion (featured subscription period or one-off boost): the promotion
 * record and the listing's flags. Like plans, the end only moves forward.
 */
export async function applyPromotion(deps: PaymentsDeps, promo: PromotionDoc, entry: NewLedgerEntry): Promise<boolean> {
  // Under the listing's promotion lock, which a cancellation holds too: an apply that passed the
  // ledger check cannot then re-promote a listing the lister cancelled in the meantime, nor
  // overwrite the cancellation with its upsert. The second of two concurrent applies of one
  // payment (checkout's re-read and its webhook) waits and then finds the ledger row.
  return withPromotionLock(deps, promo._id, async () => {
    // A payment applied once is history: a late or repeated delivery of it must not bring back a
    // promotion the lister cancelled since. The ledger row is written last, so it exists only once
    // the promotion was fully applied (a crash before it lets the retry apply it again).
    if (await deps.ledger.byKey(entry.entry_key)) return false;
    const promoted = await promote(deps, promo);
    await recordReceipt(deps, entry);
    const recorded = await deps.ledger.record(entry, deps.app.clock.now());
    return promoted || recorded;
  });
}

/**
 * Runs `fn` holding the store lock `promotion:{listingId}`, taken by everything that changes a
 * listing's paid promotion together with its featured flags: applying a confirmed payment, a
 * cancellation by the lister (with the featured module's flag change), a subscription's
 * cancellation seen in Stripe. Not re-entrant: `fn` must not take it again. Callers may already
 * hold the owner's `user:{id}` lock (checkout does), never the other way round.
 */
export function withPromotionLock<T>(deps: PaymentsDeps, listingId: string, fn: () => Promise<T>): Promise<T> {
  return deps.lock.with(`promotion:${listingId}`, fn);
}

async function promote(deps: PaymentsDeps, promo: PromotionDoc): Promise<boolean> {
  const existing = await deps.promotions.byListing(promo._id);
  if (existing && Date.parse(existing.expire_at) >= Date.parse(promo.expire_at) && existing.ongoing === promo.ongoing) return false;
  if (existing && Date.parse(existing.expire_at) > Date.parse(promo.expire_at)) return false;
  // Cancelling the subscription (ongoing false) must not be undone by a late invoice event.
  const ongoing = existing && existing.subscription_id === promo.subscription_id && !existing.ongoing ? false : promo.ongoing;
  await deps.promotions.upsert({ ...promo, ongoing });
  await deps.listings.collection.updateOne(
    { _id: promo._id, status: { $ne: LISTING_STATUS.disabled } },
    { $set: { feature_listing: 1, feature_ongoing: ongoing ? 1 : 0, boost_ends_at: ongoing ? null : promo.expire_at, updated_at: isoNow(deps) }, $inc: { rev: 1 } },
  );
  // A one-off boost ends at its paid end: a one-off run of the featured module's boost-end job.
  if (!ongoing) await deps.app.jobs.runAt(BOOST_END_JOB, `${promo._id}:${promo.expire_at}`, Date.parse(promo.expire_at), undefined);
  deps.app.events.emit('listing.changed', { listingId: promo._id });
  return true;
}
