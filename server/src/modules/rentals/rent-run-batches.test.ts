import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';
import { recordPastRental } from './rental-record.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** More than one batch of the run (200), so the walk resumes after the last rental seen. */
const RENTALS = 230;

type LedgerRow = { _id: string; rental_id: string; kind: string; status: string; period: string | null };
type UserDoc = { _id: string; email: string; first_name: string; last_name: string; display_name: string };

describe('the rent run over several batches', () => {
  it('charges every due rental once, skips a refused card until its retry the next day, and charges nothing more on a second tick', async () => {
    const { lister, listing } = await onboardedLister(server, 'premium', 1);
    const users = server.context.store.collection<UserDoc>('users');
    const listerDoc = (await users.findOne({ email: lister.email }))!;
    const good = await tenantWithCard(server);
    const declined = await tenantWithCard(server, 'pm_card_chargeCustomerFail');
    const [goodDoc, declinedDoc] = [(await users.findOne({ email: good.email }))!, (await users.findOne({ email: declined.email }))!];
    // Due today at 07:00: every 50th rental belongs to the tenant whose card is always declined.
    const now = server.clock.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const paymentDay = Math.min(28, new Date(now).getUTCDate());
    const rentals = server.context.store.collection('rentals');
    const ids: string[] = [];
    for (let i = 0; i < RENTALS; i += 1) {
      const tenant = i % 50 === 7 ? declinedDoc : goodDoc;
      const doc = await recordPastRental(server.context, {
        id: `batch-${String(i).padStart(3, '0')}`,
        tenant,
        lister: listerDoc,
        listing: { _id: listing.id, title: 'Crash house', room_id: 'room-1', room_name: 'Room', bed_id: `bed-${i}`, bed_name: `Bed ${i}` },
        status: 'accepted',
        rentCents: 50_000 + i,
        startDate: '2025-01-01',
        checkoutDate: null,
        at: new Date(now - DAY).toISOString(),
      });
      await rentals.updateOne({ _id: doc._id }, { $set: { auto_pay: 1, payment_date: paymentDay, next_charge_date: today, next_charge_prorated: false } });
      ids.push(doc.id);
    }
    const refused = ids.filter((_, i) => i % 50 === 7);
    const ledger = server.context.store.collection<LedgerRow>('rental_ledger');
    const rows = async (status: string) => ledger.find({ kind: 'rent', status, rental_id: { $in: ids } });

    // The 07:00 run (the clock is moved to today 07:00 or, past it, to tomorrow's run).
    const sevenToday = Date.parse(`${today}T07:00:00Z`);
    server.clock.advance(Math.max(0, sevenToday - now) + 1);
    await server.context.jobs.tick();
    const paid = await rows('paid');
    expect(paid.length).toBe(RENTALS - refused.length);
    expect(new Set(paid.map((r) => r.rental_id)).size).toBe(paid.length);
    expect(paid.some((r) => refused.includes(r.rental_id))).toBe(false);
    expect(new Set((await rows('failed')).map((r) => r.rental_id))).toEqual(new Set(refused));

    // A second tick the same day (another instance, a retried occurrence) charges nothing more.
    server.clock.advance(HOUR);
    await server.context.jobs.tick();
    expect((await rows('paid')).length).toBe(paid.length);
    expect((await rows('failed')).length).toBe(refused.length);

    // The next day's run retries only the refused cards.
    server.clock.advance(DAY);
    await server.context.jobs.tick();
    expect((await rows('paid')).length).toBe(paid.length);
    const failed = await rows('failed');
    expect(failed.length).toBe(refused.length * 2);
    expect(failed.filter((r) => r.rental_id === refused[0]).length).toBe(2);
    // One PaymentIntent operation per paid rental and month.
    const ops = await server.context.store.collection<{ _id: string; base_key: string; state: string }>('payment_operations').find({ base_key: { $in: ids.map((id) => `rent:${id}:${today.slice(0, 7)}`) }, state: 'succeeded' });
    expect(ops.length).toBe(paid.length);
  }, 300_000);
});
