import { describe, expect, it } from 'vitest';
import { setupModalToShow, type SetupModalInput } from './global-modals';

const base: SetupModalInput = { pathname: '/messages', tab: undefined, hash: '', hasPlan: true, hasAutoPayInvite: false, haveCard: false, acknowledged: false };

describe('set up a payment method modals (spec 1 §2)', () => {
  it('asks a tenant with an autopay invitation (1) and a subscriber (2) without a card', () => {
    expect(setupModalToShow({ ...base, hasPlan: false, hasAutoPayInvite: true })).toBe('tenant_autopay');
    expect(setupModalToShow(base)).toBe('subscriber');
    expect(setupModalToShow({ ...base, hasPlan: false })).toBeNull();
  });

  it('stays away once acknowledged, with a card, or while the card is unknown', () => {
    expect(setupModalToShow({ ...base, acknowledged: true })).toBeNull();
    expect(setupModalToShow({ ...base, haveCard: true })).toBeNull();
    expect(setupModalToShow({ ...base, haveCard: null })).toBeNull();
  });

  it('is not shown on home, account-expired, my-crashpad, tenant accept and the payment-method and autopay tabs', () => {
    for (const pathname of ['/', '/account-expired', '/my-crashpad/', '/tenant/accept/abc', '/tenant/invitation/abc']) expect(setupModalToShow({ ...base, pathname })).toBeNull();
    expect(setupModalToShow({ ...base, pathname: '/account-setting', tab: 'payment-methods' })).toBeNull();
    expect(setupModalToShow({ ...base, pathname: '/account-setting', hash: '#autopay' })).toBeNull();
    expect(setupModalToShow({ ...base, pathname: '/account-setting', hash: '#my-services' })).toBe('subscriber');
  });
});
