/** spec 1 §4: `tab=autopay` with `connect-account` opens the accordion's step 2 after 3 s. */
export const OPEN_STEP_TWO_AFTER_MS = 3000;

export type OnboardingStep = 1 | 2 | 3;

/** Whether the page was opened as `?tab=autopay&connect-account` (the value does not matter). */
export function opensStepTwo(search: { tab?: string; 'connect-account'?: unknown }): boolean {
  return search.tab === 'autopay' && search['connect-account'] !== undefined;
}

/**
 * spec 1 §4 "Payout account onboarding": with a dashboard link the account is complete (View
 * Stripe account, new window); without one it is incomplete (Complete Onboarding, same window).
 */
export type OnboardingStatus = 'complete' | 'incomplete';
export function onboardingStatus(dashboardUrl: string | null): OnboardingStatus {
  return dashboardUrl ? 'complete' : 'incomplete';
}
