import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { accept, invite, inviteBody, inviteToken, onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';
import { processEvent } from '../payments/webhooks/dispatch.js';
import type { RentalLedgerDoc } from './rental-ledger.js';

/*
 * A refund of a rental charge that begins pending (Stripe's `pm_card_pendingRefund`) settles on
 * Stripe's charge.refund.updated, through the same refund-area path as charge.refunded: booked
 * once, whatever the order or number of deliveries, and a settled row never goes back to pending.
 * A refund Stripe fails after it succeeded (`pm_card_refundFail`) moves from paid to failed.
 */
let server: TestServer;
let depositIntent: string;
let rentalId: string;
let failingIntent: string;
let failingRentalId: string;
const REFUND = 7_500;

const refundRowsOf = (rental: string) => server.context.store.collection<RentalLedgerDoc>('rental_ledger').find({ rental_id: rental, kind: 'refund' });
const refundRows = () => refundRowsOf(rentalId);
const eventsOf = async (type: string, charge: string): Promise<Stripe.Event[]> =>
  (await server.payments!.deps.stripe.events.list({ type, limit: 100 }).autoPagingToArray({ limit: 1000 }))
    .filter((e) => {
      const o = e.data.object as { object: string; id: string; charge?: string };
      return (o.object === 'charge' ? o.id : o.charge) === charge;
    })
    .reverse();

async function deliver(event: Stripe.Event): Promise<string> {
  for (;;) {
    const outcome = await processEvent(server.payments!.deps, event, server.payments!.events);
    if (outcome !== 'busy') return outcome;
    await new Promise((r) => setImmediate(r));
  }
}

/** A tenant paying with `card` accepts an invitation with a deposit: the rental and the deposit's PaymentIntent. */
async function depositPaidWith(lister: Awaited<ReturnType<typeof onboardedLister>>, card: string, bed: number): Promise<{ rental: string; intent: string }> {
  const tenant = await tenantWithCard(server, card);
  const rental = await invite(server, lister.lister.token, inviteBody(server, lister.listing, tenant.email, { deposit: 200 }, bed));
  expect((await accept(server, tenant.token, await inviteToken(server, tenant.email))).status).toBe(200);
  await server.stripe.webhooksIdle();
  const deposit = (await server.context.store.collection<RentalLedgerDoc>('rental_ledger').findOne({ rental_id: rental.id, kind: 'deposit' }))!;
  return { rental: rental.id, intent: deposit.payment_intent! };
}

beforeAll(async () => {
  server = await startTestServer();
  const lister = await onboardedLister(server);
  ({ rental: rentalId, intent: depositIntent } = await depositPaidWith(lister, 'pm_card_pendingRefund', 0));
  ({ rental: failingRentalId, intent: failingIntent } = await depositPaidWith(lister, 'pm_card_refundFail', 1));
  // From here the test delivers Stripe's events itself.
  server.stripe.setWebhookSwitches({ hold: true });
}, 120_000);
afterAll(() => server?.close());

describe('pending refunds of a rental charge', () => {
  it('books a pending refund on charge.refunded and settles it on charge.refund.updated, once', async () => {
    const refund = await server.payments!.deps.stripe.refunds.create({ payment_intent: depositIntent, amount: REFUND });
    expect(refund.status).toBe('pending');
    const charge = refund.charge as string;
    const [refunded] = await eventsOf('charge.refunded', charge);
    expect(await deliver(refunded!)).toBe('processed');
    expect(await refundRows()).toEqual([expect.objectContaining({ entry_key: `refund:${refund.id}`, status: 'pending', amount_cents: REFUND, with_deposit: true })]);

    // Stripe settles it some time later and says so with charge.refund.updated (no new charge.refunded).
    await server.stripe.advanceTime(60);
    const updates = await eventsOf('charge.refund.updated', charge);
    expect(updates).toHaveLength(1);
    expect(await eventsOf('charge.refunded', charge)).toHaveLength(1);
    expect(await deliver(updates[0]!)).toBe('processed');
    expect(await refundRows()).toEqual([expect.objectContaining({ entry_key: `refund:${refund.id}`, status: 'paid', amount_cents: REFUND })]);

    // Delivered again (duplicates), and everything again in reverse order with the deliveries forgotten: one paid row.
    expect(await deliver(updates[0]!)).toBe('duplicate');
    await server.context.store.collection('stripe_webhook_events').deleteMany({});
    for (const event of [updates[0]!, updates[0]!, refunded!, refunded!].reverse()) await deliver(event);
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'paid', amount_cents: REFUND })]);
  });

  it('books the refund from charge.refund.updated alone when charge.refunded was lost, reordered or not', async () => {
    const charge = (await server.payments!.deps.stripe.paymentIntents.retrieve(depositIntent)).latest_charge as string;
    const [update] = await eventsOf('charge.refund.updated', charge);
    const [refunded] = await eventsOf('charge.refunded', charge);
    await server.context.store.collection('rental_ledger').deleteMany({ rental_id: rentalId, kind: 'refund' });
    await server.context.store.collection('stripe_webhook_events').deleteMany({});
    // The update first, then the older charge.refunded (sent while the refund was still pending).
    expect(await deliver(update!)).toBe('processed');
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'paid', amount_cents: REFUND })]);
    await deliver(refunded!);
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'paid', amount_cents: REFUND })]);
  });

  it('never moves a settled refund back to pending, even if told so by a stale snapshot', async () => {
    const deps = server.payments!.deps;
    const intent = await deps.stripe.paymentIntents.retrieve(depositIntent);
    const charge = await deps.stripe.charges.retrieve(intent.latest_charge as string);
    const refunds = (await deps.stripe.refunds.list({ charge: charge.id })).data;
    const handler = deps.refundAreas.get(intent.metadata.crashpad_area!)!;
    expect(await handler({ charge, intent, refunds: refunds.map((r) => ({ ...r, status: 'pending' })) })).toBe(false);
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'paid', amount_cents: REFUND })]);
  });
});

describe('refunds of a rental charge that Stripe fails after they succeeded', () => {
  it('books the refund paid, then failed on charge.refund.updated; delivered again or in reverse order it stays failed', async () => {
    const refund = await server.payments!.deps.stripe.refunds.create({ payment_intent: failingIntent, amount: REFUND });
    expect(refund.status).toBe('succeeded');
    const charge = refund.charge as string;
    const [refunded] = await eventsOf('charge.refunded', charge);
    expect(await deliver(refunded!)).toBe('processed');
    expect(await refundRowsOf(failingRentalId)).toEqual([expect.objectContaining({ entry_key: `refund:${refund.id}`, status: 'paid', amount_cents: REFUND })]);

    // The card was closed: Stripe fails the refund and the money is back with the lister.
    await server.stripe.advanceTime(60);
    const updates = await eventsOf('charge.refund.updated', charge);
    expect(updates).toHaveLength(1);
    expect(await deliver(updates[0]!)).toBe('processed');
    expect(await refundRowsOf(failingRentalId)).toEqual([expect.objectContaining({ entry_key: `refund:${refund.id}`, status: 'failed', amount_cents: REFUND })]);

    await server.context.store.collection('stripe_webhook_events').deleteMany({});
    for (const event of [updates[0]!, refunded!, refunded!].reverse()) await deliver(event);
    expect(await refundRowsOf(failingRentalId)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('never moves a failed refund back to paid, even if told so by a stale snapshot', async () => {
    const deps = server.payments!.deps;
    const intent = await deps.stripe.paymentIntents.retrieve(failingIntent);
    const charge = await deps.stripe.charges.retrieve(intent.latest_charge as string);
    const refunds = (await deps.stripe.refunds.list({ charge: charge.id })).data;
    const handler = deps.refundAreas.get(intent.metadata.crashpad_area!)!;
    expect(await handler({ charge, intent, refunds: refunds.map((r) => ({ ...r, status: 'succeeded' })) })).toBe(false);
    expect(await refundRowsOf(failingRentalId)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });
});
