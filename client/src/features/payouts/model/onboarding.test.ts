import { describe, expect, it } from 'vitest';
import { onboardingStatus, opensStepTwo, OPEN_STEP_TWO_AFTER_MS } from './onboarding';

describe('payout onboarding (spec 1 §4)', () => {
  it('opens step 2 only for tab=autopay with connect-account, after 3 s', () => {
    expect(opensStepTwo({ tab: 'autopay', 'connect-account': '' })).toBe(true);
    expect(opensStepTwo({ tab: 'autopay', 'connect-account': true })).toBe(true);
    expect(opensStepTwo({ tab: 'autopay' })).toBe(false);
    expect(opensStepTwo({ tab: 'payment-methods', 'connect-account': '' })).toBe(false);
    expect(OPEN_STEP_TWO_AFTER_MS).toBe(3000);
  });

  it('is complete with a dashboard link and incomplete without', () => {
    expect(onboardingStatus('https://connect.stripe.com/express/acct_1/login')).toBe('complete');
    expect(onboardingStatus(null)).toBe('incomplete');
  });
});
