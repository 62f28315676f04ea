import type Stripe from 'stripe';
import type { PaymentsDeps } from '../payments-deps.js';
import type { ProductKey } from '../price-catalogue.js';
import { baseEntry, idOf } from '../stripe-sync.js';

/**
 * charge.refunded (a refund made in the Stripe dashboard, or by support): one ledger row per
 * refund, found by re-reading the charge and its PaymentIntent. The account keeps its plan (a
 * refund is a gesture, not a cancellation; cancelling is removing the card or the subscription).
 * A charge of another module (metadata `crashpad_area`) is handed to that module's refund handler.
 */
export async function onChargeRefunded(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  return bookChargeRefunds(deps, (event.data.object as Stripe.Charge).id);
}

/**
 * charge.refund.updated (a refund that began pending succeeded, or any refund failed): the refund is
 * re-read from Stripe and its charge's refunds are booked by the same path as charge.refunded,
 * so a pending row settles at once instead of waiting for a later charge.refunded. Whatever the
 * order or number of deliveries, every one reads Stripe's current state, and a settled row never
 * goes back to pending (the area's ledger only settles pending rows).
 */
export async function onRefundUpdated(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const refund = await deps.stripe.refunds.retrieve((event.data.object as Stripe.Refund).id);
  const chargeId = idOf(refund.charge);
  return chargeId ? bookChargeRefunds(deps, chargeId) : false;
}

/** Books the refunds of one charge, re-read from Stripe with its PaymentIntent, in the ledger of the charge's area. */
async function bookChargeRefunds(deps: PaymentsDeps, chargeId: string): Promise<boolean> {
  const charge = await deps.stripe.charges.retrieve(chargeId);
  const intentId = idOf(charge.payment_intent);
  if (!intentId) return false;
  const intent = await deps.stripe.paymentIntents.retrieve(intentId);
  // Another module's charge (rentals: deposits, rent, payment requests) is booked in its own ledger.
  const area = intent.metadata?.crashpad_area;
  const areaHandler = area ? deps.refundAreas.get(area) : undefined;
  if (areaHandler) return areaHandler({ charge, intent, refunds: (await deps.stripe.refunds.list({ charge: charge.id, limit: 100 })).data });
  let userId = intent.metadata?.crashpad_user;
  let product = intent.metadata?.crashpad_product as ProductKey | undefined;
  // A subscription invoice's charge: its PaymentIntent carries no metadata; the ledger row of the charge does.
  const original = await deps.ledger.collection.findOne({ 'stripe.payment_intent': intentId, kind: 'charge' });
  userId ??= original?.user_id;
  product ??= original?.product;
  if (!userId || !product) return false;
  let changed = false;
  const refunds = await deps.stripe.refunds.list({ charge: charge.id, limit: 100 });
  for (const refund of refunds.data) {
    const failed = refund.status === 'failed' || refund.status === 'canceled';
    if (!failed && refund.status !== 'succeeded' && refund.status !== 'pending') continue;
    const key = `refund:${refund.id}`;
    const failureCode = failed ? (refund.failure_reason ?? 'unknown') : null;
    const recorded = await deps.ledger.record(
      {
        ...baseEntry(userId, product, refund.amount),
        entry_key: key,
        kind: 'refund',
        listing_id: original?.listing_id ?? intent.metadata?.crashpad_listing ?? null,
        status: failed ? 'failed' : 'refunded',
        failure_code: failureCode,
        stripe: { customer: idOf(charge.customer), payment_intent: intentId, invoice: original?.stripe.invoice ?? null, invoice_number: null, subscription: original?.stripe.subscription ?? null, charge: charge.id, refund: refund.id, connected_account: null },
      },
      deps.app.clock.now(),
    );
    // Stripe can fail a refund it reported succeeded (or pending): the row booked then says so now.
    const moved = !recorded && failed && (await deps.ledger.failRefund(key, failureCode));
    changed = recorded || moved || changed;
  }
  return changed;
}
