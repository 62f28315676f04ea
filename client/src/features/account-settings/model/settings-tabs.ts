import type { AppConfig } from '@crashpad/sync';

/** The tabs of /account-setting, in display order; the id is also the URL hash (spec 1 §2). */
export const SETTINGS_TABS = ['account-details', 'my-services', 'change-plans', 'payment-method', 'autopay', 'one-time-payment'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'account-details';

/**
 * Older links name a tab by query (`?tab=payment-methods`) or by a section anchor of a tab
 * (`#payoutSchedule`, `#connectStripeExpress` live on the autopay tab with the payout account).
 */
const ALIASES: Record<string, SettingsTab> = {
  'payment-methods': 'payment-method',
  payoutSchedule: 'autopay',
  connectStripeExpress: 'autopay',
};

export interface TabVisibilityInput {
  flags: AppConfig['flags'];
  userPlan: string | null;
  /** Whether the user has payment requests to pay (tenants; spec 1 §2 "One-Time Payment"). */
  hasPaymentRequests: boolean;
}

/**
 * spec 1 §2, §6: change plans only with its flag and a plan; autopay only with its flag and a
 * plan; one-time payment only with payment requests. The other tabs are always there.
 */
export function visibleTabs({ flags, userPlan, hasPaymentRequests }: TabVisibilityInput): SettingsTab[] {
  const hasPlan = Boolean(userPlan);
  return SETTINGS_TABS.filter((tab) => {
    if (tab === 'change-plans') return flags.change_plans === true && hasPlan;
    if (tab === 'autopay') return flags.autopay === true && hasPlan;
    if (tab === 'one-time-payment') return hasPaymentRequests;
    return true;
  });
}

function asTab(name: string | undefined): SettingsTab | null {
  if (!name) return null;
  const clean = decodeURIComponent(name.replace(/^#/, ''));
  if ((SETTINGS_TABS as readonly string[]).includes(clean)) return clean as SettingsTab;
  return ALIASES[clean] ?? null;
}

/**
 * The tab to show: the hash when it names a visible tab (tab clicks write the hash, so the
 * back button walks through them), else `?tab=`, else account details. A hidden or unknown
 * tab falls back to account details rather than showing an empty page.
 */
export function selectTab(location: { hash?: string; queryTab?: string }, visible: readonly SettingsTab[]): SettingsTab {
  for (const candidate of [asTab(location.hash), asTab(location.queryTab)]) {
    if (candidate && visible.includes(candidate)) return candidate;
  }
  return DEFAULT_SETTINGS_TAB;
}
