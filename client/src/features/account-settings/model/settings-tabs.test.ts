import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../lib/config/config-store';
import * as v from 'valibot';
import { oddSearchValues } from '../../../test-support/odd-search-values';
import { parseSettingsSearch } from './settings-search';
import { selectTab, visibleTabs } from './settings-tabs';

const flags = (over: Partial<typeof DEFAULT_CONFIG.flags> = {}) => ({ ...DEFAULT_CONFIG.flags, ...over });

describe('visibleTabs (spec 1 §2, §6)', () => {
  it('shows details, services, payment method and autopay to a lister with the crashpad flags', () => {
    expect(visibleTabs({ flags: flags(), userPlan: 'basic', hasPaymentRequests: false })).toEqual([
      'account-details',
      'my-services',
      'payment-method',
      'autopay',
    ]);
  });

  it('hides autopay from a user without a plan and when the flag is off', () => {
    expect(visibleTabs({ flags: flags(), userPlan: null, hasPaymentRequests: false })).not.toContain('autopay');
    expect(visibleTabs({ flags: flags({ autopay: false }), userPlan: 'pro', hasPaymentRequests: false })).not.toContain('autopay');
  });

  it('shows change plans only with the flag and a plan', () => {
    expect(visibleTabs({ flags: flags(), userPlan: 'basic', hasPaymentRequests: false })).not.toContain('change-plans');
    expect(visibleTabs({ flags: flags({ change_plans: true }), userPlan: '', hasPaymentRequests: false })).not.toContain('change-plans');
    expect(visibleTabs({ flags: flags({ change_plans: true }), userPlan: 'seeker', hasPaymentRequests: false })).toContain('change-plans');
  });

  it('shows one-time payment only when the user has payment requests', () => {
    expect(visibleTabs({ flags: flags(), userPlan: null, hasPaymentRequests: false })).not.toContain('one-time-payment');
    expect(visibleTabs({ flags: flags(), userPlan: null, hasPaymentRequests: true })).toEqual([
      'account-details',
      'my-services',
      'payment-method',
      'one-time-payment',
    ]);
  });
});

describe('selectTab', () => {
  const all = visibleTabs({ flags: flags({ change_plans: true }), userPlan: 'basic', hasPaymentRequests: true });

  it('reads the hash, with or without #', () => {
    expect(selectTab({ hash: 'my-services' }, all)).toBe('my-services');
    expect(selectTab({ hash: '#autopay' }, all)).toBe('autopay');
  });

  it('reads ?tab= including the payment-methods alias', () => {
    expect(selectTab({ queryTab: 'payment-methods' }, all)).toBe('payment-method');
    expect(selectTab({ queryTab: 'autopay' }, all)).toBe('autopay');
    expect(selectTab({ queryTab: 'one-time-payment' }, all)).toBe('one-time-payment');
  });

  it('prefers the hash (written by tab clicks) over the query', () => {
    expect(selectTab({ hash: 'my-services', queryTab: 'autopay' }, all)).toBe('my-services');
  });

  it('maps the payout anchors to the autopay tab', () => {
    expect(selectTab({ hash: 'connectStripeExpress' }, all)).toBe('autopay');
    expect(selectTab({ hash: 'payoutSchedule' }, all)).toBe('autopay');
  });

  it('falls back to account details for unknown or hidden tabs', () => {
    const tenant = visibleTabs({ flags: flags(), userPlan: null, hasPaymentRequests: false });
    expect(selectTab({}, tenant)).toBe('account-details');
    expect(selectTab({ hash: 'nonsense' }, tenant)).toBe('account-details');
    expect(selectTab({ queryTab: 'autopay' }, tenant)).toBe('account-details');
    expect(selectTab({ hash: 'change-plans' }, tenant)).toBe('account-details');
  });
});

// The valibot schema `validateSearch` used before it moved off the first load, for comparison.
const referenceSchema = v.object({
  tab: v.fallback(v.optional(v.string()), undefined),
  'connect-account': v.fallback(v.optional(v.union([v.string(), v.number(), v.boolean()])), undefined),
});

describe('parseSettingsSearch', () => {
  it('keeps tab strings and drops values of the wrong type instead of failing', () => {
    expect(parseSettingsSearch({ tab: 'autopay', 'connect-account': 1 })).toEqual({ tab: 'autopay', 'connect-account': 1 });
    expect(parseSettingsSearch({ tab: 5 })).toStrictEqual({ tab: undefined });
  });

  it('gives what the valibot schema gave for odd values and the corners of Unicode', () => {
    for (const value of oddSearchValues(['autopay', 'payment-methods', '#payoutSchedule'])) {
      for (const search of [{ tab: value }, { 'connect-account': value }, { tab: value, 'connect-account': value, hash: value }]) {
        expect(parseSettingsSearch(search), JSON.stringify(search)).toStrictEqual(v.parse(referenceSchema, search));
      }
    }
  });
});
