import type Stripe from 'stripe';
import { invalidRequest, noSuchObject } from '../errors.js';
import type { Emulator } from '../emulator.js';
import { allowOnly, expandPaths, mergeMetadata, nullableStr, obj, str } from '../params.js';
import { route, type Route } from '../router.js';
import { getCustomer } from './customer-lookup.js';
import { attachPaymentMethod } from './payment-methods.js';
import { cancelSubscription } from './subscriptions.js';

const FIELDS = ['email', 'name', 'description', 'phone', 'metadata', 'invoice_settings', 'payment_method', 'test_clock', 'address', 'preferred_locales'];

function applyInvoiceSettings(em: Emulator, customer: Stripe.Customer, params: Record<string, unknown>): void {
  const settings = obj(params as never, 'invoice_settings');
  if (!settings) return;
  allowOnly(settings, ['default_payment_method', 'custom_fields', 'footer', 'rendering_options']);
  const pmId = nullableStr(settings, 'default_payment_method');
  if (pmId === undefined) return;
  if (pmId !== null) {
    const pm = em.state.get('payment_methods', pmId);
    if (!pm) throw noSuchObject('PaymentMethod', pmId, 'invoice_settings[default_payment_method]');
    if (pm.customer !== customer.id) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
        'invoice_settings[default_payment_method]',
        'resource_missing',
      );
    }
  }
  customer.invoice_settings.default_payment_method = pmId;
}

function changed(before: Stripe.Customer, after: Stripe.Customer): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Stripe.Customer)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}

export const customerRoutes: Route[] = [
  route('POST', '/v1/customers', ({ em, params }) => {
    allowOnly(params, FIELDS);
    const clock = str(params, 'test_clock');
    if (clock && !em.state.get('test_clocks', clock)) throw noSuchObject('test_clock', clock, 'test_clock');
    const created = clock ? em.state.get('test_clocks', clock)!.frozen_time : em.state.now();
    const customer: Stripe.Customer = {
      id: em.state.newId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created,
      currency: null,
      default_source: null,
      delinquent: false,
      description: nullableStr(params, 'description') ?? null,
      discount: null,
      email: nullableStr(params, 'email') ?? null,
      invoice_prefix: em.state.newId('x').slice(2, 10).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: mergeMetadata(null, params),
      name: nullableStr(params, 'name') ?? null,
      next_invoice_sequence: 1,
      phone: nullableStr(params, 'phone') ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: clock ?? null,
    };
    em.state.put('customers', customer);
    const pmId = str(params, 'payment_method');
    if (pmId) attachPaymentMethod(em, pmId, customer.id);
    applyInvoiceSettings(em, customer, params);
    em.emit('customer.created', customer, undefined, { customer: customer.id });
    return em.expand(customer, expandPaths(params));
  }),
  route('GET', '/v1/customers/search', ({ em, params, url }) => {
    allowOnly(params, ['query', 'limit', 'page']);
    const query = str(params, 'query') ?? '';
    const clauses = [...query.matchAll(/(email|name|metadata\['([^']+)'\])\s*:\s*'((?:[^'\\]|\\.)*)'/g)];
    if (clauses.length === 0) throw invalidRequest(`Invalid search query: ${query}`, 'query');
    const data = em.state.all('customers').filter((c) => {
      if ((c as unknown as { deleted?: boolean }).deleted) return false;
      return clauses.every((m) => {
        const value = m[3]!.replace(/\\(.)/g, '$1');
        if (m[1] === 'email') return c.email === value;
        if (m[1] === 'name') return c.name === value;
        return c.metadata[m[2]!] === value;
      });
    });
    const limit = Math.min(100, Number(str(params, 'limit') ?? 10) || 10);
    return { object: 'search_result', data: data.slice(0, limit), has_more: data.length > limit, next_page: null, url };
  }),
  route('GET', '/v1/customers', ({ em, params, url }) => {
    allowOnly(params, ['email', 'limit', 'starting_after', 'ending_before', 'test_clock', 'created']);
    const email = str(params, 'email');
    const clock = str(params, 'test_clock');
    const items = em.state
      .all('customers')
      .filter((c) => !(c as unknown as { deleted?: boolean }).deleted)
      .filter((c) => (email === undefined || c.email === email) && (clock === undefined || c.test_clock === clock));
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/customers/:id', ({ em, path, params }) => {
    const customer = em.state.get('customers', path[0]!);
    if (!customer) throw noSuchObject('customer', path[0]!);
    return em.expand(customer, expandPaths(params));
  }),
  route('POST', '/v1/customers/:id', ({ em, path, params }) => {
    allowOnly(params, FIELDS.filter((f) => f !== 'test_clock'));
    const customer = getCustomer(em, path[0]!, 'id');
    const before = structuredClone(customer);
    for (const field of ['email', 'name', 'description', 'phone'] as const) {
      const v = nullableStr(params, field);
      if (v !== undefined) customer[field] = v;
    }
    customer.metadata = mergeMetadata(customer.metadata, params);
    const pmId = str(params, 'payment_method');
    if (pmId) attachPaymentMethod(em, pmId, customer.id);
    applyInvoiceSettings(em, customer, params);
    const previous = changed(before, customer);
    if (Object.keys(previous).length > 0) em.emit('customer.updated', customer, previous, { customer: customer.id });
    return em.expand(customer, expandPaths(params));
  }),
  route('DELETE', '/v1/customers/:id', ({ em, path }) => {
    const customer = getCustomer(em, path[0]!, 'id');
    for (const pm of em.state.all('payment_methods')) if (pm.customer === customer.id) pm.customer = null;
    for (const sub of em.state.all('subscriptions')) {
      if (sub.customer === customer.id && sub.status !== 'canceled') cancelSubscription(em, sub, 'cancellation_requested');
    }
    em.emit('customer.deleted', customer, undefined, { customer: customer.id });
    const deleted = { id: customer.id, object: 'customer', deleted: true } as const;
    em.state.put('customers', deleted as unknown as Stripe.Customer);
    return deleted;
  }),
  route('GET', '/v1/customers/:id/payment_methods/:pm', ({ em, path, params }) => {
    getCustomer(em, path[0]!, 'customer');
    const pm = em.state.get('payment_methods', path[1]!);
    if (!pm || pm.customer !== path[0]) throw noSuchObject('PaymentMethod', path[1]!, 'payment_method');
    return em.expand(pm, expandPaths(params));
  }),
  route('GET', '/v1/customers/:id/payment_methods', ({ em, path, params, url }) => {
    allowOnly(params, ['type', 'limit', 'starting_after', 'ending_before', 'allow_redisplay']);
    getCustomer(em, path[0]!, 'customer');
    const type = str(params, 'type');
    const items = em.state.all('payment_methods').filter((pm) => pm.customer === path[0] && (type === undefined || pm.type === type));
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
];
