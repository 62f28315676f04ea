import type { Rental } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { firstRent } from './rent-schedule.js';
import { accept, invite, inviteBody, inviteToken, onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The first day `day` of a month at least `after` ms from now, as YYYY-MM-DD. */
function dayOfMonthAfter(now: number, after: number, day: number): string {
  const t = new Date(now + after);
  const candidate = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, day));
  return iso(candidate.getTime());
}

type LedgerRow = { _id: string; rental_id: string; kind: string; status: string; amount_cents: number; fee_cents: number; period: string | null };

describe('24 months of autopay on a moved clock', () => {
  it('charges once per rental per month at 07:00 UTC with proration, the 1 % fee and 24 h reminders; nothing after check-out or disable; failures retried and reported', async () => {
    const { lister, listing } = await onboardedLister(server, 'premium', 4);
    const now = server.clock.now();
    const [a, b, c, d] = [await tenantWithCard(server), await tenantWithCard(server), await tenantWithCard(server), await tenantWithCard(server, 'pm_card_chargeCustomerFail')];
    // A: moves in on the 10th, pays on the 1st (prorated first rent); B: moves in on its payment day (15th), leaves after 10 months;
    // C: pays on the 5th, autopay disabled after 5 months; D: a card that is always declined.
    const aStart = dayOfMonthAfter(now, 2 * DAY, 10);
    const bStart = dayOfMonthAfter(now, 2 * DAY, 15);
    const bCheckout = dayOfMonthAfter(Date.parse(bStart), 9 * 30 * DAY, 20);
    const cStart = dayOfMonthAfter(now, 2 * DAY, 5);
    const dStart = dayOfMonthAfter(now, 2 * DAY, 8);
    const plans: [typeof a, Record<string, unknown>, number][] = [
      [a, { start_date: aStart, payment_date: 1, rental_amount: '930.00', deposit: 0 }, 0],
      [b, { start_date: bStart, payment_date: 15, rental_amount: 800, deposit: 0, checkout_date: bCheckout, checkout_time: '10:00' }, 1],
      [c, { start_date: cStart, payment_date: 5, rental_amount: 700, deposit: 0 }, 2],
      [d, { start_date: dStart, payment_date: 8, rental_amount: 600, deposit: 0 }, 3],
    ];
    const rentals: Rental[] = [];
    for (const [tenant, terms, bed] of plans) {
      const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email, terms, bed));
      expect((await accept(server, tenant.token, await inviteToken(server, tenant.email))).status).toBe(200);
      rentals.push(rental);
    }
    const [ra, rb, rc, rd] = rentals as [Rental, Rental, Rental, Rental];
    // Two simulated years outlive the test cards' expiry date: the crew keep their cards current.
    await server.context.store.collection('payment_accounts').updateMany({ card: { $ne: null } }, { $set: { 'card.exp_year': 2099 } });

    // Day by day for 24 months: 06:00 (nothing due), then 07:00 (the run).
    let t = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1, 6);
    server.clock.advance(t - server.clock.now());
    const end = t + 730 * DAY;
    const cDisableAfter = Date.parse(cStart) + 150 * DAY;
    let cDisabledOn: string | null = null;
    while (server.clock.now() < end) {
      await server.context.jobs.tick();
      const before = await server.context.store.collection('rental_ledger').countDocuments({ kind: 'rent', status: 'paid' });
      server.clock.advance(HOUR);
      await server.context.jobs.tick();
      // The run at 06:00 charged nothing: rent is only processed at 07:00.
      expect(before).toBe(await server.context.store.collection('rental_ledger').countDocuments({ kind: 'rent', status: 'paid', created_at: { $lt: new Date(server.clock.now()).toISOString() } }));
      await server.context.outbox.drain();
      if (!cDisabledOn && server.clock.now() >= cDisableAfter) {
        // Months later: both sides log in again.
        const [cSession, listerSession] = [await logIn(server, c.email, c.password), await logIn(server, lister.email, lister.password)];
        expect((await server.api('POST', `/rental/${rc.id}/disable-autopay`, { token: cSession.token, body: {} })).body).toMatchObject({ data: { auto_pay: 3 } });
        expect((await server.api('POST', `/rental/${rc.id}/disable-autopay`, { token: listerSession.token, body: {} })).body).toMatchObject({ data: { auto_pay: 0 } });
        cDisabledOn = iso(server.clock.now());
      }
      t += DAY;
      server.clock.advance(t - server.clock.now());
    }
    await server.stripe.webhooksIdle();
    await server.context.outbox.drain();

    const ledger = await server.context.store.collection<LedgerRow>('rental_ledger').find({ kind: 'rent' });
    const paid = (id: string) => ledger.filter((r) => r.rental_id === id && r.status === 'paid');
    // Exactly one charge per rental per period; the 1 % fee on each.
    for (const r of rentals) {
      const periods = paid(r.id).map((x) => x.period);
      expect(new Set(periods).size, r.id).toBe(periods.length);
      for (const row of paid(r.id)) expect(row.fee_cents).toBe(Math.round(row.amount_cents / 100));
    }
    // A: the prorated first rent on the move-in date, then one a month on the 1st: 24 or 25 in two years.
    const aRows = paid(ra.id);
    const first = firstRent(aStart, 1, 93_000);
    expect(first.prorated).toBe(true);
    expect(aRows[0]).toMatchObject({ period: aStart, amount_cents: first.amountCents });
    const days = (Date.UTC(Number(aStart.slice(0, 4)), Number(aStart.slice(5, 7)), 1) - Date.parse(aStart)) / DAY;
    const cycle = new Date(Date.UTC(Number(aStart.slice(0, 4)), Number(aStart.slice(5, 7)), 0)).getUTCDate();
    expect(first.amountCents).toBe(Math.round((93_000 * days) / cycle));
    const aMonthly = aRows.slice(1);
    expect(aMonthly.every((x) => x.amount_cents === 93_000)).toBe(true);
    const monthsOfA = new Set(aMonthly.map((x) => x.period));
    expect(monthsOfA.size).toBeGreaterThanOrEqual(22);
    // B: whole months from the move-in (its payment day), none on or after the check-out; then ended.
    const bRows = paid(rb.id);
    expect(bRows[0]).toMatchObject({ period: bStart.slice(0, 7), amount_cents: 80_000 });
    expect(bRows.every((x) => `${x.period}-15` < bCheckout)).toBe(true);
    expect(bRows.length).toBeGreaterThanOrEqual(9);
    expect((await server.context.store.collection('rentals').findOne({ _id: rb.id }))?.status).toBe('ended');
    // C: nothing after autopay was disabled.
    expect(cDisabledOn).not.toBeNull();
    expect(paid(rc.id).every((x) => `${x.period}-05` <= cDisabledOn!)).toBe(true);
    expect(paid(rc.id).length).toBeGreaterThanOrEqual(4);
    // D: never paid; each period tried three times, a day apart, then reported to both sides.
    expect(paid(rd.id)).toEqual([]);
    const dFailures = ledger.filter((r) => r.rental_id === rd.id && r.status === 'failed');
    const dPeriods = new Set(dFailures.map((x) => x.period));
    expect(dFailures.length).toBe(dPeriods.size * 3);
    // Delivered alerts (outbox events themselves are pruned after 30 days).
    const alerts = await server.context.store.collection<{ _id: string }>('alerts_sent').find({});
    expect(alerts.filter((e) => e._id.startsWith(`rentals.alert:rent_failed:${rd.id}:`)).length).toBe(dFailures.length * 2);

    // Reminders: one the day before each autopay charge of A, with the amount.
    const reminders = alerts.filter((e) => e._id.startsWith(`rentals.alert:reminder:${ra.id}:`));
    expect(reminders.length).toBe(aRows.length);
    // Every charge is one PaymentIntent (one operation per key), and webhooks booked nothing twice.
    const ops = await server.context.store.collection<{ _id: string; base_key: string }>('payment_operations').find({ base_key: { $in: aRows.map((x) => `rent:${ra.id}:${x.period}`) } });
    expect(ops.length).toBe(aRows.length);
    const intents = await server.context.store.collection<{ _id: string; payment_intent: string | null }>('rental_ledger').find({ rental_id: ra.id, kind: 'rent', status: 'paid' });
    expect(new Set(intents.map((x) => x.payment_intent)).size).toBe(intents.length);
  }, 600_000);
});
