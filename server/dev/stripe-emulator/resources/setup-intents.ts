import type Stripe from 'stripe';
import { invalidRequest, noSuchObject, unexpectedState } from '../errors.js';
import type { Emulator } from '../emulator.js';
import { clientSecret } from '../ids.js';
import type { FormObject } from '../form.js';
import { allowOnly, bool, expandPaths, list, mergeMetadata, nullableStr, obj, str } from '../params.js';
import { route, type Route, type RouteContext } from '../router.js';
import { authenticationAction, type NextAction } from './authentication.js';
import { getCustomer } from './customer-lookup.js';
import { attachPaymentMethod, cardError, cardOf, paymentMethodFromData, resolvePaymentMethod } from './payment-methods.js';

const customerOf = (si: Stripe.SetupIntent) => (typeof si.customer === 'string' ? si.customer : null);

/** Finds an intent; with a publishable key the caller must also hold its client secret. */
function getSetupIntent({ em, path, params, key }: RouteContext): Stripe.SetupIntent {
  const si = em.state.get('setup_intents', path[0]!);
  const secret = str(params, 'client_secret');
  if (!si || (key === 'publishable' && secret !== si.client_secret)) throw noSuchObject('setupintent', path[0]!, 'intent');
  return si;
}

/** Marks a set-up card as saved: attached to the intent's customer (card check already done). */
function succeed(em: Emulator, si: Stripe.SetupIntent, pm: Stripe.PaymentMethod): void {
  si.status = 'succeeded';
  si.next_action = null;
  si.last_setup_error = null;
  const customer = customerOf(si);
  if (customer && pm.customer !== customer) attachPaymentMethod(em, pm.id, customer, { checked: true });
  em.emit('setup_intent.succeeded', si, undefined, { customer });
}

function fail(em: Emulator, si: Stripe.SetupIntent, error: Stripe.SetupIntent.LastSetupError): void {
  si.status = 'requires_payment_method';
  si.next_action = null;
  si.last_setup_error = error;
  em.state.pendingAuth.delete(si.id);
  em.emit('setup_intent.setup_failed', si, undefined, { customer: customerOf(si) });
}

/** Confirms: the card check, then 3-D Secure for cards that ask for it, then success. */
export function confirmSetupIntent(em: Emulator, si: Stripe.SetupIntent, params: FormObject): Stripe.SetupIntent {
  if (si.status === 'succeeded' || si.status === 'canceled') {
    throw unexpectedState(`You cannot confirm this SetupIntent because it has a status of ${si.status}.`);
  }
  const pmData = obj(params, 'payment_method_data');
  const pmId = str(params, 'payment_method');
  if (pmData) si.payment_method = paymentMethodFromData(em, pmData).id;
  else if (pmId) si.payment_method = resolvePaymentMethod(em, pmId).id;
  if (typeof si.payment_method !== 'string') {
    throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.", 'payment_method');
  }
  const pm = em.state.get('payment_methods', si.payment_method)!;
  const customer = customerOf(si);
  if (pm.customer && pm.customer !== customer) {
    throw invalidRequest('The provided PaymentMethod belongs to a different Customer.', 'payment_method');
  }
  const returnUrl = nullableStr(params, 'return_url') ?? null;
  const card = cardOf(em, pm);
  if (card.attachFailure) {
    const failure = card.attachFailure;
    fail(em, si, { type: 'card_error', code: failure.code, decline_code: failure.decline_code, message: failure.message, payment_method: structuredClone(pm) } as Stripe.SetupIntent.LastSetupError);
    throw cardError(failure, { setup_intent: structuredClone(si), payment_method: structuredClone(pm) });
  }
  if (card.authentication !== 'none') {
    si.status = 'requires_action';
    si.next_action = authenticationAction(em, si, returnUrl) as NextAction;
    em.emit('setup_intent.requires_action', si, undefined, { customer });
    return si;
  }
  succeed(em, si, pm);
  return si;
}

/** The emulated 3-D Secure page's verdict for a SetupIntent. */
export function finishSetupAuthentication(em: Emulator, si: Stripe.SetupIntent, success: boolean): void {
  em.state.pendingAuth.delete(si.id);
  const pm = em.state.get('payment_methods', si.payment_method as string)!;
  if (!success) {
    fail(em, si, {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      payment_method: structuredClone(pm),
    } as Stripe.SetupIntent.LastSetupError);
    return;
  }
  const facts = em.state.cards.get(pm.id);
  if (facts) facts.setupAuthenticated = true;
  succeed(em, si, pm);
}

const CREATE = ['customer', 'payment_method', 'payment_method_types', 'allowed_payment_method_types', 'excluded_payment_method_types', 'flow_directions', 'single_use', 'confirm', 'usage', 'metadata', 'description', 'return_url', 'automatic_payment_methods', 'payment_method_data', 'payment_method_options', 'on_behalf_of', 'use_stripe_sdk', 'mandate_data'];
const CONFIRM = ['payment_method', 'payment_method_data', 'return_url', 'use_stripe_sdk', 'client_secret', 'mandate_data', 'payment_method_options', 'expected_payment_method_type', 'key', 'payment_user_agent'];

export const setupIntentRoutes: Route[] = [
  route('POST', '/v1/setup_intents', ({ em, params }) => {
    allowOnly(params, CREATE);
    const customer = str(params, 'customer');
    if (customer) getCustomer(em, customer);
    const usage = str(params, 'usage') ?? 'off_session';
    if (!['off_session', 'on_session'].includes(usage)) throw invalidRequest(`Invalid usage: ${usage}`, 'usage');
    const allowed = list(params, 'allowed_payment_method_types');
    const types = (allowed ?? list(params, 'payment_method_types') ?? ['card']).filter((t): t is string => typeof t === 'string');
    if (types.some((t) => t !== 'card')) throw invalidRequest('The emulator supports card payment methods only.', allowed ? 'allowed_payment_method_types' : 'payment_method_types');
    const id = em.state.newId('seti');
    const si: Stripe.SetupIntent = {
      id,
      object: 'setup_intent',
      allowed_payment_method_types: allowed ? types : null,
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: clientSecret(id),
      created: em.state.now(customer),
      customer: customer ?? null,
      customer_account: null,
      description: nullableStr(params, 'description') ?? null,
      excluded_payment_method_types: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: mergeMetadata(null, params),
      next_action: null,
      on_behalf_of: str(params, 'on_behalf_of') ?? null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: types,
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage,
    };
    em.state.put('setup_intents', si);
    const pmId = str(params, 'payment_method');
    if (pmId) {
      si.payment_method = resolvePaymentMethod(em, pmId).id;
      si.status = 'requires_confirmation';
    }
    em.emit('setup_intent.created', si, undefined, { customer });
    // A declined card on create+confirm: the intent stays stored and the card error is the answer.
    if (bool(params, 'confirm')) confirmSetupIntent(em, si, params);
    return em.expand(si, expandPaths(params));
  }),
  route('GET', '/v1/setup_intents', ({ em, params, url }) => {
    allowOnly(params, ['customer', 'payment_method', 'limit', 'starting_after', 'ending_before', 'created']);
    const customer = str(params, 'customer');
    const items = em.state.all('setup_intents').filter((si) => customer === undefined || si.customer === customer);
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/setup_intents/:id', (ctx) => ctx.em.expand(getSetupIntent(ctx), expandPaths(ctx.params)), { publishable: true }),
  route('POST', '/v1/setup_intents/:id', ({ em, path, params }) => {
    allowOnly(params, ['customer', 'payment_method', 'metadata', 'description', 'payment_method_types']);
    const si = em.state.get('setup_intents', path[0]!);
    if (!si) throw noSuchObject('setupintent', path[0]!);
    if (si.status === 'succeeded' || si.status === 'canceled') throw unexpectedState(`You cannot update this SetupIntent because it has a status of ${si.status}.`);
    const customer = str(params, 'customer');
    if (customer) si.customer = getCustomer(em, customer).id;
    const pmId = str(params, 'payment_method');
    if (pmId) {
      si.payment_method = resolvePaymentMethod(em, pmId).id;
      si.status = 'requires_confirmation';
    }
    si.metadata = mergeMetadata(si.metadata, params);
    const description = nullableStr(params, 'description');
    if (description !== undefined) si.description = description;
    return em.expand(si, expandPaths(params));
  }),
  route(
    'POST',
    '/v1/setup_intents/:id/confirm',
    (ctx) => {
      allowOnly(ctx.params, CONFIRM);
      const si = getSetupIntent(ctx);
      return ctx.em.expand(confirmSetupIntent(ctx.em, si, ctx.params), expandPaths(ctx.params));
    },
    { publishable: true },
  ),
  route('POST', '/v1/setup_intents/:id/cancel', ({ em, path, params }) => {
    allowOnly(params, ['cancellation_reason']);
    const si = em.state.get('setup_intents', path[0]!);
    if (!si) throw noSuchObject('setupintent', path[0]!);
    if (si.status === 'succeeded' || si.status === 'canceled') throw unexpectedState(`You cannot cancel this SetupIntent because it has a status of ${si.status}.`);
    si.status = 'canceled';
    si.next_action = null;
    si.cancellation_reason = (str(params, 'cancellation_reason') as Stripe.SetupIntent.CancellationReason | undefined) ?? null;
    em.state.pendingAuth.delete(si.id);
    em.emit('setup_intent.canceled', si, undefined, { customer: customerOf(si) });
    return em.expand(si, expandPaths(params));
  }),
];
