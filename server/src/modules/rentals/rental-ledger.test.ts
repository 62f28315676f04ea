import type { MonthlyReportOutput, PaymentRequest, Rental, RevenueMonth, Transaction } from '@crashpad/sync';
import fc from 'fast-check';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { accept, dateIn, invite, inviteBody, inviteToken, onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';
import { processEvent, WEBHOOK_HANDLERS } from '../payments/webhooks/dispatch.js';
import type { RentalLedgerDoc } from './rental-ledger.js';

/*
 * Issue 10 "Transactions and ledger": every deposit, rent, paid request, manual payment, refund and
 * the platform's 1 % fee of each Stripe payment is a row of the rental ledger, with Stripe's exact
 * cents, once per business operation: the synchronous answer, Stripe's webhooks delivered 1–3
 * times in any order, and a retried job all end in the same rows. The per-tenant transactions list
 * shows them; revenue is gross (the fee is not taken off) less refunds.
 */
let server: TestServer;
let rental: Rental;
let lister: { token: string; user: { id: string } };
let tenant: { token: string; user: { id: string } };
/** The rentals-area events Stripe sent, in the order it made them. */
let rentalEvents: Stripe.Event[];

/** Half-up 1 % of a whole number of cents, in integers (the fee Stripe must have kept). */
const onePercent = (cents: number) => Math.floor((cents + 50) / 100);
const DEPOSIT = 25_055;
const REQUEST = 3_333;
const MANUAL = 4_000;
const REFUND = 10_000;

const ledgerRows = () => server.context.store.collection<RentalLedgerDoc>('rental_ledger').find({ rental_id: rental.id }, { sort: { entry_key: 1 } });
const fingerprint = async () => (await ledgerRows()).map((r) => `${r.entry_key}|${r.kind}|${r.status}|${r.amount_cents}|${r.fee_cents}|${r.payment_request_id ?? ''}|${r.with_deposit}`);

beforeAll(async () => {
  server = await startTestServer();
  const setup = await onboardedLister(server);
  lister = setup.lister;
  const payer = await tenantWithCard(server);
  tenant = payer;
  // Stripe's webhooks are held: the synchronous path books first, the test delivers the events itself.
  server.stripe.setWebhookSwitches({ hold: true });

  // A deposit charged on acceptance; the prorated first rent on the move-in date at 07:00 UTC.
  rental = await invite(server, lister.token, inviteBody(server, setup.listing, payer.email, { deposit: '250.55', rental_amount: '900', start_date: dateIn(server, 1), payment_date: 1 }));
  expect((await accept(server, payer.token, await inviteToken(server, payer.email))).status).toBe(200);
  const moveIn = Date.parse(`${dateIn(server, 1)}T07:00:30Z`);
  server.clock.advance(moveIn - server.clock.now());
  await server.context.jobs.tick();
  // A day later: both sign in again.
  lister = { ...lister, token: (await logIn(server, setup.lister.email, setup.lister.password)).token };
  tenant = { ...tenant, token: (await logIn(server, payer.email, payer.password)).token };
  // A payment request the tenant pays, a manual payment, and part of the deposit refunded from Stripe's dashboard.
  const sent = await server.api<{ data: PaymentRequest }>('POST', '/payment-request', { token: lister.token, body: { tenant_id: rental.id, payment_for: 'parking', amount: '33.33' } });
  expect(sent.status).toBe(201);
  expect((await server.api('PUT', `/payment-request/${sent.body.data.id}`, { token: tenant.token, body: {} })).status).toBe(200);
  expect((await server.api('POST', '/transaction', { token: lister.token, body: { tenant_id: rental.id, payment_method: 'cash', amount: MANUAL / 100 } })).status).toBe(201);
  const deposit = (await ledgerRows()).find((r) => r.kind === 'deposit')!;
  await server.payments!.deps.stripe.refunds.create({ payment_intent: deposit.payment_intent!, amount: REFUND });

  const kinds = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded'];
  const all = (await server.payments!.deps.stripe.events.list({ limit: 100, types: kinds }).autoPagingToArray({ limit: 10_000 })).reverse();
  rentalEvents = all.filter((e) => e.type in WEBHOOK_HANDLERS && (e.data.object as { metadata?: Record<string, string> }).metadata?.crashpad_rental === rental.id);
}, 120_000);
afterAll(() => server?.close());

async function deliver(event: Stripe.Event): Promise<string> {
  for (;;) {
    const outcome = await processEvent(server.payments!.deps, event, server.payments!.events);
    if (outcome !== 'busy') return outcome;
    await new Promise((r) => setImmediate(r));
  }
}

describe('rental ledger', () => {
  it('books every deposit, rent, paid request, manual payment, refund and fee once, with Stripe\u2019s cents', async () => {
    for (const event of rentalEvents) await deliver(event);
    const rows = await ledgerRows();
    const rent = rows.find((r) => r.kind === 'rent')!;
    const stored = (await server.context.store.collection<{ _id: string; first_rent_cents: number }>('rentals').findOne({ _id: rental.id }))!;
    expect(rent).toMatchObject({ status: 'paid', amount_cents: stored.first_rent_cents, period: dateIn(server, 0) });
    const request = rows.find((r) => r.kind === 'payment_request')!;
    const deposit = rows.find((r) => r.kind === 'deposit')!;
    const byKey = Object.fromEntries(rows.map((r) => [r.entry_key, r]));
    // Each Stripe payment and its fee: the fee row carries what Stripe kept as the application fee.
    for (const [payment, cents] of [
      [deposit, DEPOSIT],
      [rent, stored.first_rent_cents],
      [request, REQUEST],
    ] as const) {
      expect(payment).toMatchObject({ amount_cents: cents, fee_cents: onePercent(cents), status: 'paid', type: 'PAYMENT' });
      expect(byKey[`fee:${payment.payment_intent}`]).toMatchObject({ kind: 'fee', amount_cents: onePercent(cents), status: 'paid', fee_cents: 0 });
      const intent = await server.payments!.deps.stripe.paymentIntents.retrieve(payment.payment_intent!);
      expect(intent.application_fee_amount).toBe(onePercent(cents));
    }
    expect(onePercent(DEPOSIT)).toBe(251);
    expect(onePercent(REQUEST)).toBe(33);
    expect(rows.filter((r) => r.kind === 'manual')).toEqual([expect.objectContaining({ amount_cents: MANUAL, fee_cents: 0, type: 'manual', provider: 'cash' })]);
    expect(rows.filter((r) => r.kind === 'refund')).toEqual([expect.objectContaining({ amount_cents: REFUND, status: 'paid', with_deposit: true, payment_intent: deposit.payment_intent, tenant_user_id: tenant.user.id })]);
    expect(rows.filter((r) => r.kind === 'fee')).toHaveLength(3);
    expect(rows).toHaveLength(3 * 2 + 2);
  });

  it('converges whatever the order and however often Stripe delivers, and a replay onto the booked rows adds nothing', async () => {
    const types = rentalEvents.map((e) => e.type);
    expect(types.filter((t) => t === 'payment_intent.succeeded')).toHaveLength(3);
    expect(types).toContain('charge.refunded');
    const reference = await fingerprint();
    const store = server.context.store;
    // Everything again, twice, on top of what is booked: the events are recognised and nothing is added.
    for (const event of [...rentalEvents, ...rentalEvents]) expect(await deliver(event)).toBe('duplicate');
    await store.collection('stripe_webhook_events').deleteMany({});
    for (const event of [...rentalEvents].reverse()) await deliver(event);
    expect(await fingerprint()).toEqual(reference);

    // From the webhooks alone (the synchronous answers lost), in random orders with duplicates and delays.
    const fromStripe = { rental_id: rental.id, kind: { $in: ['deposit', 'rent', 'payment_request', 'fee', 'refund'] } };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 })), { minLength: rentalEvents.length, maxLength: rentalEvents.length }),
        fc.func(fc.integer()),
        async (copies, order) => {
          await store.collection('rental_ledger').deleteMany(fromStripe);
          await store.collection('stripe_webhook_events').deleteMany({});
          const deliveries = rentalEvents.flatMap((event, i) => Array.from({ length: copies[i]![0] }, (_, k) => ({ event, delay: copies[i]![1][k]!, rank: order(i * 3 + k) })));
          deliveries.sort((a, b) => a.rank - b.rank);
          await Promise.all(
            deliveries.map(async (d) => {
              for (let i = 0; i < d.delay; i++) await new Promise((r) => setImmediate(r));
              return deliver(d.event);
            }),
          );
          expect(await fingerprint()).toEqual(reference);
        },
      ),
      { numRuns: 40, seed: 20261124 },
    );
  }, 120_000);

  it('completes a paid request from Stripe\u2019s webhook when the payer\u2019s answer was lost mid-way', async () => {
    const row = (await ledgerRows()).find((r) => r.kind === 'payment_request')!;
    const requests = server.context.store.collection('payment_requests');
    // As if the instance stopped after Stripe confirmed and before the request was stored complete.
    await requests.updateOne({ _id: row.payment_request_id! }, { $set: { status: 'processing', paid_at: null } });
    await server.context.store.collection('stripe_webhook_events').deleteMany({});
    const succeeded = rentalEvents.filter((e) => e.type === 'payment_intent.succeeded' && (e.data.object as Stripe.PaymentIntent).id === row.payment_intent);
    expect(succeeded).toHaveLength(1);
    const before = await fingerprint();
    expect(await deliver(succeeded[0]!)).toBe('processed');
    expect(await requests.findOne({ _id: row.payment_request_id! })).toMatchObject({ status: 'complete', paid_at: expect.any(String) });
    expect(await fingerprint()).toEqual(before);
  });

  it('does not book a second rent when the day\u2019s run is retried', async () => {
    const before = await fingerprint();
    await server.context.jobs.tick();
    const [rentRow] = (await ledgerRows()).filter((r) => r.kind === 'rent');
    // The same rent operation charged again (a retried job after a lost answer) replays Stripe's first PaymentIntent.
    const { chargeRental } = await import('./rental-charges.js');
    const doc = (await server.rentals.deps.col.rentals.get(rental.id))!;
    const again = await chargeRental(server.rentals.deps, { rental: doc, kind: 'rent', amountCents: rentRow!.amount_cents, key: `rent:${rental.id}:${rentRow!.period}`, period: rentRow!.period, paymentRequestId: null, description: `Rent ${rentRow!.period} ${doc.booking_reference} – ${doc.location}` });
    expect(again).toEqual({ status: 'paid', intentId: rentRow!.payment_intent });
    expect(await fingerprint()).toEqual(before);
  });

  it('books a manual payment once per form however often it is sent; the same id with other details is refused', async () => {
    const before = await server.context.store.collection('rental_ledger').countDocuments({ rental_id: rental.id });
    const body = { tenant_id: rental.id, payment_method: 'venmo', amount: '12.34', notes: 'Towels', entry_id: 'b0c5a3f2-6f0e-4d43-9a53-0d3b9d7e21aa' };
    const answers = await Promise.all([1, 2, 3].map(() => server.api<{ data: Transaction }>('POST', '/transaction', { token: lister.token, body })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers[0]!.body.data).toMatchObject({ kind: 'manual', amount_cents: 1_234, provider: 'venmo' });
    const other = await server.api('POST', '/transaction', { token: lister.token, body: { ...body, amount: '43.21' } });
    expect(other.status).toBe(409);
    expect(await server.context.store.collection('rental_ledger').countDocuments({ rental_id: rental.id })).toBe(before + 1);
    await server.context.store.collection('rental_ledger').deleteOne({ _id: answers[0]!.body.data.id });
  });

  it('shows the rows in the tenant\u2019s transactions list, to the lister and the tenant, and revenue gross less refunds', async () => {
    const rows = await ledgerRows();
    for (const token of [lister.token, tenant.token]) {
      const list = await server.api<{ data: Transaction[] }>('GET', `/transaction?tenant_id=${rental.id}`, { token });
      expect(list.status).toBe(200);
      expect(list.body.data.map((t) => `${t.kind}:${t.amount_cents}:${t.fee_cents}:${t.status}`).sort()).toEqual(rows.map((r) => `${r.kind}:${r.amount_cents}:${r.fee_cents}:${r.status}`).sort());
    }
    const rent = rows.find((r) => r.kind === 'rent')!.amount_cents;
    const expected = DEPOSIT + rent + REQUEST + MANUAL - REFUND;
    const revenue = await server.api<{ data: RevenueMonth[] }>('GET', '/lister/payments', { token: lister.token });
    expect(revenue.body.data.reduce((s, m) => s + m.amount_cents, 0)).toBe(expected);
    // This month's figure in My Crew is the same reading for the rows booked this month.
    const month = new Date(server.clock.now()).toISOString().slice(0, 7);
    const thisMonth = rows.filter((r) => r.created_at.startsWith(month) && r.status === 'paid');
    const gross = thisMonth.reduce((s, r) => s + (r.kind === 'refund' ? -r.amount_cents : r.kind === 'fee' ? 0 : r.amount_cents), 0);
    const report = await server.api<MonthlyReportOutput>('GET', '/lister/tenants/monthly-report', { token: lister.token });
    expect(report.body.thismonth.total_amount_cents).toBe(gross);
  });
});
