import type Stripe from 'stripe';
import { brandOf, liveCard, luhnValid, testCardById, testCardByNumber, type CardFailure, type TestCard } from '../cards.js';
import { EmulatorError, invalidRequest, noSuchObject } from '../errors.js';
import type { Emulator } from '../emulator.js';
import type { FormObject } from '../form.js';
import { allowOnly, expandPaths, int, mergeMetadata, nullableStr, obj, requiredStr, str } from '../params.js';
import { route, type Route } from '../router.js';
import { getCustomer } from './customer-lookup.js';

/** The test card behind a stored PaymentMethod. */
export function cardOf(em: Emulator, pm: Stripe.PaymentMethod): TestCard {
  const facts = em.state.cards.get(pm.id);
  if (!facts) return liveCard('0000000000000000');
  return testCardByNumber(facts.number) ?? liveCard(facts.number);
}

/** A card error (HTTP 402, the SDK's StripeCardError) with the objects Stripe attaches to it. */
export function cardError(failure: CardFailure, extra: Record<string, unknown> = {}): EmulatorError {
  return new EmulatorError(
    402,
    {
      type: 'card_error',
      code: failure.code,
      decline_code: failure.decline_code,
      message: failure.message,
      ...(failure.param ? { param: failure.param } : {}),
      doc_url: `https://stripe.com/docs/error-codes/${failure.code.replace(/_/g, '-')}`,
      ...extra,
    },
    true,
  );
}

const fail = (code: string, message: string, param: string) => new EmulatorError(402, { type: 'card_error', code, message, param: `card[${param}]` });
const field = (o: FormObject | undefined, k: string) => (o ? (nullableStr(o, k) ?? null) : null);

function checkCardInput(card: FormObject, now: number): { number: string; expMonth: number; expYear: number } {
  const number = (str(card, 'number') ?? '').replace(/[\s-]/g, '');
  if (!number) throw invalidRequest('Missing required param: card[number].', 'card[number]', 'parameter_missing');
  if (!luhnValid(number)) throw fail('incorrect_number', 'Your card number is incorrect.', 'number');
  const expMonth = int(card, 'exp_month');
  const expYearRaw = int(card, 'exp_year');
  if (expMonth === undefined || expMonth < 1 || expMonth > 12) throw fail('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  if (expYearRaw === undefined) throw fail('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  const expYear = expYearRaw < 100 ? 2000 + expYearRaw : expYearRaw;
  const today = new Date(now * 1000);
  const thisYear = today.getUTCFullYear();
  if (expYear < thisYear || expYear > thisYear + 50) throw fail('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  if (expYear === thisYear && expMonth < today.getUTCMonth() + 1) throw fail('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  const cvc = str(card, 'cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) throw fail('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  return { number, expMonth, expYear };
}

function billingDetails(params: FormObject | undefined): Stripe.PaymentMethod.BillingDetails {
  const address = params ? obj(params, 'address') : undefined;
  return {
    address: {
      city: field(address, 'city'),
      country: field(address, 'country'),
      line1: field(address, 'line1'),
      line2: field(address, 'line2'),
      postal_code: field(address, 'postal_code'),
      state: field(address, 'state'),
    },
    email: field(params, 'email'),
    name: field(params, 'name'),
    phone: field(params, 'phone'),
    tax_id: null,
  } as Stripe.PaymentMethod.BillingDetails;
}

/** Stores a new card PaymentMethod for a card number (a test card, or a refused live card). */
function storeCard(em: Emulator, input: { number: string; expMonth: number; expYear: number }, params: FormObject): Stripe.PaymentMethod {
  const card = testCardByNumber(input.number) ?? liveCard(input.number);
  const pm: Stripe.PaymentMethod = {
    id: em.state.newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails(obj(params, 'billing_details')),
    card: {
      brand: card.brand === 'unknown' ? brandOf(input.number) : card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: card.country,
      display_brand: card.brand,
      exp_month: input.expMonth,
      exp_year: input.expYear,
      fingerprint: `fp${input.number.slice(-8)}`,
      funding: card.funding,
      generated_from: null,
      last4: input.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: em.state.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: mergeMetadata(null, params),
    type: 'card',
  };
  em.state.put('payment_methods', pm);
  em.state.cards.set(pm.id, { number: input.number, setupAuthenticated: false });
  return pm;
}

/** A PaymentMethod from `payment_method_data` (Stripe.js confirm calls). */
export function paymentMethodFromData(em: Emulator, data: FormObject): Stripe.PaymentMethod {
  allowOnly(data, ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay']);
  if (str(data, 'type') !== 'card') throw invalidRequest('Only card payment methods are supported by the emulator.', 'payment_method_data[type]');
  const card = obj(data, 'card');
  if (!card) throw invalidRequest('Missing required param: payment_method_data[card].', 'payment_method_data[card]', 'parameter_missing');
  return storeCard(em, checkCardInput(card, em.state.now()), data);
}

/**
 * A stored PaymentMethod by id; Stripe's test ids (`pm_card_visa`, …) mint a fresh PaymentMethod
 * each time they are used, as the real API does.
 */
export function resolvePaymentMethod(em: Emulator, id: string, param = 'payment_method'): Stripe.PaymentMethod {
  const test = testCardById(id);
  if (test) {
    const year = new Date(em.state.now() * 1000).getUTCFullYear() + 1;
    return storeCard(em, { number: test.number, expMonth: 12, expYear: year }, {});
  }
  const pm = em.state.get('payment_methods', id);
  if (!pm) throw noSuchObject('PaymentMethod', id, param);
  return pm;
}

/** Attaches after the card check (decline cards fail it with a 402), emitting `payment_method.attached`. */
export function attachPaymentMethod(em: Emulator, pmId: string, customerId: string, options: { checked?: boolean } = {}): Stripe.PaymentMethod {
  const customer = getCustomer(em, customerId);
  const pm = resolvePaymentMethod(em, pmId);
  if (pm.customer === customer.id) return pm;
  if (pm.customer) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  if (!options.checked) {
    const failure = cardOf(em, pm).attachFailure;
    if (failure) throw cardError(failure, { payment_method: structuredClone(pm) });
  }
  pm.customer = customer.id;
  em.emit('payment_method.attached', pm, undefined, { customer: customer.id });
  return pm;
}

export function detachPaymentMethod(em: Emulator, pm: Stripe.PaymentMethod): Stripe.PaymentMethod {
  const customerId = typeof pm.customer === 'string' ? pm.customer : null;
  if (!customerId) throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', undefined, 'payment_method_unexpected_state');
  const customer = em.state.get('customers', customerId);
  if (customer && customer.invoice_settings?.default_payment_method === pm.id) {
    customer.invoice_settings.default_payment_method = null;
    em.emit('customer.updated', customer, { invoice_settings: { default_payment_method: pm.id } }, { customer: customerId });
  }
  pm.customer = null;
  em.emit('payment_method.detached', pm, { customer: customerId });
  return pm;
}

export const paymentMethodRoutes: Route[] = [
  route(
    'POST',
    '/v1/payment_methods',
    ({ em, params, key }) => {
      allowOnly(params, ['type', 'card', 'billing_details', 'metadata', 'customer', 'payment_method', 'allow_redisplay', 'key', 'payment_user_agent', 'guid', 'muid', 'sid', 'time_on_page']);
      // Cloning a customer's PaymentMethod (for Connect) is the only secret-key form besides card details.
      if (str(params, 'type') !== 'card') throw invalidRequest('Only card payment methods are supported by the emulator.', 'type');
      const card = obj(params, 'card');
      if (!card) throw invalidRequest('Missing required param: card.', 'card', 'parameter_missing');
      const testId = str(card, 'token');
      if (testId) {
        const test = testCardById(testId);
        if (!test) throw noSuchObject('token', testId, 'card[token]');
        return resolvePaymentMethod(em, test.testIds[0]!);
      }
      const pm = storeCard(em, checkCardInput(card, em.state.now()), params);
      void key;
      return em.expand(pm, expandPaths(params));
    },
    { publishable: true },
  ),
  route('GET', '/v1/payment_methods', ({ em, params, url }) => {
    allowOnly(params, ['customer', 'type', 'limit', 'starting_after', 'ending_before']);
    const customer = requiredStr(params, 'customer');
    getCustomer(em, customer);
    const type = str(params, 'type');
    const items = em.state.all('payment_methods').filter((pm) => pm.customer === customer && (type === undefined || pm.type === type));
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/payment_methods/:id', ({ em, path, params }) => {
    const pm = em.state.get('payment_methods', path[0]!);
    if (!pm) throw noSuchObject('PaymentMethod', path[0]!);
    return em.expand(pm, expandPaths(params));
  }),
  route('POST', '/v1/payment_methods/:id', ({ em, path, params }) => {
    allowOnly(params, ['card', 'billing_details', 'metadata', 'allow_redisplay']);
    const pm = em.state.get('payment_methods', path[0]!);
    if (!pm) throw noSuchObject('PaymentMethod', path[0]!);
    if (!pm.customer) throw invalidRequest('You must save this PaymentMethod to a customer before you can update it.', undefined, 'payment_method_unexpected_state');
    const before = structuredClone(pm);
    const card = obj(params, 'card');
    if (card && pm.card) {
      allowOnly(card, ['exp_month', 'exp_year', 'networks']);
      const month = int(card, 'exp_month');
      const yearRaw = int(card, 'exp_year');
      const year = yearRaw !== undefined && yearRaw < 100 ? 2000 + yearRaw : yearRaw;
      if (month !== undefined && (month < 1 || month > 12)) {
        throw new EmulatorError(402, { type: 'card_error', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'card[exp_month]' });
      }
      const now = new Date(em.state.now(typeof pm.customer === 'string' ? pm.customer : null) * 1000);
      const newMonth = month ?? pm.card.exp_month;
      const newYear = year ?? pm.card.exp_year;
      if (newYear < now.getUTCFullYear() || newYear > now.getUTCFullYear() + 50 || (newYear === now.getUTCFullYear() && newMonth < now.getUTCMonth() + 1)) {
        throw new EmulatorError(402, { type: 'card_error', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'card[exp_year]' });
      }
      pm.card.exp_month = newMonth;
      pm.card.exp_year = newYear;
    }
    const billing = obj(params, 'billing_details');
    if (billing) pm.billing_details = billingDetails(billing);
    pm.metadata = mergeMetadata(pm.metadata, params);
    const previous: Record<string, unknown> = {};
    for (const k of ['card', 'billing_details', 'metadata'] as const) {
      if (JSON.stringify(before[k]) !== JSON.stringify(pm[k])) previous[k] = before[k];
    }
    em.emit('payment_method.updated', pm, previous, { customer: typeof pm.customer === 'string' ? pm.customer : null });
    return em.expand(pm, expandPaths(params));
  }),
  route('POST', '/v1/payment_methods/:id/attach', ({ em, path, params }) => {
    allowOnly(params, ['customer', 'customer_account']);
    const pm = attachPaymentMethod(em, path[0]!, requiredStr(params, 'customer'));
    return em.expand(pm, expandPaths(params));
  }),
  route('POST', '/v1/payment_methods/:id/detach', ({ em, path, params }) => {
    allowOnly(params, []);
    const pm = em.state.get('payment_methods', path[0]!);
    if (!pm) throw noSuchObject('PaymentMethod', path[0]!);
    return em.expand(detachPaymentMethod(em, pm), expandPaths(params));
  }),
];
