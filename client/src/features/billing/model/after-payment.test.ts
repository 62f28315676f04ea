import { describe, expect, it } from 'vitest';
import { destinationAfterPayment, redirectDelay } from './after-payment';

const base = { setupComplete: false, upgradeFlag: false };

describe('after a payment (spec 1 §2)', () => {
  it('sends a lister to /my-crashpads, a seeker to /airports, a free tenant to /my-crashpad', () => {
    for (const plan of ['basic', 'premium', 'pro']) expect(destinationAfterPayment({ ...base, mode: 'signup', userPlan: plan })).toBe('/my-crashpads');
    expect(destinationAfterPayment({ ...base, mode: 'signup', userPlan: 'seeker' })).toBe('/airports');
    expect(destinationAfterPayment({ ...base, mode: 'method', userPlan: null })).toBe('/my-crashpad');
  });

  it('sends a renewal without a plan to /my-crashpad', () => {
    expect(destinationAfterPayment({ ...base, mode: 'renewal', userPlan: null })).toBe('/my-crashpad');
  });

  it('sends a card set up on a complete account to /messages, and the upgrade flag wins over all', () => {
    expect(destinationAfterPayment({ ...base, mode: 'method', userPlan: 'basic', setupComplete: true })).toBe('/messages');
    expect(destinationAfterPayment({ mode: 'method', userPlan: 'basic', setupComplete: true, upgradeFlag: true })).toBe('/upgrade-account');
  });

  it('waits 2.5 s after a payment or renewal and 4 s after setting up a card only', () => {
    expect(redirectDelay('signup')).toBe(2500);
    expect(redirectDelay('renewal')).toBe(2500);
    expect(redirectDelay('method')).toBe(4000);
  });
});
