import { describe, expect, it } from 'vitest';
import { toServiceRow } from './account-services.js';
import { expiresSoon, isExpiredCard } from './cards-service.js';
import { serviceFeeCents } from './connect-charge.js';
import type { LedgerDoc } from './ledger-repo.js';
import { addMonths } from './plan-state.js';
import { CATALOGUE, entryOfLookupKey } from './price-catalogue.js';
import { oneOffPromotionEnd } from './stripe-sync.js';

const at = (iso: string) => Date.parse(iso);

describe('price catalogue', () => {
  it('charges the spec prices in cents with the right terms', () => {
    expect(Object.fromEntries(Object.values(CATALOGUE).map((e) => [e.key, e.amountCents]))).toEqual({
      basic: 4900, premium: 8900, pro: 14900, seeker: 999, boost_subscription: 999, boost_1_week: 500, boost_1_month: 1500,
    });
    expect(CATALOGUE.basic.recurring).toEqual({ interval: 'year', interval_count: 1 });
    expect(CATALOGUE.seeker.recurring).toBeNull();
    expect(CATALOGUE.boost_subscription.recurring).toEqual({ interval: 'month', interval_count: 1 });
    expect(new Set(Object.values(CATALOGUE).map((e) => e.lookupKey)).size).toBe(7);
    expect(entryOfLookupKey(CATALOGUE.pro.lookupKey)?.key).toBe('pro');
    expect(entryOfLookupKey('unknown')).toBeNull();
  });
});

describe('service fee', () => {
  it('is 1 % rounded half up to whole cents', () => {
    expect(serviceFeeCents(100_000)).toBe(1000);
    expect(serviceFeeCents(150)).toBe(2); // 1.5 → 2
    expect(serviceFeeCents(149)).toBe(1);
    expect(serviceFeeCents(0)).toBe(0);
  });
});

describe('card expiry', () => {
  const now = at('2026-11-24T00:00:00Z');
  it('flags cards expiring this month or next and turns past ones invalid', () => {
    expect(expiresSoon({ exp_month: 11, exp_year: 2026 }, now)).toBe(true);
    expect(expiresSoon({ exp_month: 12, exp_year: 2026 }, now)).toBe(true);
    expect(expiresSoon({ exp_month: 1, exp_year: 2027 }, now)).toBe(false);
    expect(isExpiredCard({ exp_month: 11, exp_year: 2026 }, now)).toBe(false);
    expect(isExpiredCard({ exp_month: 10, exp_year: 2026 }, now)).toBe(true);
  });
});

describe('periods', () => {
  it('six months for seekers, a week or a month for one-off boosts', () => {
    expect(addMonths('2026-05-10T12:00:00.000Z', 6)).toBe('2026-11-10T12:00:00.000Z');
    expect(oneOffPromotionEnd('boost_1_week', '2026-11-24T00:00:00.000Z')).toBe('2026-12-01T00:00:00.000Z');
    expect(oneOffPromotionEnd('boost_1_month', '2026-11-24T00:00:00.000Z')).toBe('2026-12-24T00:00:00.000Z');
  });
});

const row = (fields: Partial<LedgerDoc>): LedgerDoc => ({
  _id: '01J0000000000000000000000A', entry_key: 'charge:in_1', user_id: 'u1', kind: 'charge', product: 'premium', listing_id: null, amount_cents: 8900, currency: 'usd', status: 'succeeded',
  stripe: { customer: 'cus_1', payment_intent: 'pi_1', invoice: 'in_1', invoice_number: 'CP-0001', subscription: 'sub_1', charge: null, refund: null, connected_account: null },
  application_fee_cents: 0, idempotency_key: 'plan:u1:premium:new:1', period_start: '2026-11-24T00:00:00.000Z', expire_at: '2027-11-24T00:00:00.000Z', failure_code: null, failure_message: null, created_at: '2026-11-24T00:00:00.000Z',
  ...fields,
});

describe('my services rows', () => {
  it('names the plan in the caller’s language and labels renew / expired', () => {
    const live = toServiceRow(row({}), 'de', at('2027-01-01T00:00:00Z'), null);
    expect(live).toMatchObject({ title: 'Vermieter-Paket: Line Holder', amount_cents: 8900, payment_type: 'plan', repeat: 'yearly', expiry_label: 'renew', txn_code: 'CP-0001' });
    expect(toServiceRow(row({}), 'en', at('2028-01-01T00:00:00Z'), null).expiry_label).toBe('expired');
  });
  it('shows boosts with their listing and failures without an expiry', () => {
    const boost = toServiceRow(row({ product: 'boost_1_week', listing_id: 'l1', amount_cents: 500, stripe: { ...row({}).stripe, invoice: null, invoice_number: null } }), 'en', 0, 'DEN Crew House');
    expect(boost).toMatchObject({ payment_type: 'boost', description: 'Listing: DEN Crew House', repeat: 'none', txn_code: 'pi_1' });
    const failure = toServiceRow(row({ kind: 'failure', status: 'failed', failure_code: 'card_declined', failure_message: null }), 'en', 0, null);
    expect(failure).toMatchObject({ payment_type: 'failure', expire_at: null, expiry_label: 'once', status: 'failed' });
    expect(failure.description).toContain('card_declined');
  });
});
