/** Which "set up a payment method" modal of spec 1 §2 applies: 1 for tenants, 2 for subscribers. */
export type SetupModal = 'tenant_autopay' | 'subscriber';

export interface SetupModalInput {
  pathname: string;
  /** `?tab=` of the page (account settings). */
  tab: string | undefined;
  hash: string;
  /** The user holds a subscription that charges the card again (a lister plan). */
  hasPlan: boolean;
  /** The tenant was invited with autopay (stored has_auto_payment). */
  hasAutoPayInvite: boolean;
  /** Whether a card is on file; null while unknown (never ask before knowing). */
  haveCard: boolean | null;
  acknowledged: boolean;
}

/**
 * spec 1 §2: the global modals stay away from these pages. The tenant invitation page is where
 * the invitation is accepted and the card added (its own steps), so "you have an invitation" or
 * "add a card" there would only cover the form being filled in.
 */
const EXCLUDED_PATHS = ['/', '/account-expired', '/my-crashpad', '/update-payment-method', '/processing/payment'];
const EXCLUDED_SETTINGS_TABS = ['payment-methods', 'payment-method', 'autopay'];

export function globalModalsAllowedOn(pathname: string, tab: string | undefined, hash: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EXCLUDED_PATHS.includes(path) || path.startsWith('/tenant/accept') || path.startsWith('/tenant/invitation')) return false;
  if (path === '/account-setting') {
    const onTab = [tab, hash.replace(/^#/, '')].some((name) => name !== undefined && EXCLUDED_SETTINGS_TABS.includes(name));
    if (onTab) return false;
  }
  return true;
}

/**
 * spec 1 §2 global modals 1 and 2, in that order, each once until acknowledged: a tenant with an
 * autopay invitation and no card (1), then a subscriber without a card (2).
 */
export function setupModalToShow(input: SetupModalInput): SetupModal | null {
  if (input.acknowledged || input.haveCard !== false) return null;
  if (!globalModalsAllowedOn(input.pathname, input.tab, input.hash)) return null;
  if (!input.hasPlan && input.hasAutoPayInvite) return 'tenant_autopay';
  if (input.hasPlan) return 'subscriber';
  return null;
}
