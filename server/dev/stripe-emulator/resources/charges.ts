import type Stripe from 'stripe';
import type { CardFailure } from '../cards.js';
import { invalidRequest, noSuchObject } from '../errors.js';
import type { Emulator } from '../emulator.js';
import { allowOnly, expandPaths, int, mergeMetadata, str } from '../params.js';
import { route, type Route } from '../router.js';
import { cardOf } from './payment-methods.js';

function customerOf(pi: Stripe.PaymentIntent): string | null {
  return typeof pi.customer === 'string' ? pi.customer : null;
}

/** The Charge of one payment attempt, succeeded or failed, as `Stripe.Charge`. */
export function createCharge(em: Emulator, pi: Stripe.PaymentIntent, pm: Stripe.PaymentMethod, failure: CardFailure | null): Stripe.Charge {
  const customer = customerOf(pi);
  const captured = !failure && pi.capture_method !== 'manual';
  const destination = pi.transfer_data?.destination;
  const charge: Stripe.Charge = {
    id: em.state.newId('ch'),
    object: 'charge',
    amount: pi.amount,
    amount_captured: captured ? pi.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: !failure && pi.application_fee_amount ? em.state.newId('fee') : null,
    application_fee_amount: pi.application_fee_amount,
    balance_transaction: failure ? null : em.state.newId('txn'),
    billing_details: pm.billing_details,
    calculated_statement_descriptor: 'CRASHPAD',
    captured,
    created: em.state.now(customer),
    currency: pi.currency,
    customer,
    description: pi.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...pi.metadata },
    on_behalf_of: pi.on_behalf_of,
    outcome: failure
      ? {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'declined_by_network',
          reason: failure.decline_code,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !failure,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: { card: pm.card ? ({ ...pm.card, amount_authorized: failure ? null : pi.amount } as unknown as Stripe.Charge.PaymentMethodDetails.Card) : undefined, type: 'card' } as Stripe.Charge.PaymentMethodDetails,
    receipt_email: pi.receipt_email,
    receipt_number: null,
    receipt_url: failure ? null : `${em.baseUrl}/_emulator/receipts/${pi.id}`,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, url: '/v1/refunds' },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: pi.statement_descriptor,
    statement_descriptor_suffix: pi.statement_descriptor_suffix,
    status: failure ? 'failed' : 'succeeded',
    transfer: !failure && destination ? em.state.newId('tr') : undefined,
    transfer_data: destination ? { amount: pi.transfer_data?.amount ?? null, destination } : null,
    transfer_group: pi.transfer_group ?? (destination && !failure ? `group_${pi.id}` : null),
  };
  em.state.put('charges', charge);
  em.emit(failure ? 'charge.failed' : 'charge.succeeded', charge, undefined, { customer });
  return charge;
}

export const chargeRoutes: Route[] = [
  route('GET', '/v1/charges', ({ em, params, url }) => {
    allowOnly(params, ['customer', 'payment_intent', 'limit', 'starting_after', 'ending_before', 'created', 'transfer_group']);
    const customer = str(params, 'customer');
    const pi = str(params, 'payment_intent');
    const items = em.state.all('charges').filter((c) => (customer === undefined || c.customer === customer) && (pi === undefined || c.payment_intent === pi));
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/charges/:id', ({ em, path, params }) => {
    const charge = em.state.get('charges', path[0]!);
    if (!charge) throw noSuchObject('charge', path[0]!);
    return em.expand(charge, expandPaths(params));
  }),
  route('POST', '/v1/refunds', ({ em, params }) => {
    allowOnly(params, ['charge', 'payment_intent', 'amount', 'reason', 'metadata', 'refund_application_fee', 'reverse_transfer', 'instructions_email']);
    const chargeId = str(params, 'charge');
    const piId = str(params, 'payment_intent');
    if (!chargeId && !piId) throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', undefined, 'parameter_missing');
    let charge: Stripe.Charge | undefined;
    if (chargeId) {
      charge = em.state.get('charges', chargeId);
      if (!charge) throw noSuchObject('charge', chargeId, 'charge');
    } else {
      const pi = em.state.get('payment_intents', piId!);
      if (!pi) throw noSuchObject('payment_intent', piId!, 'payment_intent');
      if (pi.status !== 'succeeded' || typeof pi.latest_charge !== 'string') {
        throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
      }
      charge = em.state.get('charges', pi.latest_charge)!;
    }
    if (!charge.paid || !charge.captured) throw invalidRequest(`Charge ${charge.id} has not been captured or has failed; it cannot be refunded.`, 'charge', 'charge_not_refundable');
    const remaining = charge.amount_captured - charge.amount_refunded;
    if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, 'charge', 'charge_already_refunded');
    const amount = int(params, 'amount', { min: 1 }) ?? remaining;
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        'amount',
        'amount_too_large',
      );
    }
    const reason = str(params, 'reason');
    if (reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) throw invalidRequest(`Invalid reason: ${reason}`, 'reason');
    const customer = typeof charge.customer === 'string' ? charge.customer : null;
    const pm = typeof charge.payment_method === 'string' ? em.state.get('payment_methods', charge.payment_method) : undefined;
    const pending = pm ? cardOf(em, pm).refundsPending === true : false;
    const refund: Stripe.Refund = {
      id: em.state.newId('re'),
      object: 'refund',
      amount,
      balance_transaction: em.state.newId('txn'),
      charge: charge.id,
      created: em.state.now(customer),
      currency: charge.currency,
      customer,
      customer_account: null,
      destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
      metadata: mergeMetadata(null, params),
      payment_intent: charge.payment_intent,
      payment_method: charge.payment_method,
      reason: reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: pending ? 'pending' : 'succeeded',
      transfer_reversal: str(params, 'reverse_transfer') === 'true' && charge.transfer_data ? em.state.newId('trr') : null,
    };
    em.state.put('refunds', refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount_captured;
    em.emit('refund.created', refund, undefined, { customer });
    em.emit('charge.refunded', charge, previous, { customer });
    return em.expand(refund, expandPaths(params));
  }),
  route('GET', '/v1/refunds', ({ em, params, url }) => {
    allowOnly(params, ['charge', 'payment_intent', 'limit', 'starting_after', 'ending_before', 'created']);
    const charge = str(params, 'charge');
    const pi = str(params, 'payment_intent');
    const items = em.state.all('refunds').filter((r) => (charge === undefined || r.charge === charge) && (pi === undefined || r.payment_intent === pi));
    return em.expand(em.page(items, params, url), expandPaths(params));
  }),
  route('GET', '/v1/refunds/:id', ({ em, path, params }) => {
    const refund = em.state.get('refunds', path[0]!);
    if (!refund) throw noSuchObject('refund', path[0]!);
    return em.expand(refund, expandPaths(params));
  }),
];

/**
 * "Some time later" for refunds, called when the emulator's clock moves, as Stripe reports it:
 * - one that began pending (`pm_card_pendingRefund`) succeeds, with `refund.updated` and
 *   `charge.refund.updated` (the Refund, and its previous status);
 * - one of a `pm_card_refundFail` charge, succeeded so far, fails: its amount leaves the charge's
 *   `amount_refunded` (the money is back in the balance, `failure_balance_transaction`), with
 *   `refund.updated`, `refund.failed` and `charge.refund.updated`.
 * Each refund moves once: the clock moving again reports nothing more.
 */
export function settleRefunds(em: Emulator): number {
  let settled = 0;
  for (const refund of em.state.all('refunds')) {
    const previous = { status: refund.status };
    if (refund.status === 'pending') {
      refund.status = 'succeeded';
      if (refund.destination_details?.card) refund.destination_details.card.reference_status = 'available';
    } else if (refund.status === 'succeeded' && failsLater(em, refund)) {
      refund.status = 'failed';
      refund.failure_reason = 'expired_or_canceled_card';
      refund.failure_balance_transaction = em.state.newId('txn');
      const charge = typeof refund.charge === 'string' ? em.state.get('charges', refund.charge) : undefined;
      if (charge) {
        charge.amount_refunded -= refund.amount;
        charge.refunded = charge.amount_refunded >= charge.amount_captured;
      }
    } else {
      continue;
    }
    const customer = typeof refund.customer === 'string' ? refund.customer : null;
    em.emit('refund.updated', refund, previous, { customer });
    if (refund.status === 'failed') em.emit('refund.failed', refund, previous, { customer });
    em.emit('charge.refund.updated', refund, previous, { customer });
    settled += 1;
  }
  return settled;
}

/** A refund of a charge made with the card whose refunds fail (4000 0000 0000 5126). */
function failsLater(em: Emulator, refund: Stripe.Refund): boolean {
  const pm = typeof refund.payment_method === 'string' ? em.state.get('payment_methods', refund.payment_method) : undefined;
  return pm ? cardOf(em, pm).refundsFail === true : false;
}
