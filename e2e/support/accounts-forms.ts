import type { Locator, Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The form control whose label reads exactly `label`. Required fields append an aria-hidden
 * "*" to the label: it is not part of the accessible name, but `getByLabel({ exact: true })`
 * compares the label's full text, so the match allows that marker (and only that).
 */
export function fieldByLabel(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`));
}

export { escapeRegExp };

/**
 * A toast in the app's notification region (ui/toast/toaster.tsx): errors are alerts, the rest
 * status messages. Scoped to the region so a page's own success view never counts as the toast.
 */
export function toast(page: Page, kind: 'error' | 'info', text: string, notificationsLabel: string): Locator {
  return page
    .getByRole('region', { name: notificationsLabel })
    .getByRole(kind === 'error' ? 'alert' : 'status')
    .filter({ hasText: text });
}
