import type { Stripe } from 'stripe';
import { EmulatorError, invalidRequest, noSuchObject, unexpectedState } from '../errors.js';
import type { Emulator } from '../emulator.js';
import type { FormObject } from '../form.js';
import { allowOnly, bool, expandPaths, str } from '../params.js';
import { route, type Route } from '../router.js';
import { confirmPaymentIntent, createPaymentIntent } from './payment-intents.js';

/** Days after a failed renewal payment when Stripe's retries run; after the last one the subscription ends. */
export const RENEWAL_RETRY_DAYS = [3, 5, 7];

const customerOf = (x: { customer: unknown }) => (typeof x.customer === 'string' ? x.customer : null);

export function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === 'string' ? sub : null;
}

function intentOf(invoice: Stripe.Invoice): string | null {
  const pi = invoice.payments?.data[0]?.payment.payment_intent;
  return typeof pi === 'string' ? pi : null;
}

/** A finalized (open) invoice for one period of a subscription. */
export function createSubscriptionInvoice(em: Emulator, sub: Stripe.Subscription, reason: Stripe.Invoice.BillingReason, periodStart: number, periodEnd: number): Stripe.Invoice {
  const customerId = customerOf(sub)!;
  const customer = em.state.get('customers', customerId)!;
  const now = em.state.now(customerId);
  const id = em.state.newId('in');
  const lines = sub.items.data.map((item): Stripe.InvoiceLineItem => {
    const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    const product = em.state.get('products', item.price.product as string);
    return {
      id: em.state.newId('il'),
      object: 'line_item',
      amount,
      currency: sub.currency,
      description: `${item.quantity ?? 1} × ${product?.name ?? 'Subscription'}`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: sub.id, subscription_item: item.id },
      },
      period: { start: periodStart, end: periodEnd },
      pretax_credit_amounts: [],
      // Decimal strings on the wire; the SDK types them as its Decimal.
      pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product as string }, unit_amount_decimal: String(item.price.unit_amount ?? 0) as unknown as Stripe.Decimal },
      quantity: item.quantity ?? 1,
      quantity_decimal: String(item.quantity ?? 1) as unknown as Stripe.Decimal,
      subscription: sub.id,
      subtotal: amount,
      taxes: [],
    };
  });
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const number = `${customer.invoice_prefix ?? 'EMU'}-${String(customer.next_invoice_sequence ?? 1).padStart(4, '0')}`;
  customer.next_invoice_sequence = (customer.next_invoice_sequence ?? 1) + 1;
  const invoice: Stripe.Invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Crashpad (emulated)',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: sub.currency,
    custom_fields: null,
    customer: customerId,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${em.baseUrl}/_emulator/invoices/${id}`,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number,
    on_behalf_of: null,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id } },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
    period_end: periodEnd,
    period_start: periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: typeof sub.test_clock === 'string' ? sub.test_clock : null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: now,
  };
  em.state.put('invoices', invoice);
  em.emit('invoice.created', invoice, undefined, { customer: customerId });
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = now;
  em.emit('invoice.finalized', invoice, { status: 'draft' }, { customer: customerId });
  return invoice;
}

/** The invoice's PaymentIntent, created on first need (amount and customer from the invoice). */
function ensureIntent(em: Emulator, invoice: Stripe.Invoice, paymentMethod: string | null): Stripe.PaymentIntent {
  const existing = intentOf(invoice);
  if (existing) {
    const pi = em.state.get('payment_intents', existing)!;
    if (paymentMethod && pi.payment_method !== paymentMethod) pi.payment_method = paymentMethod;
    return pi;
  }
  const params: FormObject = {
    amount: String(invoice.amount_remaining),
    currency: invoice.currency,
    customer: customerOf(invoice)!,
    description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
  };
  if (paymentMethod) params.payment_method = paymentMethod;
  const pi = createPaymentIntent(em, params);
  const payment: Stripe.InvoicePayment = {
    id: em.state.newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_remaining,
    created: em.state.now(customerOf(invoice)),
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: pi.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
  invoice.payments!.data.push(payment);
  invoice.confirmation_secret = { client_secret: pi.client_secret!, type: 'payment_intent' } as Stripe.Invoice.ConfirmationSecret;
  return pi;
}

/** Which payment method an invoice charges: the subscription's default, else the customer's. */
function defaultPaymentMethod(em: Emulator, invoice: Stripe.Invoice): string | null {
  const subId = subscriptionOf(invoice);
  const sub = subId ? em.state.get('subscriptions', subId) : undefined;
  if (typeof sub?.default_payment_method === 'string') return sub.default_payment_method;
  const customer = em.state.get('customers', customerOf(invoice)!);
  const pm = customer?.invoice_settings?.default_payment_method;
  return typeof pm === 'string' ? pm : null;
}

function setSubscriptionStatus(em: Emulator, subId: string | null, status: Stripe.Subscription.Status): void {
  const sub = subId ? em.state.get('subscriptions', subId) : undefined;
  if (!sub || sub.status === status || sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
  const previous = { status: sub.status };
  sub.status = status;
  em.emit('customer.subscription.updated', sub, previous, { customer: customerOf(sub) });
}

/** Brings an invoice (and its subscription) in line with its PaymentIntent's outcome. */
function settleFromIntent(em: Emulator, invoice: Stripe.Invoice, pi: Stripe.PaymentIntent): void {
  const customer = customerOf(invoice);
  const subId = subscriptionOf(invoice);
  const now = em.state.now(customer);
  if (pi.status === 'succeeded') {
    if (invoice.status === 'paid') return;
    const previous = { status: invoice.status, amount_paid: invoice.amount_paid, amount_remaining: invoice.amount_remaining };
    invoice.status = 'paid';
    invoice.attempted = true;
    invoice.attempt_count = Math.max(1, invoice.attempt_count);
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = now;
    const payment = invoice.payments!.data[0]!;
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    payment.status_transitions.paid_at = now;
    em.emit('invoice.payment_succeeded', invoice, previous, { customer });
    em.emit('invoice.paid', invoice, previous, { customer });
    setSubscriptionStatus(em, subId, 'active');
    return;
  }
  if (pi.status === 'requires_action') {
    invoice.attempted = true;
    em.emit('invoice.payment_action_required', invoice, undefined, { customer });
    if (invoice.billing_reason !== 'subscription_create') setSubscriptionStatus(em, subId, 'past_due');
    return;
  }
  if (pi.status === 'requires_payment_method' && pi.last_payment_error) {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    const retryDays = invoice.billing_reason === 'subscription_create' ? undefined : RENEWAL_RETRY_DAYS[invoice.attempt_count - 1];
    invoice.next_payment_attempt = retryDays === undefined ? null : now + retryDays * 86_400;
    em.emit('invoice.payment_failed', invoice, undefined, { customer });
    if (invoice.billing_reason !== 'subscription_create') setSubscriptionStatus(em, subId, 'past_due');
  }
}

/**
 * `payment_behavior: default_incomplete`: the invoice gets its PaymentIntent (for the browser to
 * confirm with `confirmation_secret`) and nothing is charged.
 */
export function prepareInvoicePayment(em: Emulator, invoice: Stripe.Invoice): Stripe.PaymentIntent {
  return ensureIntent(em, invoice, null);
}

let attempting: string | null = null;

/**
 * Charges an open invoice (off-session for renewals). Declines do not throw unless `raise`:
 * the invoice records the attempt and its subscription follows (past_due, or stays incomplete).
 */
export function attemptInvoicePayment(em: Emulator, invoice: Stripe.Invoice, options: { offSession: boolean; paymentMethod?: string | null; raise?: boolean }): void {
  if (invoice.status !== 'open') throw unexpectedState(`Invoice is already ${invoice.status}.`);
  const pm = options.paymentMethod ?? defaultPaymentMethod(em, invoice);
  const pi = ensureIntent(em, invoice, pm);
  if (!pm) {
    if (options.raise) throw invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', undefined, 'invoice_no_customer_line_items');
    return;
  }
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) return;
  attempting = pi.id;
  try {
    confirmPaymentIntent(em, pi, { payment_method: pm, ...(options.offSession ? { off_session: 'true' } : {}) });
  } catch (err) {
    if (!(err instanceof EmulatorError) || err.status !== 402) throw err;
    settleFromIntent(em, invoice, pi);
    if (options.raise) throw err;
    return;
  } finally {
    attempting = null;
  }
  settleFromIntent(em, invoice, pi);
}

/** Follows invoice PaymentIntents confirmed elsewhere (Stripe.js, the 3-D Secure page). */
export function watchInvoiceIntents(em: Emulator): void {
  em.paymentIntentListeners.push((pi) => {
    if (attempting === pi.id) return;
    const invoice = em.state.all('invoices').find((inv) => intentOf(inv) === pi.id);
    if (invoice && invoice.status === 'open') settleFromIntent(em, invoice, pi);
  });
}

export function voidInvoice(em: Emulator, invoice: Stripe.Invoice): void {
  if (invoice.status !== 'open') return;
  invoice.status = 'void';
  invoice.next_payment_attempt = null;
  invoice.status_transitions.voided_at = em.state.now(customerOf(invoice));
  em.emit('invoice.voided', invoice, { status: 'open' }, { customer: customerOf(invoice) });
}

export const invoiceRoutes: Route[] = [
  route('GET', '/v1/invoices', ({ em, params, url }) => {
    allowOnly(params, ['customer', 'subscription', 'status', 'limit', 'starting_after', 'ending_before', 'created', 'collection_method']);
    const customer = str(params, 'customer');
    const subscription = str(params, 'subscription');
    const status = str(params, 'status');
    const items = em.state
      .all('invoices')
      .filter((i) => (customer === undefined || i.customer === customer) && (subscription === undefined || subscriptionOf(i) === subscription) && (status === undefined || i.status === status));
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/invoices/:id', ({ em, path, params }) => {
    const invoice = em.state.get('invoices', path[0]!);
    if (!invoice) throw noSuchObject('invoice', path[0]!);
    return em.expand(invoice, expandPaths(params));
  }),
  route('POST', '/v1/invoices/:id/pay', ({ em, path, params }) => {
    allowOnly(params, ['payment_method', 'off_session', 'forgive', 'paid_out_of_band', 'mandate', 'source']);
    const invoice = em.state.get('invoices', path[0]!);
    if (!invoice) throw noSuchObject('invoice', path[0]!);
    if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid', undefined, 'invoice_already_paid');
    if (invoice.status !== 'open') throw unexpectedState(`You can only pay an open invoice. This invoice is ${invoice.status}.`);
    const pm = str(params, 'payment_method');
    attemptInvoicePayment(em, invoice, { offSession: bool(params, 'off_session') ?? true, paymentMethod: pm ?? null, raise: true });
    return em.expand(invoice, expandPaths(params));
  }),
  route('POST', '/v1/invoices/:id/void', ({ em, path, params }) => {
    allowOnly(params, []);
    const invoice = em.state.get('invoices', path[0]!);
    if (!invoice) throw noSuchObject('invoice', path[0]!);
    if (invoice.status !== 'open') throw unexpectedState(`You can only void an open invoice. This invoice is ${invoice.status}.`);
    voidInvoice(em, invoice);
    return em.expand(invoice, expandPaths(params));
  }),
  route('GET', '/v1/invoice_payments', ({ em, params, url }) => {
    allowOnly(params, ['invoice', 'payment', 'status', 'limit', 'starting_after', 'ending_before']);
    const invoice = str(params, 'invoice');
    const items = em.state
      .all('invoices')
      .filter((i) => invoice === undefined || i.id === invoice)
      .flatMap((i) => i.payments?.data ?? []);
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
];
