import type Stripe from 'stripe';
import type { PaidPlan } from '@crashpad/sync';
import type { NewLedgerEntry } from './ledger-repo.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import { addMonths, adoptCheckoutSubscription, applyPlanPayment, applyPromotion, withPromotionLock } from './plan-state.js';
import { CATALOGUE, CURRENCY, type ProductKey } from './price-catalogue.js';
import type { PromotionDoc } from './promotions-repo.js';
import { entryOfPaymentError, isResourceMissing, paymentFailed } from './stripe-errors.js';
import { boostEndsAt } from '../featured/boost-end-job.js';
import { isoAt } from '../../platform/clock.js';

/**
 * Re-reads Stripe objects and stores what they say. Both the synchronous path after a charge
 * and every webhook handler go through these functions, so there is one way state changes and
 * it never trusts an event payload. Each returns true when stored state changed.
 */

/** Metadata the server puts on every Stripe object it creates. */
export interface CrashpadMetadata {
  crashpad_user?: string;
  crashpad_product?: ProductKey;
  crashpad_listing?: string;
  /** ISO start of the period being bought (server clock at checkout), so a re-read yields the same end. */
  crashpad_period_start?: string;
  crashpad_op?: string;
}
const meta = (m: Stripe.Metadata | null | undefined): CrashpadMetadata => (m ?? {}) as CrashpadMetadata;
/** The id of a Stripe field that is an id or an expanded object. */
export const idOf = (x: string | { id: string } | null | undefined): string | null => (x == null ? null : typeof x === 'string' ? x : x.id);
const iso = (unixSeconds: number) => isoAt(unixSeconds * 1000);
const isPlan = (p: ProductKey | undefined): p is PaidPlan => p === 'basic' || p === 'premium' || p === 'pro' || p === 'seeker';
const isPromotion = (p: ProductKey | undefined): p is PromotionDoc['plan'] => p === 'boost_subscription' || p === 'boost_1_week' || p === 'boost_1_month';

/** A ledger row of the user's `product` for `amount` cents with every optional field empty; callers fill in what they know. */
export function baseEntry(userId: string, product: ProductKey, amount: number): Omit<NewLedgerEntry, 'entry_key' | 'kind' | 'status'> {
  return {
    user_id: userId,
    product,
    listing_id: null,
    amount_cents: amount,
    currency: CURRENCY,
    stripe: { customer: null, payment_intent: null, invoice: null, invoice_number: null, subscription: null, charge: null, refund: null, connected_account: null },
    application_fee_cents: 0,
    idempotency_key: null,
    period_start: null,
    expire_at: null,
    failure_code: null,
    failure_message: null,
  };
}

/** When a one-off promotion ends: seven days for the week boost, one month for the month boost. */
export function oneOffPromotionEnd(plan: PromotionDoc['plan'], startIso: string): string {
  return plan === 'boost_1_week' ? new Date(Date.parse(startIso) + 7 * 24 * 3600 * 1000).toISOString() : addMonths(startIso, 1);
}

/** A one-off PaymentIntent (seeker pass, week/month boost): stores the payment or the refusal. */
export async function syncPaymentIntent(deps: PaymentsDeps, paymentIntentId: string): Promise<{ intent: Stripe.PaymentIntent; changed: boolean }> {
  const intent = await deps.stripe.paymentIntents.retrieve(paymentIntentId);
  return { intent, changed: await applyPaymentIntent(deps, intent) };
}

/** Stores what a PaymentIntent just read from Stripe says: the payment, the refusal or nothing. */
export async function applyPaymentIntent(deps: PaymentsDeps, intent: Stripe.PaymentIntent): Promise<boolean> {
  const m = meta(intent.metadata);
  const userId = m.crashpad_user;
  const product = m.crashpad_product;
  if (!userId || !product) return false;
  const start = m.crashpad_period_start ?? iso(intent.created);
  const common = {
    ...baseEntry(userId, product, intent.amount),
    listing_id: m.crashpad_listing ?? null,
    stripe: { ...baseEntry(userId, product, 0).stripe, customer: idOf(intent.customer), payment_intent: intent.id, charge: idOf(intent.latest_charge) },
    application_fee_cents: intent.application_fee_amount ?? 0,
    idempotency_key: m.crashpad_op ?? null,
    period_start: start,
  };
  if (intent.status === 'succeeded') {
    if (product === 'seeker') {
      const expireAt = addMonths(start, CATALOGUE.seeker.termMonths);
      return applyPlanPayment(deps, { userId, plan: 'seeker', expireAt, entry: { ...common, entry_key: `charge:${intent.id}`, kind: 'charge', status: 'succeeded', expire_at: expireAt } });
    }
    if (isPromotion(product) && m.crashpad_listing) {
      const expireAt = oneOffPromotionEnd(product, start);
      const promo: PromotionDoc = { _id: m.crashpad_listing, user_id: userId, plan: product, subscription_id: null, payment_intent: intent.id, expire_at: expireAt, ongoing: false, updated_at: isoNow(deps) };
      return applyPromotion(deps, promo, { ...common, entry_key: `charge:${intent.id}`, kind: 'charge', status: 'succeeded', expire_at: expireAt });
    }
    return false;
  }
  const error = intent.last_payment_error;
  if (error && (intent.status === 'requires_payment_method' || intent.status === 'canceled')) {
    return deps.ledger.record(
      { ...common, entry_key: `failure:${intent.id}:${idOf(error.payment_method) ?? ''}:${error.code ?? ''}:${error.decline_code ?? ''}`, kind: 'failure', status: 'failed', failure_code: error.decline_code ?? error.code ?? null, failure_message: error.message ?? null },
      deps.app.clock.now(),
    );
  }
  return false;
}

/**
 * Books the refusal carried by a card error at once: from its PaymentIntent when it names one
 * (the webhook converges on the same row), else as the operation's failure (a subscription
 * Stripe refused to create leaves no object to re-read).
 */
export async function bookRefusal(deps: PaymentsDeps, err: unknown, op: { id: string; userId: string; product: ProductKey; listingId?: string }): Promise<void> {
  const intent = (err as { raw?: { payment_intent?: { id?: string } } }).raw?.payment_intent?.id;
  if (intent) {
    const synced = await syncPaymentIntent(deps, intent).catch((e: unknown) => console.warn('[payments] booking a refusal failed', (e as Error).message));
    // Our own PaymentIntents carry metadata and were booked; an invoice's carries none.
    if (synced && meta(synced.intent.metadata).crashpad_user) return;
  }
  const e = err as { code?: string; decline_code?: string; message?: string };
  await deps.ledger.record(
    { ...baseEntry(op.userId, op.product, CATALOGUE[op.product].amountCents), listing_id: op.listingId ?? null, entry_key: `failure:${op.id}`, kind: 'failure', status: 'failed', idempotency_key: op.id, failure_code: e.decline_code ?? e.code ?? null, failure_message: e.message ?? null },
    deps.app.clock.now(),
  );
}

/**
 * A subscription whose first payment did not go through: it is cancelled (nothing may charge
 * later), the refusal is booked, and the 402 carries the PaymentIntent's own error.
 */
export async function refusedSubscription(deps: PaymentsDeps, subscription: Stripe.Subscription, op: { id: string; userId: string; product: ProductKey; listingId?: string }): Promise<never> {
  await deps.stripe.subscriptions.cancel(subscription.id).catch(() => undefined);
  let error: Stripe.PaymentIntent.LastPaymentError | null = null;
  const latest = idOf(subscription.latest_invoice);
  if (latest) {
    const invoice = await deps.stripe.invoices.retrieve(latest, { expand: ['payments'] }).catch(() => null);
    const intentId = invoice ? paymentIntentOfInvoice(invoice) : null;
    if (intentId) error = (await deps.stripe.paymentIntents.retrieve(intentId).catch(() => null))?.last_payment_error ?? null;
  }
  const entry = entryOfPaymentError(error);
  await deps.ledger.record(
    { ...baseEntry(op.userId, op.product, CATALOGUE[op.product].amountCents), listing_id: op.listingId ?? null, entry_key: `failure:${op.id}`, kind: 'failure', status: 'failed', idempotency_key: op.id, failure_code: entry.decline_code ?? entry.code, failure_message: entry.message, stripe: { ...baseEntry(op.userId, op.product, 0).stripe, subscription: subscription.id, invoice: latest } },
    deps.app.clock.now(),
  );
  throw paymentFailed(entry);
}

/** The subscription an invoice belongs to (modern API: parent.subscription_details). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy ?? null);
}

/** The PaymentIntent of an invoice read with `expand: ['payments']`. */
export function paymentIntentOfInvoice(invoice: Stripe.Invoice): string | null {
  const payment = invoice.payments?.data?.[0]?.payment;
  return idOf(payment?.payment_intent ?? null);
}

/**
 * End of the period an invoice paid for: its subscription line's period end; for the
 * subscription's latest invoice also the item's current period end; and never less than the
 * catalogue term after the line's start (a line without a proper period still buys the term).
 */
function paidUntil(invoice: Stripe.Invoice, subscription: Stripe.Subscription, product: ProductKey): string {
  const lines = invoice.lines?.data ?? [];
  const start = Math.min(...lines.map((l) => l.period?.start ?? invoice.period_start), invoice.period_start);
  let end = Math.max(...lines.map((l) => l.period?.end ?? 0), 0);
  if (idOf(subscription.latest_invoice) === invoice.id) end = Math.max(end, ...subscription.items.data.map((i) => i.current_period_end ?? 0));
  const byTerm = Date.parse(addMonths(iso(start), CATALOGUE[product].termMonths));
  return new Date(Math.max(end * 1000, byTerm)).toISOString();
}

/**
 * A subscription invoice (lister plan or featured listing): a paid one applies the period it
 * paid for; a failed attempt is booked as a failure (and the card marked invalid when declined).
 */
export async function syncInvoice(deps: PaymentsDeps, invoiceId: string): Promise<{ invoice: Stripe.Invoice; changed: boolean }> {
  // `payments` names the PaymentIntent; an invoice that has none to expand is read plainly.
  const invoice = await deps.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }).catch(() => deps.stripe.invoices.retrieve(invoiceId));
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return { invoice, changed: false };
  // A subscription Stripe no longer knows (deleted since) has nothing to store.
  const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId).catch((err: unknown) => {
    if (isResourceMissing(err)) return null;
    throw err;
  });
  if (!subscription) return { invoice, changed: false };
  const m = meta(subscription.metadata);
  const userId = m.crashpad_user;
  const product = m.crashpad_product;
  if (!userId || !product) return { invoice, changed: false };
  const expireAt = paidUntil(invoice, subscription, product);
  const common: Omit<NewLedgerEntry, 'entry_key' | 'kind' | 'status'> = {
    ...baseEntry(userId, product, invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due),
    listing_id: m.crashpad_listing ?? null,
    stripe: { ...baseEntry(userId, product, 0).stripe, customer: idOf(invoice.customer), invoice: invoice.id ?? null, invoice_number: invoice.number, subscription: subscriptionId, payment_intent: paymentIntentOfInvoice(invoice) },
    idempotency_key: m.crashpad_op ?? null,
    period_start: iso(invoice.lines?.data?.[0]?.period?.start ?? invoice.period_start),
    expire_at: expireAt,
  };
  if (invoice.status === 'paid') {
    const entry: NewLedgerEntry = { ...common, entry_key: `charge:${invoice.id}`, kind: 'charge', status: 'succeeded' };
    if (isPlan(product)) {
      const applied = await applyPlanPayment(deps, { userId, plan: product, expireAt, entry });
      const adopted = invoice.billing_reason === 'subscription_create' && m.crashpad_op ? await adoptCheckoutSubscription(deps, { opId: m.crashpad_op, userId, plan: product, subscription }) : false;
      return { invoice, changed: applied || adopted };
    }
    if (isPromotion(product) && m.crashpad_listing) {
      const promo: PromotionDoc = { _id: m.crashpad_listing, user_id: userId, plan: product, subscription_id: subscriptionId, payment_intent: null, expire_at: expireAt, ongoing: subscription.status === 'active' && !subscription.cancel_at_period_end, updated_at: isoNow(deps) };
      return { invoice, changed: await applyPromotion(deps, promo, entry) };
    }
    return { invoice, changed: false };
  }
  // A refused first payment is the checkout's to book (refusedSubscription, once per attempt), or
  // it waits for the lister's 3-D Secure check: only renewals' refusals are booked from here.
  const firstPayment = invoice.billing_reason === 'subscription_create';
  if (!firstPayment && invoice.attempt_count > 0 && (invoice.status === 'open' || invoice.status === 'uncollectible')) {
    const changed = await deps.ledger.record({ ...common, entry_key: `failure:${invoice.id}:${invoice.attempt_count}`, kind: 'failure', status: 'failed', failure_code: 'invoice_payment_failed', failure_message: null }, deps.app.clock.now());
    return { invoice, changed };
  }
  return { invoice, changed: false };
}

/**
 * A subscription's status: stored for the account; a cancelled plan subscription no longer
 * renews (the plan runs to its paid end, then the expiry job ends it); a cancelled featured
 * subscription leaves the listing Boosted until the paid period ends (spec 2 §4).
 */
export async function syncSubscription(deps: PaymentsDeps, subscriptionId: string): Promise<{ subscription: Stripe.Subscription; changed: boolean }> {
  const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  const m = meta(subscription.metadata);
  const userId = m.crashpad_user;
  const product = m.crashpad_product;
  if (!userId || !product) return { subscription, changed: false };
  let changed = false;
  if (isPlan(product)) {
    const account = await deps.accounts.get(userId);
    if (account.subscription_id === subscription.id && account.subscription_status !== subscription.status) {
      await deps.accounts.set(userId, { subscription_status: subscription.status }, isoNow(deps));
      changed = true;
    }
  }
  if (isPromotion(product) && m.crashpad_listing) {
    const listingId = m.crashpad_listing;
    const ongoing = subscription.status === 'active' && !subscription.cancel_at_period_end;
    // Read and changed under the promotion lock, like a payment's apply (released before the
    // invoice below is synced, which takes it again).
    const ended = await withPromotionLock(deps, listingId, async () => {
      const promo = await deps.promotions.byListing(listingId);
      if (!promo || promo.subscription_id !== subscription.id || !promo.ongoing || ongoing) return false;
      await deps.promotions.set(promo._id, { ongoing: false, updated_at: isoNow(deps) });
      // Paid until month end (spec 2 §4): the featured module's boost-end job ends it then.
      const endsAt = boostEndsAt(deps.app.clock.now());
      await deps.promotions.set(promo._id, { expire_at: endsAt });
      await deps.listings.collection.updateOne({ _id: promo._id, feature_listing: 1 }, { $set: { feature_ongoing: 0, boost_ends_at: endsAt, updated_at: isoNow(deps) }, $inc: { rev: 1 } });
      deps.app.events.emit('listing.changed', { listingId: promo._id });
      return true;
    });
    changed = ended || changed;
  }
  const latest = idOf(subscription.latest_invoice);
  if (latest && (subscription.status === 'active' || subscription.status === 'past_due')) changed = (await syncInvoice(deps, latest)).changed || changed;
  return { subscription, changed };
}
