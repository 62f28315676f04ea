import type { Stripe } from 'stripe';
import { addInterval, type Interval } from '../billing-time.js';
import { invalidRequest, noSuchObject, unexpectedState } from '../errors.js';
import type { Emulator } from '../emulator.js';
import type { FormObject } from '../form.js';
import { allowOnly, bool, expandPaths, int, list, mergeMetadata, nullableStr, obj, requiredStr, str } from '../params.js';
import { route, type Route } from '../router.js';
import { getCustomer } from './customer-lookup.js';
import { attemptInvoicePayment, createSubscriptionInvoice, prepareInvoicePayment, subscriptionOf, voidInvoice } from './invoices.js';
import { resolvePaymentMethod } from './payment-methods.js';
import { getPrice, planOf } from './products.js';

const customerOf = (sub: Stripe.Subscription) => (typeof sub.customer === 'string' ? sub.customer : null);

/** An incomplete subscription whose first invoice is not paid within 23 hours expires (Stripe's rule). */
const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;

/** The subscription's billing period (kept on its items since API version 2025-03-31.basil). */
function period(sub: Stripe.Subscription): { start: number; end: number } {
  const item = sub.items.data[0]!;
  return { start: item.current_period_start, end: item.current_period_end };
}

function setPeriod(sub: Stripe.Subscription, start: number, end: number): void {
  for (const item of sub.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

function nextPeriodEnd(sub: Stripe.Subscription, start: number): number {
  const recurring = sub.items.data[0]!.price.recurring!;
  return addInterval(start, recurring.interval as Interval, recurring.interval_count, sub.billing_cycle_anchor);
}

/** Ends a subscription now (`customer.subscription.deleted`), voiding an unpaid first invoice. */
export function cancelSubscription(em: Emulator, sub: Stripe.Subscription, reason: 'cancellation_requested' | 'payment_failed', at?: number): void {
  const customer = customerOf(sub);
  const previous = { status: sub.status };
  const now = at ?? em.state.now(customer);
  sub.status = 'canceled';
  sub.canceled_at = sub.canceled_at ?? now;
  sub.ended_at = now;
  sub.cancellation_details = { comment: null, feedback: null, reason } as Stripe.Subscription.CancellationDetails;
  em.emit('customer.subscription.deleted', sub, previous, { customer });
}

function buildItems(em: Emulator, sub: { id: string; created: number }, raw: FormObject[]): Stripe.SubscriptionItem[] {
  if (raw.length === 0) throw invalidRequest('Missing required param: items.', 'items', 'parameter_missing');
  return raw.map((entry, i) => {
    allowOnly(entry, ['price', 'quantity', 'metadata']);
    const price = getPrice(em, requiredStr(entry, 'price'), `items[${i}][price]`);
    if (!price.recurring) throw invalidRequest(`The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`, `items[${i}][price]`);
    if (!price.active) throw invalidRequest('The price specified is inactive. This field only accepts active prices.', `items[${i}][price]`);
    const item: Stripe.SubscriptionItem = {
      id: em.state.newId('si'),
      object: 'subscription_item',
      billing_thresholds: null,
      created: sub.created,
      current_period_end: 0,
      current_period_start: 0,
      current_trial: null,
      discounts: [],
      metadata: mergeMetadata(null, entry),
      plan: planOf(price),
      price: structuredClone(price),
      quantity: int(entry, 'quantity', { min: 1 }) ?? 1,
      subscription: sub.id,
      tax_rates: [],
    };
    return item;
  });
}

const CREATE = ['customer', 'items', 'default_payment_method', 'payment_behavior', 'off_session', 'metadata', 'cancel_at_period_end', 'collection_method', 'description', 'payment_settings', 'proration_behavior', 'automatic_tax', 'currency'];

function createSubscription(em: Emulator, params: FormObject): Stripe.Subscription {
  allowOnly(params, CREATE);
  const customer = getCustomer(em, requiredStr(params, 'customer'));
  const behavior = str(params, 'payment_behavior') ?? 'allow_incomplete';
  if (!['allow_incomplete', 'error_if_incomplete', 'default_incomplete', 'pending_if_incomplete'].includes(behavior)) throw invalidRequest(`Invalid payment_behavior: ${behavior}`, 'payment_behavior');
  const collection = str(params, 'collection_method') ?? 'charge_automatically';
  if (collection !== 'charge_automatically') throw invalidRequest('The emulator supports collection_method=charge_automatically only.', 'collection_method');
  const pmId = str(params, 'default_payment_method');
  const pm = pmId ? resolvePaymentMethod(em, pmId, 'default_payment_method') : null;
  if (pm && pm.customer !== customer.id) {
    throw invalidRequest(`The customer does not have a payment method with the ID ${pm.id}. The payment method must be attached to the customer.`, 'default_payment_method', 'resource_missing');
  }
  const now = em.state.now(customer.id);
  const id = em.state.newId('sub');
  const items = buildItems(em, { id, created: now }, (list(params, 'items') ?? []).filter((x): x is FormObject => typeof x === 'object' && !Array.isArray(x)));
  const currency = items[0]!.price.currency;
  if (items.some((i) => i.price.currency !== currency)) throw invalidRequest('All prices on a subscription must have the same currency.', 'items');
  const intervals = new Set(items.map((i) => `${i.price.recurring!.interval}/${i.price.recurring!.interval_count}`));
  if (intervals.size > 1) throw invalidRequest('All prices on a subscription must have the same recurring interval and interval_count.', 'items');
  const sub: Stripe.Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: bool(params, 'cancel_at_period_end') ?? false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null } as unknown as Stripe.Subscription.CancellationDetails,
    collection_method: 'charge_automatically',
    created: now,
    currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: pm?.id ?? null,
    default_source: null,
    description: nullableStr(params, 'description') ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } } as unknown as Stripe.Subscription.InvoiceSettings,
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: mergeMetadata(null, params),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: customer.test_clock ?? null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: 'unchanged', missing_payment_method: 'create_invoice' } } as unknown as Stripe.Subscription.TrialSettings,
    trial_start: null,
  };
  setPeriod(sub, now, nextPeriodEnd(sub, now));
  const hasPaymentMethod = Boolean(pm ?? customer.invoice_settings.default_payment_method);
  if (behavior === 'error_if_incomplete' && !hasPaymentMethod) {
    throw invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', undefined, 'resource_missing');
  }
  em.state.put('subscriptions', sub);
  em.emit('customer.subscription.created', sub, undefined, { customer: customer.id });
  const invoice = createSubscriptionInvoice(em, sub, 'subscription_create', now, now);
  sub.latest_invoice = invoice.id;
  if (behavior !== 'default_incomplete') {
    try {
      attemptInvoicePayment(em, invoice, { offSession: bool(params, 'off_session') ?? false, raise: behavior === 'error_if_incomplete' });
    } catch (err) {
      // error_if_incomplete: the subscription is not created when its first payment fails.
      em.state.maps.subscriptions.delete(sub.id);
      voidInvoice(em, invoice);
      throw err;
    }
  } else {
    prepareInvoicePayment(em, invoice);
  }
  return sub;
}

/**
 * Moves one subscription forward to `until` (a test clock advance): renewals with their invoices
 * and payments, retries of failed renewals (RENEWAL_RETRY_DAYS, then the subscription ends),
 * cancellation at period end, expiry of incomplete ones. `setTime` moves the clock along.
 */
export function advanceSubscription(em: Emulator, sub: Stripe.Subscription, until: number, setTime: (t: number) => void): void {
  const customer = customerOf(sub);
  for (let guard = 0; guard < 1000; guard++) {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
    const { start, end } = period(sub);
    const openInvoice = em.state.all('invoices').find((i) => subscriptionOf(i) === sub.id && i.status === 'open');
    if (sub.status === 'incomplete') {
      const expiry = sub.created + INCOMPLETE_EXPIRY_SECONDS;
      if (expiry > until) return;
      setTime(expiry);
      if (openInvoice) voidInvoice(em, openInvoice);
      const previous = { status: sub.status };
      sub.status = 'incomplete_expired';
      sub.ended_at = expiry;
      em.emit('customer.subscription.updated', sub, previous, { customer });
      return;
    }
    const retryAt = openInvoice?.next_payment_attempt ?? null;
    if (retryAt !== null && retryAt <= until && retryAt < end) {
      setTime(retryAt);
      attemptInvoicePayment(em, openInvoice!, { offSession: true });
      if (openInvoice!.status === 'open' && openInvoice!.next_payment_attempt === null) cancelSubscription(em, sub, 'payment_failed', retryAt);
      continue;
    }
    if (openInvoice && openInvoice.next_payment_attempt === null && openInvoice.attempt_count > 0 && sub.status === 'past_due') {
      cancelSubscription(em, sub, 'payment_failed');
      return;
    }
    if (end > until) return;
    setTime(end);
    if (sub.cancel_at_period_end) {
      cancelSubscription(em, sub, 'cancellation_requested', end);
      return;
    }
    const newEnd = nextPeriodEnd(sub, end);
    const previous = { items: structuredClone(sub.items), latest_invoice: sub.latest_invoice };
    setPeriod(sub, end, newEnd);
    const invoice = createSubscriptionInvoice(em, sub, 'subscription_cycle', start, end);
    sub.latest_invoice = invoice.id;
    em.emit('customer.subscription.updated', sub, previous, { customer });
    attemptInvoicePayment(em, invoice, { offSession: true });
  }
}

function updateSubscription(em: Emulator, sub: Stripe.Subscription, params: FormObject): Stripe.Subscription {
  allowOnly(params, ['cancel_at_period_end', 'metadata', 'default_payment_method', 'items', 'proration_behavior', 'billing_cycle_anchor', 'description', 'payment_behavior', 'off_session']);
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') throw unexpectedState(`A canceled subscription can only update its cancellation_details and metadata.`);
  const customer = customerOf(sub)!;
  const before = structuredClone(sub);
  const cancelAtEnd = bool(params, 'cancel_at_period_end');
  if (cancelAtEnd !== undefined) {
    sub.cancel_at_period_end = cancelAtEnd;
    sub.cancel_at = cancelAtEnd ? period(sub).end : null;
    sub.canceled_at = cancelAtEnd ? em.state.now(customer) : null;
  }
  const pmId = nullableStr(params, 'default_payment_method');
  if (pmId !== undefined) {
    if (pmId === null) sub.default_payment_method = null;
    else {
      const pm = resolvePaymentMethod(em, pmId, 'default_payment_method');
      if (pm.customer !== customer) throw invalidRequest(`The customer does not have a payment method with the ID ${pm.id}. The payment method must be attached to the customer.`, 'default_payment_method', 'resource_missing');
      sub.default_payment_method = pm.id;
    }
  }
  const description = nullableStr(params, 'description');
  if (description !== undefined) sub.description = description;
  sub.metadata = mergeMetadata(sub.metadata, params);
  const items = list(params, 'items');
  const proration = str(params, 'proration_behavior') ?? 'create_prorations';
  if (!['none', 'create_prorations', 'always_invoice'].includes(proration)) throw invalidRequest(`Invalid proration_behavior: ${proration}`, 'proration_behavior');
  if (items) {
    for (const [i, entry] of items.entries()) {
      if (typeof entry !== 'object' || Array.isArray(entry)) throw invalidRequest('Invalid items', `items[${i}]`);
      allowOnly(entry, ['id', 'price', 'quantity', 'metadata', 'deleted']);
      const itemId = requiredStr(entry, 'id');
      const item = sub.items.data.find((x) => x.id === itemId);
      if (!item) throw noSuchObject('subscription item', itemId, `items[${i}][id]`);
      const priceId = str(entry, 'price');
      if (priceId) {
        const price = getPrice(em, priceId, `items[${i}][price]`);
        if (!price.recurring) throw invalidRequest('The price specified is not recurring.', `items[${i}][price]`);
        item.price = structuredClone(price);
        item.plan = planOf(price);
      }
      const quantity = int(entry, 'quantity', { min: 1 });
      if (quantity !== undefined) item.quantity = quantity;
    }
  }
  const anchor = str(params, 'billing_cycle_anchor');
  if (anchor !== undefined && anchor !== 'now' && anchor !== 'unchanged') throw invalidRequest('billing_cycle_anchor must be now or unchanged.', 'billing_cycle_anchor');
  // A new billing period starts now and is invoiced in full (the emulator prorates nothing).
  const restart = anchor === 'now' || (items !== undefined && proration === 'always_invoice');
  if (restart) {
    const now = em.state.now(customer);
    sub.billing_cycle_anchor = now;
    setPeriod(sub, now, nextPeriodEnd(sub, now));
  }
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(sub) as (keyof Stripe.Subscription)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(sub[key])) previous[key] = before[key];
  }
  if (Object.keys(previous).length > 0) em.emit('customer.subscription.updated', sub, previous, { customer });
  if (restart) {
    const { start } = period(sub);
    const invoice = createSubscriptionInvoice(em, sub, 'subscription_update', start, start);
    sub.latest_invoice = invoice.id;
    const behavior = str(params, 'payment_behavior') ?? 'allow_incomplete';
    attemptInvoicePayment(em, invoice, { offSession: bool(params, 'off_session') ?? false, raise: behavior === 'error_if_incomplete' });
  }
  return sub;
}

function getSubscription(em: Emulator, id: string): Stripe.Subscription {
  const sub = em.state.get('subscriptions', id);
  if (!sub) throw noSuchObject('subscription', id);
  return sub;
}

export const subscriptionRoutes: Route[] = [
  route('POST', '/v1/subscriptions', ({ em, params }) => em.expand(createSubscription(em, params), expandPaths(params))),
  route('GET', '/v1/subscriptions', ({ em, params, url }) => {
    allowOnly(params, ['customer', 'status', 'price', 'limit', 'starting_after', 'ending_before', 'created', 'test_clock']);
    const customer = str(params, 'customer');
    const status = str(params, 'status');
    const price = str(params, 'price');
    const items = em.state
      .all('subscriptions')
      .filter(
        (s) =>
          (customer === undefined || s.customer === customer) &&
          (status === 'all' || (status === undefined ? s.status !== 'canceled' : s.status === status)) &&
          (price === undefined || s.items.data.some((i) => i.price.id === price)),
      );
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/subscriptions/:id', ({ em, path, params }) => em.expand(getSubscription(em, path[0]!), expandPaths(params))),
  route('POST', '/v1/subscriptions/:id', ({ em, path, params }) => em.expand(updateSubscription(em, getSubscription(em, path[0]!), params), expandPaths(params))),
  route('DELETE', '/v1/subscriptions/:id', ({ em, path, params }) => {
    allowOnly(params, ['invoice_now', 'prorate', 'cancellation_details']);
    const sub = getSubscription(em, path[0]!);
    if (sub.status === 'canceled') throw unexpectedState(`This subscription has already been canceled.`);
    const details = obj(params, 'cancellation_details');
    cancelSubscription(em, sub, 'cancellation_requested');
    if (details) sub.cancellation_details = { ...sub.cancellation_details!, comment: nullableStr(details, 'comment') ?? null };
    const open = em.state.all('invoices').filter((i) => subscriptionOf(i) === sub.id && i.status === 'open' && i.billing_reason === 'subscription_create');
    for (const invoice of open) voidInvoice(em, invoice);
    return em.expand(sub, expandPaths(params));
  }),
];
