import type { DraftStorages } from '../model/signup-draft';

/**
 * The browser storages of a sign-up: localStorage for temp_user (spec 1 §3), sessionStorage for
 * the package choice and the passwords, which must not outlive the tab.
 */
export function signupStorages(): DraftStorages {
  return { local: window.localStorage, tab: window.sessionStorage };
}
