import { FEATURED_PLAN_PRICES_CENTS, PLAN_CATALOGUE, type PaidPlan } from '@crashpad/sync';
import type Stripe from 'stripe';

/** What can be bought: the four account plans and the three listing promotions (spec 1 §3, spec 2 §9). */
export type ProductKey = PaidPlan | 'boost_subscription' | 'boost_1_week' | 'boost_1_month';

export interface CatalogueEntry {
  key: ProductKey;
  /** Stable Stripe lookup key: the price is found (or made once) by it, never by a stored id. */
  lookupKey: string;
  productName: string;
  amountCents: number;
  /** Recurring prices are billed by a Subscription; one-off prices by a PaymentIntent. */
  recurring: { interval: Stripe.Price.Recurring.Interval; interval_count: number } | null;
  /** How long one payment buys, in months (a boost week is handled as 7 days by the boost service). */
  termMonths: number;
  repeat: 'yearly' | 'six_months' | 'monthly' | 'none';
}

/**
 * The server's price list in integer cents (DECISIONS #10). Amounts come from the shared plan
 * constants so the pages and the charge can never disagree; the client never sends a price
 * that matters. Seekers pay once for six months (spec 1 §1: the account deactivates after six
 * months), so their price is one-off, not recurring.
 */
export const CATALOGUE: Record<ProductKey, CatalogueEntry> = {
  basic: { key: 'basic', lookupKey: 'crashpad_plan_basic_yearly_v1', productName: 'Crashpad lister plan: The New Hire', amountCents: PLAN_CATALOGUE.basic.priceCents, recurring: { interval: 'year', interval_count: 1 }, termMonths: 12, repeat: 'yearly' },
  premium: { key: 'premium', lookupKey: 'crashpad_plan_premium_yearly_v1', productName: 'Crashpad lister plan: Line Holder', amountCents: PLAN_CATALOGUE.premium.priceCents, recurring: { interval: 'year', interval_count: 1 }, termMonths: 12, repeat: 'yearly' },
  pro: { key: 'pro', lookupKey: 'crashpad_plan_pro_yearly_v1', productName: 'Crashpad lister plan: Senior Mama', amountCents: PLAN_CATALOGUE.pro.priceCents, recurring: { interval: 'year', interval_count: 1 }, termMonths: 12, repeat: 'yearly' },
  seeker: { key: 'seeker', lookupKey: 'crashpad_plan_seeker_six_months_v1', productName: 'Crashpad seeker access (6 months)', amountCents: PLAN_CATALOGUE.seeker.priceCents, recurring: null, termMonths: 6, repeat: 'six_months' },
  boost_subscription: { key: 'boost_subscription', lookupKey: 'crashpad_featured_monthly_v1', productName: 'Crashpad featured listing (monthly)', amountCents: FEATURED_PLAN_PRICES_CENTS.boost_subscription, recurring: { interval: 'month', interval_count: 1 }, termMonths: 1, repeat: 'monthly' },
  boost_1_week: { key: 'boost_1_week', lookupKey: 'crashpad_boost_1_week_v1', productName: 'Crashpad boost (1 week)', amountCents: FEATURED_PLAN_PRICES_CENTS.boost_1_week, recurring: null, termMonths: 0, repeat: 'none' },
  boost_1_month: { key: 'boost_1_month', lookupKey: 'crashpad_boost_1_month_v1', productName: 'Crashpad boost (1 month)', amountCents: FEATURED_PLAN_PRICES_CENTS.boost_1_month, recurring: null, termMonths: 1, repeat: 'none' },
};

export const CURRENCY = 'usd' as const;

/** The catalogue entry of a Stripe price, found by its lookup key (webhooks carry prices, not our keys). */
export function entryOfLookupKey(lookupKey: string | null | undefined): CatalogueEntry | null {
  return Object.values(CATALOGUE).find((e) => e.lookupKey === lookupKey) ?? null;
}
