import type Stripe from 'stripe';
import type { CardFailure } from '../cards.js';
import { invalidRequest, noSuchObject, unexpectedState } from '../errors.js';
import type { Emulator } from '../emulator.js';
import type { FormObject } from '../form.js';
import { clientSecret } from '../ids.js';
import { allowOnly, bool, expandPaths, int, list, mergeMetadata, nullableStr, obj, requiredStr, str } from '../params.js';
import { route, type Route, type RouteContext } from '../router.js';
import { authenticationAction, type NextAction } from './authentication.js';
import { createCharge } from './charges.js';
import { getCustomer } from './customer-lookup.js';
import { attachPaymentMethod, cardError, cardOf, paymentMethodFromData, resolvePaymentMethod } from './payment-methods.js';

const customerOf = (pi: Stripe.PaymentIntent) => (typeof pi.customer === 'string' ? pi.customer : null);

const AUTHENTICATION_REQUIRED: CardFailure = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

function getPaymentIntent({ em, path, params, key }: RouteContext): Stripe.PaymentIntent {
  const pi = em.state.get('payment_intents', path[0]!);
  const secret = str(params, 'client_secret');
  if (!pi || (key === 'publishable' && secret !== pi.client_secret)) throw noSuchObject('payment_intent', path[0]!, 'intent');
  return pi;
}

/** Records a failed attempt: the intent wants another payment method; the answer is a 402. */
function failAttempt(em: Emulator, pi: Stripe.PaymentIntent, pm: Stripe.PaymentMethod, failure: CardFailure, options: { raise: boolean }): void {
  const charge = createCharge(em, pi, pm, failure);
  pi.status = 'requires_payment_method';
  pi.next_action = null;
  pi.latest_charge = charge.id;
  pi.last_payment_error = {
    type: 'card_error',
    code: failure.code,
    decline_code: failure.decline_code,
    message: failure.message,
    charge: charge.id,
    payment_method: structuredClone(pm),
    doc_url: `https://stripe.com/docs/error-codes/${failure.code.replace(/_/g, '-')}`,
  } as Stripe.PaymentIntent.LastPaymentError;
  em.emit('payment_intent.payment_failed', pi, undefined, { customer: customerOf(pi) });
  em.paymentIntentSettled(pi);
  if (options.raise) throw cardError(failure, { charge: charge.id, payment_intent: structuredClone(pi), payment_method: structuredClone(pm) });
}

/** Charges the card: a succeeded or failed Charge; on success the intent succeeds (or awaits capture). */
function chargeCard(em: Emulator, pi: Stripe.PaymentIntent, pm: Stripe.PaymentMethod, options: { raise: boolean }): void {
  const failure = cardOf(em, pm).chargeFailure;
  if (failure) return failAttempt(em, pi, pm, failure, options);
  const ch = createCharge(em, pi, pm, null);
  pi.latest_charge = ch.id;
  pi.next_action = null;
  pi.last_payment_error = null;
  const customer = customerOf(pi);
  if (pi.setup_future_usage && customer && pm.customer !== customer) attachPaymentMethod(em, pm.id, customer, { checked: true });
  if (pi.capture_method === 'manual') {
    pi.status = 'requires_capture';
    pi.amount_capturable = pi.amount;
    em.emit('payment_intent.amount_capturable_updated', pi, undefined, { customer });
    em.paymentIntentSettled(pi);
    return;
  }
  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  em.emit('payment_intent.succeeded', pi, undefined, { customer });
  em.paymentIntentSettled(pi);
}

/**
 * Confirms a PaymentIntent: 3-D Secure where the card asks for it (off-session that is the
 * `authentication_required` decline), then the charge. Declines answer 402 with the intent.
 */
export function confirmPaymentIntent(em: Emulator, pi: Stripe.PaymentIntent, params: FormObject): Stripe.PaymentIntent {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
    throw unexpectedState(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`);
  }
  const pmData = obj(params, 'payment_method_data');
  const pmId = str(params, 'payment_method');
  if (pmData) pi.payment_method = paymentMethodFromData(em, pmData).id;
  else if (pmId) pi.payment_method = resolvePaymentMethod(em, pmId).id;
  if (typeof pi.payment_method !== 'string') {
    throw invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, provide a payment_method.", 'payment_method');
  }
  const pm = em.state.get('payment_methods', pi.payment_method)!;
  const customer = customerOf(pi);
  if (pm.customer && pm.customer !== customer) {
    throw invalidRequest(
      'The provided PaymentMethod belongs to a Customer, but you did not provide that Customer. Pass the customer that owns this PaymentMethod.',
      'payment_method',
    );
  }
  const offSession = str(params, 'off_session') !== undefined ? bool(params, 'off_session') === true || ['one_off', 'recurring'].includes(str(params, 'off_session')!) : false;
  const setupFuture = str(params, 'setup_future_usage');
  if (setupFuture) pi.setup_future_usage = setupFuture as Stripe.PaymentIntent.SetupFutureUsage;
  const returnUrl = nullableStr(params, 'return_url') ?? null;
  const card = cardOf(em, pm);
  const facts = em.state.cards.get(pm.id);
  const needsAuthentication = card.authentication === 'always' || (card.authentication === 'on_setup' && !(offSession && facts?.setupAuthenticated));
  if (needsAuthentication) {
    if (offSession || bool(params, 'error_on_requires_action')) return failAttempt(em, pi, pm, AUTHENTICATION_REQUIRED, { raise: true }), pi;
    pi.status = 'requires_action';
    pi.next_action = authenticationAction(em, pi, returnUrl) as NextAction;
    em.emit('payment_intent.requires_action', pi, undefined, { customer });
    em.paymentIntentSettled(pi);
    return pi;
  }
  chargeCard(em, pi, pm, { raise: true });
  return pi;
}

/** The emulated 3-D Secure page's verdict for a PaymentIntent: charge, or fail the attempt. */
export function finishPaymentAuthentication(em: Emulator, pi: Stripe.PaymentIntent, success: boolean): void {
  em.state.pendingAuth.delete(pi.id);
  const pm = em.state.get('payment_methods', pi.payment_method as string)!;
  if (!success) {
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      payment_method: structuredClone(pm),
    } as Stripe.PaymentIntent.LastPaymentError;
    em.emit('payment_intent.payment_failed', pi, undefined, { customer: customerOf(pi) });
    em.paymentIntentSettled(pi);
    return;
  }
  chargeCard(em, pi, pm, { raise: false });
}

const CREATE = [
  'amount', 'currency', 'customer', 'payment_method', 'payment_method_types', 'allowed_payment_method_types', 'excluded_payment_method_types', 'confirm', 'off_session', 'application_fee_amount',
  'transfer_data', 'metadata', 'description', 'receipt_email', 'setup_future_usage', 'capture_method', 'return_url',
  'statement_descriptor', 'statement_descriptor_suffix', 'on_behalf_of', 'transfer_group', 'automatic_payment_methods',
  'error_on_requires_action', 'use_stripe_sdk', 'payment_method_options', 'confirmation_method', 'mandate_data', 'payment_method_data',
];
const CONFIRM = ['payment_method', 'payment_method_data', 'return_url', 'use_stripe_sdk', 'client_secret', 'off_session', 'setup_future_usage', 'error_on_requires_action', 'mandate_data', 'payment_method_options', 'receipt_email', 'expected_payment_method_type', 'key', 'payment_user_agent'];

/** Validates the destination of a destination charge: an account whose transfers capability is active. */
function destinationOf(em: Emulator, transfer: FormObject | undefined): Stripe.PaymentIntent.TransferData | null {
  if (!transfer) return null;
  allowOnly(transfer, ['destination', 'amount']);
  const destination = requiredStr(transfer, 'destination');
  const account = em.state.get('accounts', destination);
  if (!account) throw invalidRequest(`No such destination: '${destination}'`, 'transfer_data[destination]', 'resource_missing');
  if (account.capabilities?.transfers !== 'active') {
    throw invalidRequest(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      'transfer_data[destination]',
      'insufficient_capabilities_for_transfer',
    );
  }
  const amount = int(transfer, 'amount', { min: 0 });
  return { destination, ...(amount !== undefined ? { amount } : {}) } as Stripe.PaymentIntent.TransferData;
}

export function createPaymentIntent(em: Emulator, params: FormObject): Stripe.PaymentIntent {
  allowOnly(params, CREATE);
  const amount = int(params, 'amount');
  if (amount === undefined) throw invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
  const currency = requiredStr(params, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}`, 'currency');
  if (amount < 50) throw invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
  if (amount > 99_999_999) throw invalidRequest('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
  const customer = str(params, 'customer');
  if (customer) getCustomer(em, customer);
  const transferData = destinationOf(em, obj(params, 'transfer_data'));
  const fee = int(params, 'application_fee_amount', { min: 0 });
  if (fee !== undefined && !transferData && !str(params, 'on_behalf_of') && !em.request?.account) {
    throw invalidRequest(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      'application_fee_amount',
    );
  }
  if (fee !== undefined && fee > amount) throw invalidRequest('The application fee amount cannot exceed the payment amount.', 'application_fee_amount');
  if (transferData?.amount !== undefined && transferData.amount > amount) throw invalidRequest('The transfer amount cannot exceed the payment amount.', 'transfer_data[amount]');
  const captureMethod = str(params, 'capture_method') ?? 'automatic';
  if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod)) throw invalidRequest(`Invalid capture_method: ${captureMethod}`, 'capture_method');
  const offSession = str(params, 'off_session');
  if (offSession !== undefined && !bool(params, 'confirm')) throw invalidRequest('off_session can only be used when confirm=true.', 'off_session');
  const allowed = list(params, 'allowed_payment_method_types');
  const types = (allowed ?? list(params, 'payment_method_types') ?? ['card']).filter((t): t is string => typeof t === 'string');
  if (types.some((t) => t !== 'card')) throw invalidRequest('The emulator supports card payment methods only.', allowed ? 'allowed_payment_method_types' : 'payment_method_types');
  const id = em.state.newId('pi');
  const pi: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    allowed_payment_method_types: allowed ? types : null,
    application: null,
    application_fee_amount: fee ?? null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: captureMethod,
    client_secret: clientSecret(id),
    confirmation_method: str(params, 'confirmation_method') ?? 'automatic',
    created: em.state.now(customer),
    currency,
    customer: customer ?? null,
    customer_account: null,
    description: nullableStr(params, 'description') ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: mergeMetadata(null, params),
    next_action: null,
    on_behalf_of: str(params, 'on_behalf_of') ?? null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: types,
    payment_record: null,
    processing: null,
    receipt_email: nullableStr(params, 'receipt_email') ?? null,
    review: null,
    setup_future_usage: (str(params, 'setup_future_usage') as Stripe.PaymentIntent.SetupFutureUsage | undefined) ?? null,
    shipping: null,
    source: null,
    statement_descriptor: nullableStr(params, 'statement_descriptor') ?? null,
    statement_descriptor_suffix: nullableStr(params, 'statement_descriptor_suffix') ?? null,
    status: 'requires_payment_method',
    transfer_data: transferData,
    transfer_group: nullableStr(params, 'transfer_group') ?? null,
  };
  em.state.put('payment_intents', pi);
  const pmId = str(params, 'payment_method');
  if (pmId) {
    pi.payment_method = resolvePaymentMethod(em, pmId).id;
    pi.status = 'requires_confirmation';
  }
  em.emit('payment_intent.created', pi, undefined, { customer });
  if (bool(params, 'confirm')) confirmPaymentIntent(em, pi, params);
  return pi;
}

export const paymentIntentRoutes: Route[] = [
  route('POST', '/v1/payment_intents', ({ em, params }) => em.expand(createPaymentIntent(em, params), expandPaths(params))),
  route('GET', '/v1/payment_intents', ({ em, params, url }) => {
    allowOnly(params, ['customer', 'limit', 'starting_after', 'ending_before', 'created']);
    const customer = str(params, 'customer');
    const items = em.state.all('payment_intents').filter((pi) => customer === undefined || pi.customer === customer);
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/payment_intents/:id', (ctx) => ctx.em.expand(getPaymentIntent(ctx), expandPaths(ctx.params)), { publishable: true }),
  route('POST', '/v1/payment_intents/:id', ({ em, path, params }) => {
    allowOnly(params, ['amount', 'metadata', 'description', 'payment_method', 'receipt_email', 'setup_future_usage', 'customer', 'application_fee_amount', 'statement_descriptor', 'transfer_group']);
    const pi = em.state.get('payment_intents', path[0]!);
    if (!pi) throw noSuchObject('payment_intent', path[0]!);
    if (['succeeded', 'canceled', 'processing'].includes(pi.status) && Object.keys(params).some((k) => k !== 'metadata' && k !== 'description' && k !== 'expand')) {
      throw unexpectedState(`You cannot update this PaymentIntent because it has a status of ${pi.status}.`);
    }
    const amount = int(params, 'amount', { min: 50 });
    if (amount !== undefined) pi.amount = amount;
    const fee = int(params, 'application_fee_amount', { min: 0 });
    if (fee !== undefined) pi.application_fee_amount = fee;
    const customer = str(params, 'customer');
    if (customer) pi.customer = getCustomer(em, customer).id;
    const pmId = str(params, 'payment_method');
    if (pmId) {
      pi.payment_method = resolvePaymentMethod(em, pmId).id;
      pi.status = 'requires_confirmation';
    }
    const description = nullableStr(params, 'description');
    if (description !== undefined) pi.description = description;
    pi.metadata = mergeMetadata(pi.metadata, params);
    return em.expand(pi, expandPaths(params));
  }),
  route(
    'POST',
    '/v1/payment_intents/:id/confirm',
    (ctx) => {
      allowOnly(ctx.params, CONFIRM);
      const pi = getPaymentIntent(ctx);
      if (ctx.key === 'publishable' && str(ctx.params, 'off_session')) throw invalidRequest('off_session cannot be used with a publishable key.', 'off_session');
      return ctx.em.expand(confirmPaymentIntent(ctx.em, pi, ctx.params), expandPaths(ctx.params));
    },
    { publishable: true },
  ),
  route('POST', '/v1/payment_intents/:id/capture', ({ em, path, params }) => {
    allowOnly(params, ['amount_to_capture', 'application_fee_amount', 'metadata']);
    const pi = em.state.get('payment_intents', path[0]!);
    if (!pi) throw noSuchObject('payment_intent', path[0]!);
    if (pi.status !== 'requires_capture') throw unexpectedState(`This PaymentIntent could not be captured because it has a status of ${pi.status}.`);
    const amount = int(params, 'amount_to_capture', { min: 1 }) ?? pi.amount;
    if (amount > pi.amount_capturable) throw invalidRequest('The amount to capture is greater than the capturable amount.', 'amount_to_capture');
    const ch = em.state.get('charges', pi.latest_charge as string)!;
    ch.captured = true;
    ch.amount_captured = amount;
    pi.amount_received = amount;
    pi.amount_capturable = 0;
    pi.status = 'succeeded';
    pi.metadata = mergeMetadata(pi.metadata, params);
    em.emit('charge.captured', ch, undefined, { customer: customerOf(pi) });
    em.emit('payment_intent.succeeded', pi, undefined, { customer: customerOf(pi) });
    return em.expand(pi, expandPaths(params));
  }),
  route('POST', '/v1/payment_intents/:id/cancel', ({ em, path, params }) => {
    allowOnly(params, ['cancellation_reason']);
    const pi = em.state.get('payment_intents', path[0]!);
    if (!pi) throw noSuchObject('payment_intent', path[0]!);
    if (['succeeded', 'canceled', 'processing'].includes(pi.status)) {
      throw unexpectedState(`You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`);
    }
    pi.status = 'canceled';
    pi.canceled_at = em.state.now(customerOf(pi));
    pi.next_action = null;
    pi.amount_capturable = 0;
    pi.cancellation_reason = (str(params, 'cancellation_reason') as Stripe.PaymentIntent.CancellationReason | undefined) ?? null;
    em.state.pendingAuth.delete(pi.id);
    em.emit('payment_intent.canceled', pi, undefined, { customer: customerOf(pi) });
    return em.expand(pi, expandPaths(params));
  }),
];
