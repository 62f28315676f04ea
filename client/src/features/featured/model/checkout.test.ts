import { FEATURED_PLAN_OFFERS } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { canBuy, defaultPlan, FEATURED_SUCCESS_REDIRECT_MS } from './checkout';

describe('featured checkout model (spec 2 §2, §9)', () => {
  it('offers the three plans at the spec prices, the subscription first', () => {
    expect(FEATURED_PLAN_OFFERS.map((p) => [p.plan, p.price_cents])).toEqual([
      ['boost_subscription', 999],
      ['boost_1_week', 500],
      ['boost_1_month', 1500],
    ]);
    expect(defaultPlan(FEATURED_PLAN_OFFERS)).toBe('boost_subscription');
    expect(defaultPlan([])).toBeNull();
  });
  it('only a listing that is neither featured nor boosted can be bought', () => {
    expect(canBuy('none')).toBe(true);
    expect(canBuy('featured')).toBe(false);
    expect(canBuy('boosted')).toBe(false);
  });
  it('redirects 7.5 s after success', () => {
    expect(FEATURED_SUCCESS_REDIRECT_MS).toBe(7500);
  });
});
