import { describe, expect, it } from 'vitest';
import { annualFeeDue, annualFeeModalAllowedOn, renewPath } from './annual-fee';

describe('annual listing fee due (spec 1 §2)', () => {
  it('applies to a lister whose fee is unpaid or whose account went inactive, not to an expired one', () => {
    expect(annualFeeDue({ user_plan: 'basic', plan_status: 'pending', status: 'PENDING_PAYMENT' }, false)).toBe(true);
    expect(annualFeeDue({ user_plan: 'pro', plan_status: 'active', status: 'INACTIVE' }, false)).toBe(true);
    expect(annualFeeDue({ user_plan: 'pro', plan_status: 'active', status: 'ACTIVE' }, false)).toBe(false);
    expect(annualFeeDue({ user_plan: 'basic', plan_status: 'pending', status: 'PENDING_PAYMENT' }, true)).toBe(false);
    expect(annualFeeDue({ user_plan: 'seeker', plan_status: 'pending', status: 'PENDING_PAYMENT' }, false)).toBe(false);
    expect(annualFeeDue(null, false)).toBe(false);
  });

  it('stays off the payment pages and the pages where paying is not possible', () => {
    expect(annualFeeModalAllowedOn('/messages')).toBe(true);
    expect(annualFeeModalAllowedOn('/processing/payment/')).toBe(false);
    expect(annualFeeModalAllowedOn('/change-package')).toBe(false);
    expect(annualFeeModalAllowedOn('/account-setting')).toBe(false);
    expect(annualFeeModalAllowedOn('/create-account/list-crashpad')).toBe(false);
  });

  it('renews a lapsed plan and sends a never-paid one to the sign-up payment', () => {
    expect(renewPath({ expire_at: '2026-01-01T00:00:00Z' })).toBe('/change-package');
    expect(renewPath({ expire_at: null })).toBe('/processing/payment');
  });
});
