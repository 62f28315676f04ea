import type Stripe from 'stripe';
import type { RentalLedgerFields, RentalLedgerKind } from './rental-ledger.js';
import { stripeEntryOf } from './rental-charges.js';
import type { RentalDoc } from './rentals-collections.js';
import type { RentalsDeps } from './rentals-deps.js';

/** A refund as the ledger shows it: money back to the tenant once Stripe says it went out. */
function statusOf(refund: Stripe.Refund): RentalLedgerFields['status'] | null {
  if (refund.status === 'succeeded') return 'paid';
  if (refund.status === 'pending' || refund.status === 'requires_action') return 'pending';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return null;
}

/**
 * The refunds of a rental charge (a deposit, a rent or a paid request refunded from the Stripe
 * dashboard or by support; the app itself refunds nothing): one `refund:{re_…}` row each, with
 * the amount Stripe refunded, written once however often and in whatever order charge.refunded
 * and charge.refund.updated are delivered; a pending refund reported again as succeeded (or
 * failed) moves to that state, a paid one that Stripe fails later (`pm_card_refundFail`) moves to
 * failed, and none goes back to pending.
 * The platform's fee stays booked: a refund of a destination charge returns the application fee
 * only when asked to (`refund_application_fee`), which the app never does.
 */
export async function bookRefunds(deps: RentalsDeps, rental: RentalDoc, refunded: { charge: Stripe.Charge; intent: Stripe.PaymentIntent; refunds: Stripe.Refund[] }): Promise<boolean> {
  const { intent } = refunded;
  const m = intent.metadata ?? {};
  const of = (m.crashpad_kind as RentalLedgerKind | undefined) ?? 'rent';
  let changed = false;
  for (const refund of refunded.refunds) {
    const status = statusOf(refund);
    if (!status) continue;
    const key = `refund:${refund.id}`;
    const recorded = await deps.ledger.record(
      {
        ...stripeEntryOf(rental, intent, of),
        entry_key: key,
        kind: 'refund',
        status,
        amount_cents: refund.amount,
        fee_cents: 0,
      },
      deps.app.clock.now(),
    );
    const settled = !recorded && status !== 'pending' && (await deps.ledger.settle(key, status));
    changed = recorded || settled || changed;
  }
  return changed;
}
