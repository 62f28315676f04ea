import { describe, expect, it } from 'vitest';
import { accountNoticeKey, serviceRowFor } from './service-row';

const now = Date.parse('2025-06-01T12:00:00Z');

describe('serviceRowFor', () => {
  it('describes an active lister plan that renews', () => {
    expect(serviceRowFor({ user_plan: 'premium', plan_status: 'active', expire_at: '2026-05-01T00:00:00Z' }, now)).toEqual({
      plan: 'premium',
      nameKey: 'settings.plans.premium',
      amountCents: 8900,
      termMonths: 12,
      status: 'active',
      expiry: { label: 'renews', at: '2026-05-01T00:00:00Z' },
    });
  });

  it('says a seeker pass ends (six months, no renewal)', () => {
    const row = serviceRowFor({ user_plan: 'seeker', plan_status: 'active', expire_at: '2025-09-01T00:00:00Z' }, now);
    expect(row).toMatchObject({ amountCents: 999, termMonths: 6, expiry: { label: 'ends' } });
  });

  it('marks a past expiry as expired even before the server flips the status', () => {
    expect(serviceRowFor({ user_plan: 'basic', plan_status: 'active', expire_at: '2025-05-01T00:00:00Z' }, now)).toMatchObject({
      status: 'expired',
      expiry: { label: 'expired' },
    });
    expect(serviceRowFor({ user_plan: 'basic', plan_status: 'expired', expire_at: null }, now)).toMatchObject({ status: 'expired', expiry: null });
  });

  it('shows a plan awaiting payment as pending without a date', () => {
    expect(serviceRowFor({ user_plan: 'pro', plan_status: 'pending', expire_at: null }, now)).toMatchObject({ status: 'pending', expiry: null });
  });

  it('has no row for a free tenant or an unknown plan', () => {
    expect(serviceRowFor({ user_plan: null, plan_status: 'none', expire_at: null }, now)).toBeNull();
    expect(serviceRowFor({ user_plan: 'toString', plan_status: 'none', expire_at: null }, now)).toBeNull();
  });
});

describe('accountNoticeKey (spec 1 §1)', () => {
  it('gives listers, seekers and tenants their own note', () => {
    expect(accountNoticeKey('basic')).toBe('settings.notice.lister');
    expect(accountNoticeKey('seeker')).toBe('settings.notice.seeker');
    expect(accountNoticeKey(null)).toBe('settings.notice.tenant');
  });
});
