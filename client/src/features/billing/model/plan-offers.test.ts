import { describe, expect, it } from 'vitest';
import { changePackageTitleKey, knownPlan, plansForRole, upgradePlans } from './plan-offers';

describe('plan offers', () => {
  it('accepts only the catalogue plans', () => {
    expect(knownPlan('premium')).toBe('premium');
    expect(knownPlan('gold')).toBeNull();
    expect(knownPlan(null)).toBeNull();
  });

  it('offers listers the three yearly plans and a seeker the six-month pass', () => {
    expect(plansForRole('basic')).toEqual(['basic', 'premium', 'pro']);
    expect(plansForRole('seeker')).toEqual(['seeker']);
  });

  it('upgrades only to dearer lister plans', () => {
    expect(upgradePlans('basic')).toEqual(['premium', 'pro']);
    expect(upgradePlans('premium')).toEqual(['pro']);
    expect(upgradePlans('pro')).toEqual([]);
    expect(upgradePlans(null)).toEqual(['basic', 'premium', 'pro']);
  });

  it('titles /change-package Renew Account when expired', () => {
    expect(changePackageTitleKey(true)).toBe('billing.change.title_renew');
    expect(changePackageTitleKey(false)).toBe('billing.change.title_change');
  });
});
